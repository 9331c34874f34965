// The demo-data seed against the emulators: what it writes, that a second run is a no-op, that
// the data reads back through the domain schemas, and that the security rules accept it.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, terminate, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../scripts/demo-logins.mjs';
import { buildDemoData } from '../../scripts/seed-data';
import { seed } from '../../scripts/seed';
import { isValidCpf } from '../../src/domain/cpf';
import { todayIso } from '../../src/domain/dates';
import { instructorSchema } from '../../src/domain/instructor';
import { studentPaymentStatus } from '../../src/domain/payment-status';
import { isMinor } from '../../src/domain/student-form';
import { paymentSchema } from '../../src/domain/payment';
import { enrollmentSchema, scheduleSchema } from '../../src/domain/schedule';
import { studentSchema } from '../../src/domain/student';
import { userSchema } from '../../src/domain/user';
import { admin, clearEmulators, emulatorHosts, projectId } from '../support/emulator';

const quiet = () => {};

async function countAll() {
  const { auth, db } = admin();
  const count = async (name: string) => (await db.collection(name).count().get()).data().count;
  return {
    accounts: (await auth.listUsers()).users.length,
    users: await count('users'),
    students: await count('students'),
    instructors: await count('instructors'),
    schedules: await count('schedules'),
    enrollments: (await db.collectionGroup('enrollments').count().get()).data().count,
    payments: await count('payments'),
  };
}

describe('seed', () => {
  beforeAll(async () => {
    admin(); // the shared admin app first, so the seed's own app never becomes the default one
    await clearEmulators();
  });

  it('creates the demo accounts and data', async () => {
    const result = await seed({ log: quiet });
    expect(result.skipped).toBe(false);
    const counts = result.counts;
    expect(counts).toMatchObject({ users: 4, students: 30, instructors: 6 });
    expect(counts?.schedules).toBeGreaterThanOrEqual(15);
    expect(counts?.payments).toBeGreaterThanOrEqual(60);
    expect(Object.keys(counts?.paymentsByStatus ?? {}).sort()).toEqual(['overdue', 'paid', 'pending']);
    expect(await countAll()).toEqual({
      accounts: 4,
      users: 4,
      students: 30,
      instructors: 6,
      schedules: counts?.schedules,
      enrollments: counts?.enrollments,
      payments: counts?.payments,
    });
  });

  it('gives each demo login its profile', async () => {
    const { auth, db } = admin();
    for (const login of demoLogins) {
      const account = await auth.getUserByEmail(login.email);
      const profile = (await db.doc(`users/${account.uid}`).get()).data();
      expect(profile).toMatchObject({ email: login.email, role: login.role, active: login.active, nome: login.nome });
    }
  });

  it('reads back through the domain schemas', async () => {
    const { db } = admin();
    const schemas = { users: userSchema, students: studentSchema, instructors: instructorSchema, schedules: scheduleSchema, payments: paymentSchema };
    for (const [name, schema] of Object.entries(schemas)) {
      for (const snapshot of (await db.collection(name).get()).docs) {
        expect(schema.safeParse(snapshot.data()).error, `${name}/${snapshot.id}`).toBeUndefined();
      }
    }
    for (const snapshot of (await db.collectionGroup('enrollments').get()).docs) {
      expect(enrollmentSchema.safeParse(snapshot.data()).success).toBe(true);
      expect(snapshot.id).toBe(snapshot.data().studentId);
    }
  });

  it('is a no-op the second time', async () => {
    const before = await countAll();
    const result = await seed({ log: quiet });
    expect(result).toEqual({ skipped: true, counts: null });
    expect(await countAll()).toEqual(before);
  });

  it('starts over with --force', async () => {
    const before = await countAll();
    const result = await seed({ force: true, log: quiet });
    expect(result.skipped).toBe(false);
    expect(await countAll()).toEqual(before);
  });
});

