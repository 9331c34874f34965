// The demo-data seed against the emulators: what it writes, that a second run is a no-op, that
// the data reads back through the domain schemas, and that the security rules accept it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../scripts/demo-logins.mjs';
import { buildDemoData } from '../../scripts/seed-data';
import { seed } from '../../scripts/seed';
import { isValidCpf } from '../../src/domain/cpf';
import { todayIso } from '../../src/domain/dates';
import { studentPaymentStatus } from '../../src/domain/payment-status';
import { isMinor } from '../../src/domain/student-form';
import { admin, clearEmulators } from '../support/emulator';
import { activeAdminsSeeded, countSeeded, rewriteSeeded, signedInClient, unreadableSeeded } from '../support/seeded';
import { adminsDoc } from '../../src/domain/admins';
import { userChangeSchema } from '../../src/domain/user-change';

const quiet = () => {};

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
    expect(await countSeeded()).toEqual({
      accounts: 4,
      users: 4,
      students: 30,
      studentPrivate: 30,
      instructors: 6,
      instructorPrivate: 6,
      schedules: counts?.schedules,
      enrollments: counts?.enrollments,
      payments: counts?.payments,
      occurrences: counts?.occurrences,
      credits: counts?.credits,
    });
    // What happened in the classes: roll calls of the last weeks, notices, credits.
    expect(counts?.occurrences).toBeGreaterThan(20);
    expect(counts?.credits).toBeGreaterThan(0);
  });

  it('gives each demo login its profile', async () => {
    const { auth, db } = admin();
    for (const login of demoLogins) {
      const account = await auth.getUserByEmail(login.email);
      const profile = (await db.doc(`users/${account.uid}`).get()).data();
      expect(profile).toMatchObject({ email: login.email, role: login.role, active: login.active, nome: login.nome });
      // Its Histórico starts as an admin's creation would ('Cadastro criado'); a sign-up waiting has none.
      const log = (await db.collection(`users/${account.uid}/changes`).get()).docs.map((d) => d.data());
      expect(log).toEqual(
        login.active === 'pending' ? [] : [expect.objectContaining({ action: 'criar', active: login.active })],
      );
      // Read as the app reads it: the server's time (Histórico orders by it) as epoch ms.
      const writtenAt = (log[0]?.writtenAt as { toMillis?: () => number } | undefined)?.toMillis?.();
      if (log[0]) expect(userChangeSchema.safeParse({ ...log[0], writtenAt }).success).toBe(true);
      // …named by the profile as its last change, as the app's own writes name theirs.
      expect(profile?.lastChange).toBe(login.active === 'pending' ? undefined : 'criado');
    }
  });

  it('reads back through the domain schemas', async () => {
    expect((await countSeeded()).students).toBeGreaterThan(0); // what the first test seeded is there to read
    expect(await unreadableSeeded()).toEqual([]);
  });

  it('lists the active admins in access/admins, as the rules keep it', async () => {
    const { listed, profiles } = await activeAdminsSeeded();
    expect(profiles).toHaveLength(1);
    expect(listed).toEqual(profiles);
  });

  it('gives data saved before access/admins existed its list on the next start', async () => {
    await admin().db.doc(adminsDoc.join('/')).delete();
    expect(await seed({ log: quiet })).toEqual({ skipped: true, counts: null });
    const { listed, profiles } = await activeAdminsSeeded();
    expect(listed).toEqual(profiles);
  });

  it('is a no-op the second time', async () => {
    const before = await countSeeded();
    const result = await seed({ log: quiet });
    expect(result).toEqual({ skipped: true, counts: null });
    expect(await countSeeded()).toEqual(before);
  });

  it('starts over with --force', async () => {
    const before = await countSeeded();
    const result = await seed({ force: true, log: quiet });
    expect(result.skipped).toBe(false);
    expect(await countSeeded()).toEqual(before);
  });
});

describe('seeded data and the security rules', () => {
  let client: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    const login = demoLogins.find((l) => l.key === 'admin');
    if (!login) throw new Error('no admin login');
    client = await signedInClient(login.email, login.password);
  });

  afterAll(() => client.close());

  it('lets the admin write every seeded document again, as the app would', async () => {
    const { tried, rejected } = await rewriteSeeded(client.db, client.author);
    expect(tried).toBeGreaterThan(100);
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
      data.students.map((s) =>
        studentPaymentStatus(
          data.payments.filter((p) => p.data.studentId === s.id).map((p) => p.data),
          today,
        ),
      ),
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
