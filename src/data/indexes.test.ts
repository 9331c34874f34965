// firestore.indexes.json is deployed with the rules (README, "Publicar"); the emulator ignores it,
// so what it must say is checked here.
import { describe, expect, it } from 'vitest';
import indexes from '../../firestore.indexes.json';

describe('firestore.indexes.json', () => {
  it('exempts the summary map from single-field indexing', () => {
    // Each entry of paymentSummaries/{shard}.students has 12 fields, each indexed ascending and
    // descending by default: ~24 index entries per student, and a document may have at most 40 000,
    // so payment saves would fail near 1 600 students in one shard. Nothing queries inside the map.
    expect(indexes.fieldOverrides).toContainEqual({
      collectionGroup: 'paymentSummaries',
      fieldPath: 'students',
      indexes: [],
    });
  });

  it("holds the paid payments' amount beside status and paymentDate: Relatórios sums it on the server", () => {
    // A sum() is computed from index entries alone (reports-repo.ts monthlyRevenue): the index its
    // filters use must carry the summed field too, or production refuses the query (the emulator does not).
    expect(indexes.indexes).toContainEqual({
      collectionGroup: 'payments',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'paymentDate', order: 'ASCENDING' },
        { fieldPath: 'amount', order: 'ASCENDING' },
      ],
    });
  });

  it.each(['endDate', 'startDate'])(
    'holds active beside %s for schedules: Relatórios counts the classes given today on the server',
    (field) => {
      expect(indexes.indexes).toContainEqual({
        collectionGroup: 'schedules',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'active', order: 'ASCENDING' },
          { fieldPath: field, order: 'ASCENDING' },
        ],
      });
    },
  );

  it("indexes enrollments' studentId across classes: a student's classes, those left included", () => {
    const override = indexes.fieldOverrides.find(
      (o) => o.collectionGroup === 'enrollments' && o.fieldPath === 'studentId',
    );
    expect(override?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
  });
});
