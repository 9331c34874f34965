// The busy studio of `npm run seed:bench`: the generator at its real size in memory (sizes,
// determinism, schemas, the mix a studio has), and the seed against the emulators with a small part
// of it (what it replaces, what it refuses, and that the rules accept what it wrote).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBenchData, type BenchData } from '../../scripts/seed-bench-data';
import { seedBench, SeedRefused } from '../../scripts/seed-bench';
import { seed } from '../../scripts/seed';
import { demoPassword } from '../../scripts/demo-logins.mjs';
import { seedCounts } from '../../scripts/seed-shape';
import { isValidCpf } from '../../src/domain/cpf';
import { monthDayIso, todayIso } from '../../src/domain/dates';
import { disciplines, frequencias, paymentMethods, paymentStatuses } from '../../src/domain/enums';
import { instructorSchema } from '../../src/domain/instructor';
import { instructorPrivateSchema, splitInstructor } from '../../src/domain/instructor-private';
import { paymentSchema } from '../../src/domain/payment';
import { studentPaymentStatus } from '../../src/domain/payment-status';
import { enrollmentSchema, scheduleSchema } from '../../src/domain/schedule';
import { studentSchema } from '../../src/domain/student';
import { splitStudent, studentPrivateSchema } from '../../src/domain/student-private';
import { isMinor } from '../../src/domain/student-form';
import { userSchema } from '../../src/domain/user';
import { admin, clearEmulators } from '../support/emulator';
import { activeAdminsSeeded, countSeeded, rewriteSeeded, signedInClient, unreadableSeeded } from '../support/seeded';

const now = Date.parse('2026-03-10T15:00:00-03:00');
const today = todayIso(now);
const DAY = 86_400_000;

/** Everything but the Map, which JSON.stringify would print as {}. */
const asJson = (data: BenchData) => JSON.stringify({ ...data, paymentsByStudent: [...data.paymentsByStudent] });

