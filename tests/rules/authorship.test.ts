// Every change has an author and can be undone (issue 18; src/domain/authorship.ts, src/data/tracked.ts):
// for each record with a history, the rules require the signed-in author, the server's time, the next
// version and the history entry of the replaced version in the same batch; they bound client instants
// by the server's clock, check new ids, and keep references to records that exist.
import { describe, expect, it } from 'vitest';
import {
  DAY,
  MINUTE,
  NOW,
  emailOf,
  expectRule,
  serverTime,
  uidOf,
  useRulesEnv,
  userDoc,
  validInstructor,
  validInstructorPrivate,
  validPayment,
  validSchedule,
  validStudent,
  validStudentPrivate,
  type Data,
  type Role,
} from './env';

interface Tracked {
  collection: 'students' | 'studentPrivate' | 'instructors' | 'instructorPrivate' | 'payments' | 'schedules';
  valid: Data;
  patch: Data;
  /** Who may write it: an instrutor for the studio's records, an admin for payments and private parts. */
  writer: Role;
  /** A private part exists only beside its record: the record of each id a test writes is on file. */
  beside?: [string, Data];
}

/** A new record's createdAt and updatedAt: one instant, as the rules require of a first version. */
const at = (instant: number) => ({ createdAt: instant, updatedAt: instant });

/** The ids the tests below write: valid ones and the ones the rules refuse. */
const badIds = ['joão silva', 'a.b', 'x'.repeat(129)];

const tracked: Tracked[] = [
  { collection: 'students', valid: validStudent, patch: { telefone: '(48) 3025-0000' }, writer: 'admin' },
  {
    collection: 'studentPrivate',
    valid: validStudentPrivate,
    patch: { valorMensalidade: 350 },
    writer: 'admin',
    beside: ['students', validStudent],
  },
  { collection: 'instructors', valid: validInstructor, patch: { nome: 'Bruna C.' }, writer: 'instrutor' },
  {
    collection: 'instructorPrivate',
    valid: validInstructorPrivate,
    patch: { bairro: 'Centro' },
    writer: 'admin',
    beside: ['instructors', validInstructor],
  },
  { collection: 'payments', valid: validPayment, patch: { notes: 'corrigido' }, writer: 'admin' },
  { collection: 'schedules', valid: validSchedule, patch: { startTime: '09:00' }, writer: 'instrutor' },
];

