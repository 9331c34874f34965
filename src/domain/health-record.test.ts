import { describe, expect, it } from 'vitest';
import {
  careTeamSchema,
  conditionKeys,
  healthRecordSchema,
  markedConditions,
  storedAccessLogSchema,
} from './health-record';
import { sampleHealthRecord } from './test-helpers';

describe('the anamnese (records/{studentId})', () => {
  it('accepts the sample', () => {
    expect(healthRecordSchema.safeParse(sampleHealthRecord).success).toBe(true);
  });

  it('refuses a record without a consent date', () => {
    expect(healthRecordSchema.safeParse({ ...sampleHealthRecord, consentimento: '' }).success).toBe(false);
  });

  it.each([-1, 11, 2.5, -0])('refuses a pain of %s (EVA is 0 to 10)', (dor) => {
    expect(healthRecordSchema.safeParse({ ...sampleHealthRecord, dor }).success).toBe(false);
  });

  it('refuses a condition that is not on the checklist and a note too long', () => {
    expect(healthRecordSchema.safeParse({ ...sampleHealthRecord, condicoes: { gripe: '' } }).success).toBe(false);
    expect(
      healthRecordSchema.safeParse({ ...sampleHealthRecord, condicoes: { diabetes: 'x'.repeat(201) } }).success,
    ).toBe(false);
  });

  it('lists the marked conditions in the checklist order, with labels and notes', () => {
    expect(markedConditions({ herniaDeDisco: 'L4-L5', hipertensao: '' })).toEqual([
      { key: 'hipertensao', label: 'Hipertensão', nota: '' },
      { key: 'herniaDeDisco', label: 'Hérnia de disco', nota: 'L4-L5' },
    ]);
  });

  it('asks about what a Pilates studio asks about', () => {
    for (const key of [
      'hipertensao',
      'diabetes',
      'cardiopatia',
      'osteoporose',
      'herniaDeDisco',
      'gestacao',
      'labirintite',
    ])
      expect(conditionKeys).toContain(key);
  });
});

describe('care team and access log', () => {
  it('a team holds each uid once, at most 20', () => {
    const base = { createdAt: 1, updatedAt: 1 };
    expect(careTeamSchema.safeParse({ ...base, uids: [] }).success).toBe(true);
    expect(careTeamSchema.safeParse({ ...base, uids: ['a', 'a'] }).success).toBe(false);
    expect(careTeamSchema.safeParse({ ...base, uids: Array.from({ length: 21 }, (_, i) => `u${i}`) }).success).toBe(
      false,
    );
  });

  it('a log entry says who, when and what only', () => {
    const entry = { acao: 'abriu', updatedBy: 'u1', updatedByName: 'Ana', writtenAt: 1 };
    expect(storedAccessLogSchema.safeParse(entry).success).toBe(true);
    expect(storedAccessLogSchema.safeParse({ ...entry, acao: 'apagou' }).success).toBe(false);
  });
});