describe('busy studio data at full size (pure)', () => {
  let data: BenchData;
  beforeAll(() => {
    data = buildBenchData(now);
  });

  it('has the size of a busy studio', () => {
    expect(seedCounts(data)).toMatchObject({
      users: 12,
      students: 600,
      instructors: 40,
      schedules: 300,
      payments: 15_000,
    });
    const profiles = data.users.map((u) => u.profile);
    expect(profiles.filter((u) => u.role === 'admin').length).toBeGreaterThanOrEqual(2);
    expect(new Set(profiles.map((u) => u.active))).toEqual(new Set([true, false, 'pending']));
    expect(new Set(profiles.map((u) => u.email)).size).toBe(12);
    expect(profiles.map((u) => u.email)).toContain('admin@salus.test');
  });

  it('is the same for the same clock and seed, and the people do not depend on the clock', () => {
    expect(asJson(buildBenchData(now))).toBe(asJson(data));
    const later = buildBenchData(now + 40 * DAY);
    expect(later.students.map((s) => [s.id, s.data.nome])).toEqual(data.students.map((s) => [s.id, s.data.nome]));
  });

  it('passes the stored schemas, document by document', () => {
    const failures: string[] = [];
    const check = (what: string, schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => {
      if (!schema.safeParse(value).success) failures.push(`${what}: ${JSON.stringify(value)}`);
    };
    for (const u of data.users) check('user', userSchema, u.profile);
    // Each student and instructor is stored as two documents: the record and its private part.
    for (const s of data.students) {
      const { student, details } = splitStudent(s.data);
      check('student', studentSchema, student);
      check('student (private)', studentPrivateSchema, details);
    }
    for (const i of data.instructors) {
      const { instructor, details } = splitInstructor(i.data);
      check('instructor', instructorSchema, instructor);
      check('instructor (private)', instructorPrivateSchema, details);
    }
    for (const s of data.schedules) {
      check('schedule', scheduleSchema, s.data);
      for (const e of s.enrollments) check('enrollment', enrollmentSchema, e);
    }
    for (const p of data.payments) check('payment', paymentSchema, p.data);
    expect(failures).toEqual([]);
    const ids = [...data.students, ...data.instructors, ...data.schedules, ...data.payments].map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a third inactive, minors with guardians, long and accented names, every discipline and frequency', () => {
    const inactive = data.students.filter((s) => !s.data.active);
    expect(inactive).toHaveLength(200);
    for (const s of inactive) expect(s.data.deletedAt).toBeLessThan(now);
    for (const s of data.students.filter((x) => x.data.active)) expect(s.data.deletedAt).toBeNull();

    const minors = data.students.filter((s) => isMinor(s.data.dataNascimento, today));
    expect(minors.length).toBeGreaterThanOrEqual(60);
    for (const m of minors) expect([m.data.responsavel, m.data.telefoneResponsavel]).not.toContain('');

    const names = data.students.map((s) => s.data.nome);
    expect(new Set(names).size).toBe(600);
    expect(names.filter((n) => n.normalize('NFD') !== n).length).toBeGreaterThanOrEqual(100);
    expect(names.filter((n) => n.length >= 40).length).toBeGreaterThanOrEqual(20);
    expect(new Set(data.students.map((s) => s.data.frequencia))).toEqual(new Set(frequencias));
    expect(new Set(data.students.map((s) => s.data.disciplina))).toEqual(new Set(disciplines));
  });

  it('looks Brazilian: valid CPFs, Florianópolis addresses, DDD 48 phones', () => {
    for (const s of data.students) {
      if (s.data.documento.length === 14) expect(isValidCpf(s.data.documento), s.data.documento).toBe(true);
      expect(s.data).toMatchObject({ cidade: 'Florianópolis', estado: 'SC' });
      expect(s.data.cep).toMatch(/^880\d\d-\d{3}$/);
      for (const phone of [s.data.telefone, s.data.telefoneResponsavel]) if (phone) expect(phone).toMatch(/^\(48\) /);
    }
    for (const u of data.users) expect(isValidCpf(u.profile.cpf)).toBe(true);
  });

  it('gives every schedule its enrollments, active classes only active people', () => {
    const students = new Map(data.students.map((s) => [s.id, s.data]));
    const instructors = new Map(data.instructors.map((i) => [i.id, i.data]));
    expect(data.schedules.filter((s) => s.data.active)).toHaveLength(260);
    for (const { data: schedule, enrollments } of data.schedules) {
      expect(enrollments.map((e) => e.studentId)).toEqual(schedule.studentIds);
      for (const e of enrollments) expect(e.active).toBe(schedule.active);
      const people = schedule.studentIds.map((id) => students.get(id));
      expect(people.every((p) => p?.disciplina === schedule.discipline)).toBe(true);
      if (schedule.active) {
        expect(instructors.get(schedule.instructorId)?.active).toBe(true);
        expect(people.every((p) => p?.active)).toBe(true);
      } else {
        expect(schedule.endDate && schedule.endDate < today).toBe(true);
      }
    }
  });

  it('spreads payments over the 24 months up to today, in every status, within the limits', () => {
    const months = new Set(data.payments.map((p) => p.data.dueDate.slice(0, 7)));
    const expected = Array.from({ length: 24 }, (_, i) => monthDayIso(today, i - 23, 1).slice(0, 7));
    expect([...months].sort()).toEqual(expected);
    expect(new Set(data.payments.map((p) => p.data.status))).toEqual(new Set(paymentStatuses));
    const students = new Set(data.students.map((s) => s.id));
    for (const { data: p } of data.payments) {
      expect(students.has(p.studentId)).toBe(true);
      expect(p.amount).toBeGreaterThan(0);
      expect(p.amount).toBeLessThanOrEqual(1_000_000);
      expect(Math.round(p.amount * 100) / 100).toBe(p.amount);
      expect(paymentMethods).toContain(p.paymentMethod);
      expect(p.createdAt).toBeLessThanOrEqual(now);
      expect(p.updatedAt).toBeLessThanOrEqual(now);
      if (p.status === 'paid') expect(p.paymentDate <= today).toBe(true);
    }
  });

  it('groups the payments per student, and the Pagamentos statuses all occur', () => {
    const lists = [...data.paymentsByStudent];
    expect(lists.reduce((n, [, list]) => n + list.length, 0)).toBe(15_000);
    for (const [studentId, list] of lists) {
      expect(list.every((p) => p.data.studentId === studentId)).toBe(true);
      const dues = list.map((p) => p.data.dueDate);
      expect(dues).toEqual([...dues].sort());
    }
    const derived = data.students.map((s) =>
      studentPaymentStatus(
        (data.paymentsByStudent.get(s.id) ?? []).map((p) => p.data),
        today,
      ),
    );
    for (const status of ['none', 'overdue', 'pending', 'paid'] as const) {
      expect(derived.filter((d) => d === status).length, status).toBeGreaterThanOrEqual(10);
    }
  });
});

/** A small, consistent part of the data: the first students, their classes and their payments. */
function partOf(data: BenchData, size: number): BenchData {
  const students = data.students.slice(0, size);
  const ids = new Set(students.map((s) => s.id));
  const schedules = data.schedules
    .map((s) => ({
      ...s,
      data: { ...s.data, studentIds: s.data.studentIds.filter((id) => ids.has(id)) },
      enrollments: s.enrollments.filter((e) => ids.has(e.studentId)),
    }))
    .filter((s) => s.enrollments.length > 0);
  return {
    ...data,
    students,
    schedules,
    payments: data.payments.filter((p) => ids.has(p.data.studentId)),
    paymentsByStudent: new Map([...data.paymentsByStudent].filter(([id]) => ids.has(id))),
    week: {
      occurrences: data.week.occurrences.filter((o) => schedules.some((s) => s.id === o.scheduleId)),
      credits: data.week.credits.filter((c) => ids.has(c.data.studentId)),
      closures: data.week.closures,
    },
  };
}

describe('the busy studio’s real weeks (issue 15)', () => {
  const { week, schedules } = buildBenchData(now);
  const byId = new Map(schedules.map((s) => [s.id, s.data]));
  it('holds six months of roll calls with a realistic mix', () => {
    const all = week.occurrences.map((o) => o.data);
    const marks = all.flatMap((o) => Object.values(o.attendance));
    const share = (status: string) => marks.filter((m) => m === status).length / marks.length;
    expect(all.length).toBeGreaterThan(12_000);
    expect(all.filter((o) => o.cancelled).length / all.length).toBeGreaterThan(0.005);
    expect(share('presente')).toBeGreaterThan(0.75);
    expect(share('falta')).toBeGreaterThan(0.05);
    expect(share('justificada')).toBeGreaterThan(0.03);
    expect(new Set(all.map((o) => o.date)).size).toBeGreaterThan(150);
  });
  it('never seats more than 6, books each credit once, and only into other classes', () => {
    const booked = new Map<string, number>();
    for (const { scheduleId, data } of week.occurrences) {
      const enrolled = byId.get(scheduleId)?.studentIds ?? [];
      const expected =
        enrolled.length -
        enrolled.filter((id) => data.attendance[id] === 'justificada').length +
        Object.keys(data.guests).length;
      if (Object.keys(data.guests).length > 0) expect(expected).toBeLessThanOrEqual(6);
      for (const [student, credit] of Object.entries(data.guests)) {
        expect(enrolled).not.toContain(student);
        booked.set(credit, (booked.get(credit) ?? 0) + 1);
      }
    }
    expect(booked.size).toBeGreaterThan(0);
    expect([...booked.values()].every((n) => n === 1)).toBe(true);
    const credits = new Map(week.credits.map((c) => [c.id, c.data]));
    for (const [id] of booked)
      expect(credits.get(id), id).toMatchObject({ bookedDate: expect.stringMatching(/^\d{4}-/) });
    expect(week.credits.filter((c) => c.data.bookedDate !== '').length).toBe(booked.size);
  });
});

describe('seed:bench against the emulators (a part of the data)', () => {
  const part = partOf(buildBenchData(now), 12);
  const messages: string[] = [];
  const log = (message: string) => messages.push(message);

  beforeAll(async () => {
    admin(); // the shared admin app first, so the seed's own app never becomes the default one
    await clearEmulators();
  });

  it('replaces the demo studio and keeps the demo logins among its 12 accounts', async () => {
    await seed({ log, now });
    const result = await seedBench({ data: part, now, log });
    expect(result).toMatchObject({ status: 'written', replaced: 'seeded' });
    expect(await countSeeded()).toEqual({
      accounts: 12,
      users: 12,
      students: part.students.length,
      studentPrivate: part.students.length,
      instructors: 40,
      instructorPrivate: 40,
      schedules: part.schedules.length,
      enrollments: part.schedules.reduce((n, s) => n + s.enrollments.length, 0),
      payments: part.payments.length,
      occurrences: part.week.occurrences.length,
      credits: part.week.credits.length,
    });
    expect(messages.at(-1)).toMatch(/^✓ Estúdio movimentado carregado em .* s/);
  });

  it('reads back through the schemas, enrollments keyed by their student', async () => {
    expect((await countSeeded()).students).toBe(part.students.length); // what the first test seeded is there to read
    expect(await unreadableSeeded()).toEqual([]);
  });

  it('lists its three admins in access/admins', async () => {
    const { listed, profiles } = await activeAdminsSeeded();
    expect(profiles).toHaveLength(3);
    expect(listed).toEqual(profiles);
  });

  it('lets a bench admin write every document again through the rules', async () => {
    const client = await signedInClient('ricardo.almeida@salus.test', demoPassword);
    try {
      const { tried, rejected } = await rewriteSeeded(client.db, client.author);
      expect(tried).toBeGreaterThan(part.payments.length);
      expect(rejected).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('does nothing when the same data is there already', async () => {
    const before = await countSeeded();
    expect(await seedBench({ data: part, now, log })).toMatchObject({ status: 'present', documents: 0 });
    expect(await countSeeded()).toEqual(before);
  });

  it('refuses to touch other students, and --force wipes the studio first', async () => {
    const { db } = admin();
    await db.doc('students/someone-else').set(splitStudent(part.students[0]!.data).student);
    await expect(seedBench({ data: part, now, log })).rejects.toThrow(SeedRefused);
    await expect(seedBench({ data: part, now, log })).rejects.toThrow(/--force/);
    expect((await db.doc('students/someone-else').get()).exists).toBe(true);

    expect(await seedBench({ data: part, now, log, force: true })).toMatchObject({
      status: 'written',
      replaced: 'all',
    });
    expect((await db.doc('students/someone-else').get()).exists).toBe(false);
    expect((await countSeeded()).students).toBe(part.students.length);
  });
});