describe.each(tracked)('$collection', ({ collection, valid, patch, writer, beside }) => {
  const existing = `${collection}/existing`;
  const env = useRulesEnv({
    [existing]: valid,
    ...(beside
      ? Object.fromEntries(['existing', 'new', ...badIds].map((id) => [`${beside[0]}/${id}`, beside[1]]))
      : {}),
    'students/student-1': validStudent,
    'instructors/instructor-1': validInstructor,
    ...(collection === 'schedules'
      ? Object.fromEntries(
          (validSchedule.studentIds as string[]).map((id) => [
            `${existing}/enrollments/${id}`,
            { studentId: id, createdAt: NOW, active: true, updatedAt: NOW },
          ]),
        )
      : {}),
  });
  const create = (data: Data, id = 'new', role: Role = writer) =>
    (collection === 'schedules'
      ? env.batch(role).createSchedule(`${collection}/${id}`, data)
      : env.batch(role).create(`${collection}/${id}`, data)
    ).commit();
  const update = (change: Data, role: Role = writer) =>
    env
      .batch(role)
      .update(existing, { updatedAt: NOW + 1, ...patch, ...change })
      .commit();
  const history = (version: number) => `${existing}/history/${version}`;

  describe('create', () => {
    it('as the app writes it: the author, the server time, version 1', async () => {
      await expectRule(create(valid), true);
      const stored = await env.read(`${collection}/new`);
      expect(stored?.updatedBy).toBe(`${writer}-uid`);
      expect(stored?.version).toBe(1);
    });

    it.each<[string, Data]>([
      ["someone else's uid as updatedBy", { updatedBy: 'admin-uid-2' }],
      ['a name other than the profile', { updatedByName: 'Outra Pessoa' }],
      ["the client's clock as writtenAt", { writtenAt: new Date() }],
      ['writtenAt as a number', { writtenAt: Date.now() }],
      ['version 2', { version: 2 }],
      ['version 0', { version: 0 }],
      ['a createdAt 10 minutes ahead of the server', at(Date.now() + 10 * MINUTE)],
      ['a createdAt of 8 days ago', { createdAt: NOW - 8 * DAY, updatedAt: NOW - 8 * DAY }],
      ['createdAt 0', { createdAt: 0, updatedAt: 0 }],
      ['updatedAt other than createdAt', { updatedAt: NOW + 1 }],
    ])('refuses %s', async (_name, change) => {
      await expectRule(create({ ...valid, ...change }), false);
    });

    it.each(badIds)('refuses the id %j', async (id) => {
      await expectRule(create(valid, id), false);
    });

    it('accepts a written 6 days ago and queued offline since', async () => {
      // One clock reading: the rules require a new record's updatedAt to equal its createdAt.
      await expectRule(create({ ...valid, ...at(Date.now() - 6 * DAY) }), true);
    });
  });

  describe('update', () => {
    it('as the app writes it: the next version, the history entry of the replaced one', async () => {
      const before = await env.read(existing);
      await expectRule(update({}), true);
      const after = await env.read(existing);
      const entry = await env.read(history(1));
      expect(after?.version).toBe(2);
      expect(entry?.version).toBe(1);
      expect(entry?.updatedBy).toBe(`${writer}-uid`);
      const { writtenAt: _w, ...previous } = before ?? {};
      expect(entry?.data).toEqual(previous);
    });

    it('refuses a change without its history entry', async () => {
      const batch = env
        .batch(writer)
        .raw(existing, { ...patch, version: 2, updatedAt: NOW + 1, updatedBy: `${writer}-uid` }, true);
      await expectRule(batch.commit(), false);
    });

    it('refuses a history entry that does not hold the replaced version', async () => {
      const before = (await env.read(existing)) ?? {};
      const { writtenAt: _w, ...previous } = before;
      const forged = { ...previous, createdAt: NOW - 5 };
      const batch = env
        .batch(writer)
        .raw(history(1), {
          data: forged,
          version: 1,
          updatedBy: `${writer}-uid`,
          updatedByName: nameOf(writer),
          writtenAt: serverTime(),
        })
        .raw(
          existing,
          {
            ...patch,
            version: 2,
            updatedAt: NOW + 1,
            updatedBy: `${writer}-uid`,
            updatedByName: nameOf(writer),
            writtenAt: serverTime(),
          },
          true,
        );
      await expectRule(batch.commit(), false);
    });

    it.each<[string, boolean, (stored: unknown) => unknown]>([
      ["the replaced version's own server time", true, (stored) => stored],
      ['100 000 characters', false, () => 'x'.repeat(100_000)],
    ])('a history entry whose writtenAt is %s: %s', async (_name, allowed, writtenAt) => {
      const before = (await env.read(existing)) ?? {};
      const author = { updatedBy: `${writer}-uid`, updatedByName: nameOf(writer), writtenAt: serverTime() };
      const batch = env
        .batch(writer)
        .raw(history(1), { data: { ...before, writtenAt: writtenAt(before.writtenAt) }, version: 1, ...author })
        .raw(existing, { ...patch, version: 2, updatedAt: NOW + 1, ...author }, true);
      await expectRule(batch.commit(), allowed);
    });

    it.each<[string, Data]>([
      ['version +2', { version: 3 }],
      ['the same version', { version: 1 }],
      ["someone else's uid", { updatedBy: 'admin-uid-2' }],
      ["the client's clock as writtenAt", { writtenAt: new Date() }],
      ['updatedAt moving backwards', { updatedAt: NOW - 1 }],
      ['updatedAt 10 minutes ahead of the server', { updatedAt: Date.now() + 10 * MINUTE }],
      ['a new createdAt', { createdAt: NOW + 1 }],
    ])('refuses %s', async (_name, change) => {
      await expectRule(update(change), false);
    });

    // Two devices opened version 1; the first saves; the second's save (based on version 1) is refused.
    it('refuses a change based on a version someone else already replaced', async () => {
      const stale = (await env.read(existing)) ?? {};
      await expectRule(update({}), true);
      const { writtenAt: _w, ...previous } = stale;
      const author = { updatedBy: `${writer}-uid`, updatedByName: nameOf(writer), writtenAt: serverTime() };
      const batch = env
        .batch(writer)
        .raw(history(1), { data: previous, version: 1, ...author })
        .raw(existing, { ...stale, ...patch, updatedAt: NOW + 2, version: 2, ...author });
      await expectRule(batch.commit(), false);
    });
  });

  describe('history', () => {
    it('an entry cannot be written on its own', async () => {
      const before = (await env.read(existing)) ?? {};
      const { writtenAt: _w, ...previous } = before;
      const batch = env.batch(writer).raw(history(1), {
        data: previous,
        version: 1,
        updatedBy: `${writer}-uid`,
        updatedByName: nameOf(writer),
        writtenAt: serverTime(),
      });
      await expectRule(batch.commit(), false);
    });

    it('an entry is never changed or deleted', async () => {
      await expectRule(update({}), true);
      const entry = (await env.read(history(1))) ?? {};
      await expectRule(
        env
          .as('admin')
          .doc(history(1))
          .set({ ...entry, updatedByName: 'Outra' }),
        false,
      );
      await expectRule(env.as('admin').doc(history(1)).update({ version: 1 }), false);
      await expectRule(env.as('admin').doc(history(1)).delete(), false);
    });

    it.each<[Role, boolean]>([
      ['admin', true],
      ['instrutor', false],
      ['revokedAdmin', false],
      ['pending', false],
      ['anonymous', false],
    ])('%s reading it: %s', async (role, allowed) => {
      await expectRule(update({}), true);
      await expectRule(env.as(role).doc(history(1)).get(), allowed);
      await expectRule(env.as(role).collection(`${existing}/history`).get(), allowed);
    });
  });
});

