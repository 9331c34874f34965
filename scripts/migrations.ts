// The migrations of scripts/migrate.ts, each a pure function of a stored document: what to add, or
// null when the document already has it (so running twice changes nothing).
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { emptyAddress } from '../src/domain/fields.ts';
import { isCompletePhone, maskCep, maskCpf, maskPhone } from '../src/domain/masks.ts';
import { paymentSchema } from '../src/domain/payment.ts';
import { z } from '../src/domain/z.ts';
import { SUMMARY_SHARDS, summariesFromShards } from '../src/domain/payment-summary.ts';
import { instructorPrivateKeys } from '../src/domain/instructor-private.ts';
import { emptyStudentPrivate, studentPrivateKeys } from '../src/domain/student-private.ts';
import { summaryWrites } from './seed-summaries.ts';
import { activeAdminsStep } from './active-admins.ts';

export interface MigrationStep {
  name: string;
  collection: string;
  /** A collection-group query (sub-collections such as enrollments). */
  group?: boolean;
  /** Reads, once before the step, what `patch` needs of other documents. */
  prepare?: (db: Firestore) => Promise<Lookup>;
  /** The fields to set (the runner adds writtenAt: the server's time), or null to leave it. */
  patch: (data: Record<string, unknown>, lookup: Lookup, path: string) => Record<string, unknown> | null;
  /** Documents without authorship (users/{uid}): the runner adds no writtenAt. */
  untracked?: boolean;
  /** A document written beside a changed one (its id given), in the same batch; writtenAt: the server's time unless given. */
  beside?: (data: Record<string, unknown>, id: string) => { path: string; data: Record<string, unknown> };
}

/** Other documents by id (e.g. the students, for their payments). */
export type Lookup = ReadonlyMap<string, Record<string, unknown>>;

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

/**
 * Issue 17: a payment records the discipline and plan it paid for. Payments made before that get
 * their student's discipline and plan (frequencia) as they are at migration time — the best record
 * there is; a payment of a student no longer on file gets '' ('Sem disciplina' in the closings).
 * The payment's version and author stay: the fields are added, nothing the author wrote changes.
 */
export const paidForStep: MigrationStep = {
  name: 'payments: disciplina e plano pagos',
  collection: 'payments',
  // The plan may already be in the student's private document (the need-to-know step below).
  prepare: async (db) => {
    const [students, details] = await Promise.all([
      db.collection('students').get(),
      db.collection('studentPrivate').get(),
    ]);
    const plans = new Map(details.docs.map((d) => [d.id, d.data()]));
    return new Map(students.docs.map((d) => [d.id, { ...d.data(), ...plans.get(d.id) }]));
  },
  patch: (data, students) => {
    if (typeof data.discipline === 'string' && typeof data.plan === 'string') return null;
    const student = students.get(String(data.studentId));
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      discipline: typeof data.discipline === 'string' ? data.discipline : text(student?.disciplina),
      plan: typeof data.plan === 'string' ? data.plan : text(student?.frequencia),
    };
  },
};

/**
 * Need-to-know (issue 16): what only admins read moves out of the record every instrutor lists into its
 * private document (studentPrivate, instructorPrivate), version 1 by the migration; the record keeps
 * its version (nothing of it changed but what moved).
 */
function privateSplit(
  collection: string,
  privateCollection: string,
  keys: readonly string[],
  empty: Record<string, unknown>,
): MigrationStep {
  return {
    name: `${collection}: dados restritos em ${privateCollection}`,
    collection,
    patch: (data) =>
      keys.some((key) => key in data) ? Object.fromEntries(keys.map((key) => [key, FieldValue.delete()])) : null,
    beside: (data, id) => ({
      path: `${privateCollection}/${id}`,
      data: {
        ...empty,
        ...Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]])),
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
        ...MIGRATION_AUTHOR,
        version: 1,
      },
    }),
  };
}

export const privateSteps: MigrationStep[] = [
  privateSplit('students', 'studentPrivate', studentPrivateKeys, emptyStudentPrivate),
  privateSplit('instructors', 'instructorPrivate', instructorPrivateKeys, emptyAddress),
];

/**
 * The studio's real week (issue 15): an instructor has a login link ('Conta de acesso'), '' for none;
 * a booked credit says when its make-up class takes place (bookedAt), which is where 'Remarcar' put
 * that class — a credit booked into a moved class also gets the moved start — or else its date; an
 * occurrence, who taught it.
 */