describe('seeded data and the security rules', () => {
  const app = initializeApp({ apiKey: 'demo-key', projectId }, 'seed-rules-check');
  const db = getFirestore(app);
  const webAuth = getAuth(app);

  beforeAll(async () => {
    const hosts = emulatorHosts();
    const [fsHost, fsPort] = hosts.firestore.split(':');
    connectFirestoreEmulator(db, fsHost ?? '127.0.0.1', Number(fsPort));
    connectAuthEmulator(webAuth, `http://${hosts.auth}`, { disableWarnings: true });
    const login = demoLogins.find((l) => l.key === 'admin');
    if (!login) throw new Error('no admin login');
    await signInWithEmailAndPassword(webAuth, login.email, login.password);
  });

  afterAll(async () => {
    await terminate(db);
    await deleteApp(app);
  });

  it('lets the admin write every seeded document again, as the app would', async () => {
    const { db: adminDb } = admin();
    const writes: [string, Promise<void>][] = [];
    for (const name of ['students', 'instructors', 'payments']) {
      for (const snapshot of (await adminDb.collection(name).get()).docs) {
        writes.push([`${name}/${snapshot.id}`, setDoc(doc(db, name, snapshot.id), snapshot.data())]);
      }
    }
    for (const snapshot of (await adminDb.collection('schedules').get()).docs) {
      const batch = writeBatch(db);
      batch.set(doc(db, 'schedules', snapshot.id), snapshot.data());
      for (const enrollment of (await snapshot.ref.collection('enrollments').get()).docs) {
        batch.set(doc(db, 'schedules', snapshot.id, 'enrollments', enrollment.id), enrollment.data());
      }
      writes.push([`schedules/${snapshot.id}`, batch.commit()]);
    }
    const results = await Promise.allSettled(writes.map(([, write]) => write));
    const rejected = writes.filter((_, i) => results[i]?.status === 'rejected').map(([path]) => path);
    expect(writes.length).toBeGreaterThan(100);
    expect(rejected).toEqual([]);
  });
});

describe('demo data (pure)', () => {
  const now = Date.parse('2026-03-10T15:00:00-03:00');
  const data = buildDemoData(now);
  const today = todayIso(now);

  it('is the same for the same clock', () => {
    expect(JSON.stringify(buildDemoData(now))).toBe(JSON.stringify(data));
  });

  it('looks real: valid CPFs, Florianópolis addresses and phones, unique names', () => {
    for (const s of data.students) {
      if (s.data.documento) expect(isValidCpf(s.data.documento), s.data.documento).toBe(true);
      expect(s.data).toMatchObject({ cidade: 'Florianópolis', estado: 'SC' });
      expect(s.data.cep).toMatch(/^880\d\d-\d{3}$/);
      if (s.data.telefone) expect(s.data.telefone).toMatch(/^\(48\) /);
    }
    for (const u of data.users) expect(isValidCpf(u.profile.cpf)).toBe(true);
    expect(new Set(data.students.map((s) => s.data.nome)).size).toBe(data.students.length);
  });

  it('has minors with guardians, inactive students, avulsa and every payment status', () => {
    const minors = data.students.filter((s) => isMinor(s.data.dataNascimento, today));
    expect(minors.length).toBeGreaterThanOrEqual(5);
    for (const m of minors) expect(m.data.responsavel && m.data.telefoneResponsavel).toBeTruthy();
    const inactive = data.students.filter((s) => !s.data.active);
    expect(inactive.length).toBeGreaterThanOrEqual(3);
    for (const s of inactive) expect(s.data.deletedAt).toBeTypeOf('number');
    expect(data.students.some((s) => s.data.frequencia === 'avulsa')).toBe(true);
    const derived = new Set(
      data.students.map((s) => studentPaymentStatus(data.payments.filter((p) => p.data.studentId === s.id).map((p) => p.data), today)),
    );
    expect([...derived].sort()).toEqual(['none', 'overdue', 'paid', 'pending']);
  });

  it('references only existing, active people', () => {
    const students = new Map(data.students.map((s) => [s.id, s.data]));
    const instructors = new Map(data.instructors.map((i) => [i.id, i.data]));
    for (const { data: schedule } of data.schedules) {
      expect(instructors.get(schedule.instructorId)?.active).toBe(true);
      for (const id of schedule.studentIds) expect(students.get(id)?.active).toBe(true);
    }
    for (const p of data.payments) expect(students.has(p.data.studentId)).toBe(true);
  });
});
