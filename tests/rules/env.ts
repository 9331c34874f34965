// Shared set-up for the security-rules tests (DESIGN.md, convention 6).
// The emulator's host and port come from FIRESTORE_EMULATOR_HOST, which
// @firebase/rules-unit-testing reads itself; never hard-code a port here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { setLogLevel } from 'firebase/firestore';
import { emptyAddress } from '../../src/domain/fields';
import { emptyStudentPrivate } from '../../src/domain/student-private';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';

// Denied writes are the point of many tests; keep the SDK from logging each one as a warning.
setLogLevel('error');

export type Db = firebase.firestore.Firestore;
export type Data = Record<string, unknown>;

export const PROJECT_ID = 'demo-salus';
/**
 * The instant (epoch ms) of createdAt/updatedAt in the documents: an hour before the run, so `NOW + n`
 * stays in the past and inside the window the rules allow around the server's clock (authorship.ts).
 */
export const NOW = Math.floor(Date.now() / 1000) * 1000 - 60 * 60 * 1000;
export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

/** The server's time of a write, as the app sends it (the rules compare it with request.time). */
export const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();

/**
 * Every kind of caller the rules tell apart. Beyond the five of convention 6, `noProfile` is a
 * signed-in account that has not written users/{uid} yet (between sign-up and profile write), and
 * `revokedAdmin` proves a revoked admin loses the admin powers too.
 */
