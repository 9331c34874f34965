// The migrations of scripts/migrate.ts, each a pure function of a stored document: what to add, or
// null when the document already has it (so running twice changes nothing).
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';

export interface MigrationStep {
  name: string;
  collection: string;
  /** A collection-group query (sub-collections such as enrollments). */
  group?: boolean;
  /** The fields to set (the runner adds writtenAt: the server's time), or null to leave it. */
  patch: (data: Record<string, unknown>) => Record<string, unknown> | null;
}

/** Who the migrated versions are attributed to: not a person, and said so in the history. */
export const MIGRATION_AUTHOR = { updatedBy: 'migracao', updatedByName: 'Migração' };

/** Records with a history: version 1 by the migration (issue 18, "Every change has an author"). */
const versioned = (data: Record<string, unknown>) =>
  typeof data.version === 'number' ? null : { ...MIGRATION_AUTHOR, version: 1 };

export const authorshipSteps: MigrationStep[] = [
  ...['students', 'instructors', 'payments'].map((collection) => ({
    name: `${collection}: autoria e versão`,
    collection,
    patch: versioned,
  })),
  {
    name: 'schedules: autoria, versão e updatedAt',
    collection: 'schedules',
    patch: (data) => {
      const base = versioned(data);
      if (!base && typeof data.updatedAt === 'number') return null;
      return { ...(base ?? {}), ...(typeof data.updatedAt === 'number' ? {} : { updatedAt: data.createdAt }) };
    },
  },
  {
    name: 'enrollments: autoria, active e updatedAt',
    collection: 'enrollments',
    group: true,
    patch: (data) => {
      const complete =
        typeof data.updatedBy === 'string' && typeof data.active === 'boolean' && typeof data.updatedAt === 'number';
      if (complete) return null;
      return {
        ...MIGRATION_AUTHOR,
        active: typeof data.active === 'boolean' ? data.active : true, // a missing active meant active (SPEC 4)
        updatedAt: typeof data.updatedAt === 'number' ? data.updatedAt : data.createdAt,
      };
    },
  },
];

/** The studio's real week (issue 15): an instructor has a login link ('Conta de acesso'), '' for none. */
export const weekSteps: MigrationStep[] = [
  {
    name: 'instructors: userId (Conta de acesso)',
    collection: 'instructors',
    patch: (data) => (typeof data.userId === 'string' ? null : { userId: '' }),
  },
];

/** Every migration, in order. */
export const migrations: MigrationStep[] = [...authorshipSteps, ...weekSteps];

/** Runs a step over its documents, 400 writes a batch; returns how many it changed (or would). */
async function run(db: Firestore, step: MigrationStep, dryRun: boolean): Promise<number> {
  const snapshot = step.group
    ? await db.collectionGroup(step.collection).get()
    : await db.collection(step.collection).get();
  const changes: [DocumentReference, Record<string, unknown>][] = [];
  for (const doc of snapshot.docs) {
    const patch = step.patch(doc.data());
    if (patch) changes.push([doc.ref, { ...patch, writtenAt: FieldValue.serverTimestamp() }]);
  }
  if (dryRun) return changes.length;
  for (let i = 0; i < changes.length; i += 400) {
    const batch = db.batch();
    for (const [ref, patch] of changes.slice(i, i + 400)) batch.update(ref, patch);
    await batch.commit();
  }
  return changes.length;
}

/** Runs every migration (firebase-admin: the rules do not apply); how many documents each changed. */
export async function runMigrations(db: Firestore, dryRun = false): Promise<{ name: string; changed: number }[]> {
  const results: { name: string; changed: number }[] = [];
  for (const step of migrations) results.push({ name: step.name, changed: await run(db, step, dryRun) });
  return results;
}