export const weekSteps: MigrationStep[] = [
  {
    name: 'instructors: userId (Conta de acesso)',
    collection: 'instructors',
    patch: (data) => (typeof data.userId === 'string' ? null : { userId: '' }),
  },
  {
    name: 'credits: bookedAt (dia da reposição)',
    collection: 'credits',
    prepare: async (db) => {
      const moved = await db.collectionGroup('occurrences').where('movedDate', '>', '').get();
      return new Map(moved.docs.map((d) => [`${d.ref.parent.parent?.id ?? ''}|${d.id}`, d.data()]));
    },
    patch: (data, moved) => {
      if (typeof data.bookedAt === 'string') return null;
      const booked = typeof data.bookedDate === 'string' ? data.bookedDate : '';
      const o = booked === '' ? undefined : moved.get(`${String(data.bookedScheduleId)}|${booked}`);
      return o ? { bookedAt: o.movedDate, bookedStart: o.movedStart } : { bookedAt: booked };
    },
  },
  {
    // Attendance by instructor counts a class for who taught it that day, which each write of its
    // occurrence now records; before, the best record there is: the class's instructor at migration.
    name: 'occurrences: instrutor da aula (instructorId)',
    collection: 'occurrences',
    group: true,
    prepare: async (db) => new Map((await db.collection('schedules').get()).docs.map((d) => [d.id, d.data()])),
    patch: (data, schedules, path) => {
      if (typeof data.instructorId === 'string') return null;
      const instructorId = schedules.get(path.split('/')[1] ?? '')?.instructorId;
      return typeof instructorId === 'string' ? { instructorId } : null;
    },
  },
];

/**
 * The formats the forms' masks write became rules (src/domain/fields.ts): phones '(48) 99812-3456',
 * CEP '88063-300', CPF '000.000.000-00', UF 'SC'. A value typed outside the forms with the right
 * digits gets its mask; anything else is left as it is, to be fixed by hand (the screens count the
 * records they cannot read). The author and version stay: the value is the same, only written as the
 * forms write it.
 */