const nameOf = (role: Role) => ({ admin: 'Ana Admin', instrutor: 'Ivo Instrutor' })[role as 'admin'] ?? 'x';

describe('references hold', () => {
  const env = useRulesEnv({
    'students/student-1': validStudent,
    'instructors/instructor-1': validInstructor,
    'schedules/existing': validSchedule,
    'schedules/existing/enrollments/student-1': {
      studentId: 'student-1',
      createdAt: NOW,
      active: true,
      updatedAt: NOW,
    },
    'schedules/existing/enrollments/student-2': {
      studentId: 'student-2',
      createdAt: NOW,
      active: true,
      updatedAt: NOW,
    },
  });

  it('a payment names a student on record', async () => {
    await expectRule(env.batch('admin').create('payments/p1', validPayment).commit(), true);
    await expectRule(
      env
        .batch('admin')
        .create('payments/p2', { ...validPayment, studentId: 'nobody' })
        .commit(),
      false,
    );
  });

  it('a class is taught by an instructor on record', async () => {
    await expectRule(env.batch('instrutor').createSchedule('schedules/s1', validSchedule).commit(), true);
    const ghost = { ...validSchedule, instructorId: 'nobody' };
    await expectRule(env.batch('instrutor').createSchedule('schedules/s2', ghost).commit(), false);
    await expectRule(
      env
        .batch('instrutor')
        .update('schedules/existing', { instructorId: 'nobody', updatedAt: NOW + 1 })
        .commit(),
      false,
    );
  });

  it('a new class has the enrollments of its students', async () => {
    await expectRule(env.batch('instrutor').create('schedules/s3', validSchedule).commit(), false);
  });

  it('a student added to a class is enrolled in the same batch', async () => {
    const added = { studentIds: ['student-1', 'student-2', 'student-9'], updatedAt: NOW + 1 };
    await expectRule(env.batch('instrutor').update('schedules/existing', added).commit(), false);
    const enrolled = { studentId: 'student-9', createdAt: NOW + 1, active: true, updatedAt: NOW + 1 };
    await expectRule(
      env
        .batch('instrutor')
        .update('schedules/existing', added)
        .enroll('schedules/existing/enrollments/student-9', enrolled)
        .commit(),
      true,
    );
  });
});

// An admin corrected the instrutor's name (Usuários): saves the instrutor queued offline before it carry
// the name replaced, kept on the profile as nomeAnterior for 7 days; any other name is still refused.
describe.each([
  ['a day ago', 1, true],
  ['8 days ago', 8, false],
] as const)('a name corrected %s', (_when, days, oldNameTaken) => {
  const env = useRulesEnv({
    [`users/${uidOf('instrutor')}`]: userDoc({
      nome: 'Ivo Silva',
      nomeAnterior: 'Ivo Instrutor',
      renomeadoEm: new Date(Date.now() - days * DAY),
      email: emailOf('instrutor'),
    }),
  });
  const create = (updatedByName: string) =>
    env
      .batch('instrutor')
      .create('instructors/i1', { ...validInstructor, updatedByName })
      .commit();

  it.each([
    ['the name now', 'Ivo Silva', true],
    ['the name replaced', 'Ivo Instrutor', oldNameTaken],
    ["someone else's", 'Ana Admin', false],
  ] as const)('under %s: %s', async (_name, name, allowed) => {
    await expectRule(create(name), allowed);
  });
});