export const ROLES = ['anonymous', 'noProfile', 'pending', 'inactive', 'revokedAdmin', 'instrutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Op = (typeof OPS)[number];

/** Roles with full access to studio data (students, instructors, schedules, enrollments). */
export const STAFF: readonly Role[] = ['instrutor', 'admin'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

export const uidOf = (role: Exclude<Role, 'anonymous'>): string => `${role}-uid`;
export const emailOf = (role: Exclude<Role, 'anonymous'>): string => `${role.toLowerCase()}@salus.test`;

export function userDoc(overrides: Data = {}): Data {
  return {
    nome: 'Maria da Silva',
    cpf: '529.982.247-25',
    telefone: '(48) 99999-1234',
    email: 'maria@salus.test',
    role: 'instrutor',
    active: true,
    createdAt: NOW,
    ...overrides,
  };
}

/** The users/{uid} profiles seeded before every test (none for anonymous and noProfile). */
export const PROFILES: Record<'pending' | 'inactive' | 'revokedAdmin' | 'instrutor' | 'admin', Data> = {
  pending: userDoc({ nome: 'Paula Pendente', email: emailOf('pending'), active: 'pending' }),
  inactive: userDoc({ nome: 'Igor Inativo', email: emailOf('inactive'), active: false }),
  revokedAdmin: userDoc({ nome: 'Rita Revogada', email: emailOf('revokedAdmin'), role: 'admin', active: false }),
  instrutor: userDoc({ nome: 'Ivo Instrutor', email: emailOf('instrutor') }),
  admin: userDoc({ nome: 'Ana Admin', email: emailOf('admin'), role: 'admin' }),
};

/** access/admins as the profiles above call for: the one active admin (src/domain/admins.ts). */
export const ADMINS_PATH = 'access/admins';
export const adminsList = (...uids: string[]): Data => ({ uids, changed: uids[0] ?? '' });

/** The authorship of a write by `role` (src/domain/authorship.ts): its uid and profile name, now. */
export function authorOf(role: Role): Data {
  const profile = role in PROFILES ? PROFILES[role as keyof typeof PROFILES] : null;
  return {
    updatedBy: role === 'anonymous' ? 'anonymous' : uidOf(role),
    updatedByName: typeof profile?.nome === 'string' ? profile.nome : 'Sem Perfil',
    writtenAt: serverTime(),
  };
}

/** The authorship of a stored version (for seeded documents): version 1 by the admin, at NOW. */
export const storedAuthorship = (): Data => ({
  updatedBy: uidOf('admin'),
  updatedByName: PROFILES.admin.nome,
  writtenAt: firebase.firestore.Timestamp.fromMillis(NOW),
  version: 1,
});

/** Top-level collections whose documents keep a history (version + history entries). */
export const TRACKED = [
  'students',
  'studentPrivate',
  'instructors',
  'instructorPrivate',
  'payments',
  'schedules',
  'records',
  'careTeams',
  'credits',
  'closures',
  'settings',
  'instructorLinks',
] as const;

const segments = (path: string) => path.split('/');
const isTrackedPath = (path: string) =>
  (segments(path).length === 2 && (TRACKED as readonly string[]).includes(segments(path)[0] ?? '')) ||
  (segments(path).length === 4 && segments(path)[2] === 'occurrences');
const isEnrollmentPath = (path: string) => segments(path).length === 4 && segments(path)[2] === 'enrollments';

/**
 * A seeded document as the app would have stored it: the records with a history get version 1 and
 * the admin as author, enrollments the author and time, unless `data` sets them itself.
 */
export function asStored(path: string, data: Data): Data {
  if (isTrackedPath(path)) return { ...storedAuthorship(), ...data };
  if (isEnrollmentPath(path)) {
    const { version: _v, ...author } = storedAuthorship();
    return { ...author, ...data };
  }
  return data;
}

// Sample valid documents: complete, as the stored zod schemas (src/domain) require them.
/** A student as every member of the staff reads it (students/{id}). */
export const validStudent: Data = {
  nome: 'João Pereira',
  email: 'joao@example.com',
  telefone: '(48) 98888-7777',
  dataNascimento: '2012-03-09',
  disciplina: 'pilates',
  responsavel: 'Carla Pereira',
  telefoneResponsavel: '(48) 3222-1111',
  optinInstagram: true,
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
  deletedAt: null,
};
/** A student with every optional text left empty. */
export const emptyStudent: Data = {
  ...validStudent,
  email: '',
  telefone: '',
  dataNascimento: '',
  responsavel: '',
  telefoneResponsavel: '',
  optinInstagram: false,
};
/** What only admins read of that student (studentPrivate/{id}): CPF, address, plan and fees. */
export const validStudentPrivate: Data = {
  documento: '123.456.789-09',
  cep: '88010-000',
  logradouro: 'Rua Felipe Schmidt',
  numero: '100',
  complemento: 'Sala 2',
  bairro: 'Centro',
  cidade: 'Florianópolis',
  estado: 'SC',
  frequencia: '2x',
  valorMensalidade: 320.5,
  valorAulaAvulsa: 0,
  formaPagamento: 'pix',
  dataVencimento: '10',
  createdAt: NOW,
  updatedAt: NOW,
};
/** A private document with nothing on file. */
export const emptyStudentPrivateDoc: Data = { ...emptyStudentPrivate, createdAt: NOW, updatedAt: NOW };
export const validInstructor: Data = {
  nome: 'Bruna Costa',
  email: 'bruna@example.com',
  telefone: '(48) 99123-4567',
  disciplinas: ['pilates', 'yoga'],
  userId: '',
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
  deletedAt: null,
};
/** That instructor's home address (instructorPrivate/{id}). */
export const validInstructorPrivate: Data = {
  cep: '88015-200',
  logradouro: 'Avenida Beira-Mar Norte',
  numero: '1500',
  complemento: '',
  bairro: 'Agronômica',
  cidade: 'Florianópolis',
  estado: 'SC',
  createdAt: NOW,
  updatedAt: NOW,
};
export const emptyInstructorPrivate: Data = { ...emptyAddress, createdAt: NOW, updatedAt: NOW };
export const validPayment: Data = {
  studentId: 'student-1',
  amount: 320.5,
  paymentDate: '2025-06-10',
  dueDate: '2025-06-10',
  status: 'paid',
  paymentMethod: 'pix',
  notes: 'Mensalidade de junho',
  discipline: 'pilates',
  plan: '2x',
  createdAt: NOW,
  updatedAt: NOW,
};
/** A student's payment summary entry (src/domain/payment-summary.ts). */
export const validSummary: Data = {
  count: 3,
  paidTotal: 641,
  pendingTotal: 320.5,
  overdueTotal: 0,
  firstPendingDue: '2025-07-10',
  firstOverdueDue: '',
  lastPaymentId: 'payment-3',
  lastPaymentDate: '2025-07-10',
  lastDueDate: '2025-07-10',
  lastAmount: 320.5,
  lastStatus: 'pending',
  lastCreatedAt: NOW,
};
/** A summary shard holding student-1's entry, as the last write left it. */
export const validSummaryShard: Data = {
  students: { 'student-1': validSummary },
  studentId: 'student-1',
  updatedAt: NOW,
  updatedBy: uidOf('admin'),
  updatedByName: PROFILES.admin.nome,
  writtenAt: firebase.firestore.Timestamp.fromMillis(NOW),
};
/** A new schedule, without a date range. */
export const validSchedule: Data = {
  instructorId: 'instructor-1',
  studentIds: ['student-1', 'student-2'],
  discipline: 'pilates',
  days: [1, 3],
  startTime: '10:00',
  endTime: '11:00',
  startDate: null,
  endDate: null,
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
};
export const fullSchedule: Data = { ...validSchedule, startDate: '2025-06-01', endDate: '2025-12-19', updatedAt: NOW };
/** The enrollment of student-1 (its document id is the studentId). */
export const validEnrollment: Data = { studentId: 'student-1', createdAt: NOW, active: true, updatedAt: NOW };

/** A copy of `data` without `key` (for "missing required field" cases). */
export function without(data: Data, key: string): Data {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

export const long = (n: number): string => 'x'.repeat(n);
/** The longest values the formats allow (src/domain/fields.ts): an e-mail of 254 characters, a mobile. */
export const longestEmail = `${long(243)}@salus.test`;
export const longestPhone = '(48) 99812-3456';
/** São Paulo's date `years` years before today: born then, one is exactly that old today. */
export const birthYearsAgo = (years: number, today: string): string =>
  `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

export interface RulesEnv {
  /** The test environment (set up in beforeAll). */
  testEnv: () => RulesTestEnvironment;
  /** The Firestore client of a caller in the given role (one per role and file, then reused). */
  as: (role: Role) => Db;
  /** A document as stored, read with the rules off (null when missing). */
  read: (path: string) => Promise<Data | null>;
  /** A batch by `role` that writes as the app does (tracked.ts): see AppBatch. */
  batch: (role: Role) => AppBatch;
}

/**
 * A batch written the way the app writes (src/data/tracked.ts), so a test changes only what it is
 * about: `create` adds the author, the server's time and version 1; `update` and `replace` add the
 * author, the next version and the history entry of the version they replace; `createSchedule` also
 * enrolls its students. `raw` adds a write exactly as given.
 */
export interface AppBatch {
  create: (path: string, data: Data) => AppBatch;
  createSchedule: (path: string, data: Data) => AppBatch;
  update: (path: string, patch: Data) => AppBatch;
  replace: (path: string, data: Data) => AppBatch;
  /** An enrollment write with the author and the server's time. */
  enroll: (path: string, data: Data, merge?: boolean) => AppBatch;
  raw: (path: string, data: Data, merge?: boolean) => AppBatch;
  commit: () => Promise<void>;
}

/**
 * Starts the test environment for one test file and, before each test, empties the emulator
 * and seeds the role profiles plus `seedDocs` (path → data) with the rules switched off.
 */
export function useRulesEnv(seedDocs: Record<string, Data> = {}): RulesEnv {
  let testEnv: RulesTestEnvironment | undefined;
  let ownerDb: Db | undefined;
  let releaseOwner: (() => void) | undefined;
  let ownerDone: Promise<void> | undefined;
  const clients = new Map<Role, Db>();
  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('rules test environment not initialised');
    return testEnv;
  };

  // The first file loads the rules into a JVM that is still cold, while the typecheck and lint take
  // both cores: 30 s was once not enough on a fresh machine.
  beforeAll(async () => {
    const started = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8') },
    });
    testEnv = started;
    // One rules-disabled context stays open for the whole file (released in afterAll): a new
    // client per test costs ~100 ms of connection set-up, which would dominate the suite.
    ownerDb = await new Promise<Db>((resolveDb) => {
      ownerDone = started.withSecurityRulesDisabled(
        (ctx) =>
          new Promise<void>((release) => {
            releaseOwner = release;
            resolveDb(ctx.firestore());
          }),
      );
    });
  }, 120_000);
  afterAll(async () => {
    releaseOwner?.();
    await ownerDone;
    await testEnv?.cleanup();
  });
  beforeEach(async () => {
    await env().clearFirestore();
    if (!ownerDb) throw new Error('seeding context not ready');
    const batch = ownerDb.batch();
    for (const [role, data] of Object.entries(PROFILES)) {
      batch.set(ownerDb.doc(`users/${uidOf(role as keyof typeof PROFILES)}`), data);
    }
    batch.set(ownerDb.doc(ADMINS_PATH), adminsList(uidOf('admin')));
    for (const [path, data] of Object.entries(seedDocs)) batch.set(ownerDb.doc(path), asStored(path, data));
    await batch.commit();
  });

  // The SDK calls itself offline when its listen stream gets no answer for 10 s, which a busy emulator
  // (50 batches at once, on a loaded CI machine) can cause; a read then fails with 'unavailable' although
  // nothing is wrong with the data. The SDK reconnects by itself, so such a read is tried again.
  const read = async (path: string, attempt = 1): Promise<Data | null> => {
    if (!ownerDb) throw new Error('seeding context not ready');
    try {
      const snapshot = await ownerDb.doc(path).get();
      return snapshot.exists ? (snapshot.data() as Data) : null;
    } catch (error) {
      if ((error as { code?: string }).code !== 'unavailable' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      return read(path, attempt + 1);
    }
  };

  const batch = (role: Role): AppBatch => {
    const db = as(role);
    const author = authorOf(role);
    const ops: ((b: firebase.firestore.WriteBatch) => Promise<void> | void)[] = [];
    const tracked = (path: string, write: (b: firebase.firestore.WriteBatch, version: number) => void) =>
      ops.push(async (b) => {
        const current = await read(path);
        const version = typeof current?.version === 'number' ? current.version : 0;
        if (current) {
          const { writtenAt: _w, ...previous } = current;
          b.set(db.doc(`${path}/history/${version}`), { data: previous, version, ...author });
        }
        write(b, version);
      });
    const api: AppBatch = {
      create: (path, data) => {
        ops.push((b) => void b.set(db.doc(path), { ...author, version: 1, ...data }));
        return api;
      },
      createSchedule: (path, data) => {
        api.create(path, data);
        const ids = Array.isArray(data.studentIds) ? data.studentIds : [];
        for (const studentId of ids) {
          if (typeof studentId !== 'string' || studentId === '' || studentId.includes('/') || studentId.length > 1500)
            continue;
          const at = typeof data.createdAt === 'number' ? data.createdAt : NOW;
          api.enroll(`${path}/enrollments/${studentId}`, { studentId, createdAt: at, active: true, updatedAt: at });
        }
        return api;
      },
      update: (path, patch) => {
        tracked(path, (b, version) => b.update(db.doc(path), { ...author, version: version + 1, ...patch }));
        return api;
      },
      replace: (path, data) => {
        tracked(path, (b, version) => b.set(db.doc(path), { ...author, version: version + 1, ...data }));
        return api;
      },
      enroll: (path, data, merge = false) => {
        ops.push((b) => void b.set(db.doc(path), { ...author, ...data }, { merge }));
        return api;
      },
      raw: (path, data, merge = false) => {
        ops.push((b) => void b.set(db.doc(path), data, { merge }));
        return api;
      },
      commit: async () => {
        const b = db.batch();
        for (const op of ops) await op(b);
        await b.commit();
      },
    };
    return api;
  };

  const as = (role: Role): Db => {
    let db = clients.get(role);
    if (!db) {
      const ctx =
        role === 'anonymous'
          ? env().unauthenticatedContext()
          : env().authenticatedContext(uidOf(role), { email: emailOf(role) });
      db = ctx.firestore();
      clients.set(role, db);
    }
    return db;
  };
  return { testEnv: env, as, read, batch };
}

/** Asserts that the rules let `action` through (`allowed`) or refuse it. */
export async function expectRule(action: Promise<unknown>, allowed: boolean): Promise<void> {
  if (allowed) await assertSucceeds(action);
  else await assertFails(action);
}

export interface MatrixCase {
  role: Role;
  op: Op;
  allowed: boolean;
  outcome: 'allowed' | 'denied';
}

/** Every role × operation: allowed where `allowedRoles` holds the role, except delete (never). */
export function accessMatrix(allowedRoles: readonly Role[]): MatrixCase[] {
  return ROLES.flatMap((role) =>
    OPS.map((op) => {
      const allowed = op !== 'delete' && allowedRoles.includes(role);
      return { role, op, allowed, outcome: allowed ? 'allowed' : 'denied' } as const;
    }),
  );
}

/**
 * The role × operation table for a collection (`path` relative to the root, e.g. 'students' or
 * 'schedules/s1/enrollments'): get, update and delete act on `${path}/${ids.existing}`, which the
 * test file seeds; create writes `valid` to `${path}/${ids.created}`; update merges `patch`.
 */
export function itEnforcesAccess(
  env: RulesEnv,
  path: string,
  allowedRoles: readonly Role[],
  valid: Data,
  patch: Data,
  ids: { existing: string; created: string } = { existing: 'existing', created: 'created' },
  write: (batch: AppBatch, op: 'create' | 'update', path: string, data: Data) => AppBatch = (batch, op, p, d) =>
    op === 'create' ? batch.create(p, d) : batch.update(p, d),
): void {
  const run: Record<Op, (role: Role) => Promise<unknown>> = {
    get: (role) => env.as(role).doc(`${path}/${ids.existing}`).get(),
    list: (role) => env.as(role).collection(path).get(),
    create: (role) => write(env.batch(role), 'create', `${path}/${ids.created}`, valid).commit(),
    update: (role) => write(env.batch(role), 'update', `${path}/${ids.existing}`, patch).commit(),
    delete: (role) => env.as(role).doc(`${path}/${ids.existing}`).delete(),
  };
  it.each(accessMatrix(allowedRoles))('$role: $op is $outcome', async ({ role, op, allowed }) => {
    await expectRule(run[op](role), allowed);
  });
}