function masked(data: Record<string, unknown>, fields: Record<string, (value: string) => string | null>) {
  const patch: Record<string, unknown> = {};
  for (const [key, fix] of Object.entries(fields)) {
    const value = data[key];
    const fixed = typeof value === 'string' ? fix(value) : null;
    if (fixed !== null && fixed !== value) patch[key] = fixed;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');
const phoneFix = (value: string) => (isCompletePhone(value) ? maskPhone(value) : null);
const cpfFix = (value: string) => (digitsOf(value).length === 11 ? maskCpf(value) : null);
const addressFix = {
  cep: (value: string) => (digitsOf(value).length === 8 ? maskCep(value) : null),
  estado: (value: string) => (/^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null),
};

export const formatSteps: MigrationStep[] = [
  {
    name: 'students: telefones com máscara',
    collection: 'students',
    patch: (data) => masked(data, { telefone: phoneFix, telefoneResponsavel: phoneFix }),
  },
  {
    name: 'instructors: telefone com máscara',
    collection: 'instructors',
    patch: (data) => masked(data, { telefone: phoneFix }),
  },
  {
    name: 'users: CPF e telefone com máscara',
    collection: 'users',
    untracked: true,
    patch: (data) => masked(data, { cpf: cpfFix, telefone: phoneFix }),
  },
  ...['studentPrivate', 'instructorPrivate'].map((collection) => ({
    name: `${collection}: CEP com máscara e UF em maiúsculas`,
    collection,
    patch: (data: Record<string, unknown>) => masked(data, addressFix),
  })),
];

/** The id of the entry that starts a profile's log at migration. */
export const LOG_START = 'inicio';

/**
 * Every change has an author (issue 18): a staff profile from before its log (users/{uid}/changes)
 * gets a first entry, 'Cadastro criado' by the migration, named as its last change. Without it the
 * log read an admin's first Ativar or Revogar of it as the approval or refusal of a sign-up. A sign-up
 * awaiting approval is left as the app leaves it (no entry until an admin acts), and so is a profile
 * whose log has begun.
 */
export const userLogStep: MigrationStep = {
  name: 'users: início do histórico',
  collection: 'users',
  untracked: true,
  prepare: async (db) => {
    const logged = await db.collectionGroup('changes').select().get();
    return new Map(logged.docs.flatMap((d) => (d.ref.parent.parent ? [[d.ref.parent.parent.path, {}]] : [])));
  },
  patch: (data, logged, path) =>
    data.active === 'pending' || 'lastChange' in data || logged.has(path) ? null : { lastChange: LOG_START },
  beside: (data, id) => ({ path: `users/${id}/changes/${LOG_START}`, data: logStart(data) }),
};

/** How far before now a log's first entry is dated at the latest (this machine's clock may be ahead of the server's). */
const LOG_START_LEAD_MS = 10 * 60_000;

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The first entry of a profile's log written after the fact: 'criar' by the migration, dated when the
 * profile was created (Histórico then reads when it came to be, and orders it before what followed).
 */
export function logStart(profile: Record<string, unknown>): Record<string, unknown> {
  return {
    action: 'criar',
    role: profile.role,
    active: profile.active,
    ...MIGRATION_AUTHOR,
    // Never after now (a device's clock ahead when it signed up, or no date): before what follows it.
    writtenAt: Timestamp.fromMillis(Math.min(finite(profile.createdAt) ?? Infinity, Date.now() - LOG_START_LEAD_MS)),
  };
}

/** Every migration of one patch per document, in order. */
export const migrations: MigrationStep[] = [
  ...authorshipSteps,
  userLogStep,
  paidForStep,
  ...weekSteps,
  ...privateSteps,
  ...formatSteps,
];

/** A stored payment as far as its summary goes; its other fields are dropped, not looked at. */
const summedPayment = z.object(
  paymentSchema.pick({
    studentId: true,
    updatedAt: true,
    amount: true,
    status: true,
    paymentDate: true,
    dueDate: true,
    createdAt: true,
  }).shape,
);

/**
 * Issue 17, 'Gerar mensalidades' in seconds: the payment summaries moved from 8 to SUMMARY_SHARDS
 * shards. The app ignores an entry outside its student's shard, so whenever one is out of place the
 * shards are rebuilt from the payments themselves (the fold the app keeps, seed-summaries.ts) and
 * written whole; a shard left without entries is deleted. It runs in one transaction, so a payment
 * saved meanwhile either waits for it or makes it start over — never lost from its summary. A payment
 * the schema cannot read is left out of the sums and counted in the log (the app skips it too).
 */
export const reshardStep = {
  name: `paymentSummaries: ${SUMMARY_SHARDS} shards`,
  run: (db: Firestore, dryRun: boolean): Promise<number> =>
    db.runTransaction(async (tx) => {
      const stored = await tx.get(db.collection('paymentSummaries'));
      const shards = stored.docs.map((d) => ({
        id: d.id,
        students: (d.get('students') ?? {}) as Record<string, unknown>,
      }));
      if (summariesFromShards(shards).misplaced === 0) return 0;
      const payments = (await tx.get(db.collection('payments'))).docs.map((d) => ({
        id: d.id,
        parsed: summedPayment.safeParse(d.data()),
      }));
      const readable = payments.flatMap(({ id, parsed }) => (parsed.success ? [{ id, data: parsed.data }] : []));
      if (readable.length < payments.length) {
        console.warn(`${payments.length - readable.length} pagamento(s) ilegível(is) fora dos resumos`);
      }
      const writes = summaryWrites(readable, { ...MIGRATION_AUTHOR, writtenAt: FieldValue.serverTimestamp() });
      const kept = new Set(writes.map((w) => w.path));
      const emptied = stored.docs.filter((d) => !kept.has(d.ref.path));
      if (!dryRun) {
        for (const { path, data } of writes) tx.set(db.doc(path), data);
        for (const d of emptied) tx.delete(d.ref);
      }
      return writes.length + emptied.length;
    }),
};

/** Runs a step over its documents, 400 writes a batch; returns how many it changed (or would). */
async function run(db: Firestore, step: MigrationStep, dryRun: boolean): Promise<number> {
  const snapshot = step.group
    ? await db.collectionGroup(step.collection).get()
    : await db.collection(step.collection).get();
  const lookup = (await step.prepare?.(db)) ?? new Map();
  const changes: [DocumentReference, Record<string, unknown>, DocumentReference | null, Record<string, unknown>][] = [];
  const writtenAt = () => FieldValue.serverTimestamp();
  for (const doc of snapshot.docs) {
    const patch = step.patch(doc.data(), lookup, doc.ref.path);
    if (!patch) continue;
    const beside = step.beside?.(doc.data(), doc.id);
    changes.push([
      doc.ref,
      step.untracked ? patch : { ...patch, writtenAt: writtenAt() },
      beside ? db.doc(beside.path) : null,
      { writtenAt: writtenAt(), ...beside?.data },
    ]);
  }
  if (dryRun) return changes.length;
  for (let i = 0; i < changes.length; i += 200) {
    const batch = db.batch();
    for (const [ref, patch, besideRef, besideData] of changes.slice(i, i + 200)) {
      batch.update(ref, patch);
      if (besideRef) batch.set(besideRef, besideData);
    }
    await batch.commit();
  }
  return changes.length;
}

/** Runs every migration (firebase-admin: the rules do not apply); how many documents each changed. */
export async function runMigrations(db: Firestore, dryRun = false): Promise<{ name: string; changed: number }[]> {
  const results: { name: string; changed: number }[] = [];
  for (const step of migrations) results.push({ name: step.name, changed: await run(db, step, dryRun) });
  results.push({ name: reshardStep.name, changed: await reshardStep.run(db, dryRun) });
  results.push({ name: activeAdminsStep.name, changed: await activeAdminsStep.run(db, dryRun) });
  return results;
}

/** Data the emulators saved on this machine, brought up to today's shape (npm start, seed:bench). */
export async function migrateSaved(db: Firestore, log: (message: string) => void): Promise<void> {
  const changed = (await runMigrations(db)).reduce((n, step) => n + step.changed, 0);
  if (changed > 0) log(`• Dados salvos atualizados pelas migrações: ${changed} documento(s).`);
}
