// scripts/migrate.ts against the emulator: records written before issue 18 (no author, no version,
// schedules and enrollments without updatedAt) come out readable by today's schemas, and a second run
// changes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paidForStep, reshardStep, runMigrations, userLogStep } from '../../scripts/migrations';
import { summarize, summariesFromShards, summaryShardOf } from '../../src/domain/payment-summary';
import { admin, clearEmulators, stored } from '../support/emulator';
import { newCredit, type Credit } from '../../src/domain/credit';
import { blankOccurrence } from '../../src/domain/occurrence';
import { sampleInstructor, sampleStudentPrivate } from '../../src/domain/test-helpers';
import type { User } from '../../src/domain/user';
import { fullInstructor, fullStudent, payment, schedule, student } from '../support/fixtures';
import { unreadableSeeded } from '../support/seeded';

beforeEach(() => clearEmulators());

/** A staff profile as an admin's script may have left it (users/{uid} keeps no authorship). */
const staffProfile: User = {
  nome: 'Rita Antiga',
  cpf: '',
  telefone: '',
  email: 'rita@salus.test',
  role: 'admin',
  active: true,
  createdAt: 1_700_000_000_000,
};

describe('migrations', () => {
  it('brings older records up to the stored schemas, once', async () => {
    const { db } = admin();
    const { updatedAt: _u, ...oldSchedule } = schedule({ studentIds: ['s1', 's2'] });
    await db.doc('students/s1').set(student({ nome: 'Ana Antiga' }));
    await db.doc('payments/p1').set(payment({ studentId: 's1' }));
    await db.doc('schedules/c1').set(oldSchedule);
    await db.doc('schedules/c1/enrollments/s1').set({ studentId: 's1', createdAt: oldSchedule.createdAt });
    await db.doc('schedules/c1/enrollments/s2').set({ studentId: 's2', createdAt: 1, active: false, updatedAt: 2 });
    // An instructor from before the login link (issue 15): no userId.
    const { userId: _l, ...oldInstructor } = sampleInstructor;
    await db.doc('instructors/i1').set(oldInstructor);
    expect((await unreadableSeeded()).sort()).toEqual(
      [
        'instructors/i1',
        'payments/p1',
        'schedules/c1',
        'schedules/c1/enrollments/s1',
        'schedules/c1/enrollments/s2',
        'students/s1',
      ].sort(),
    );

    const dry = await runMigrations(db, true);
    expect(dry.reduce((n, r) => n + r.changed, 0)).toBe(7); // the instructor twice: authorship, then userId
    expect(await unreadableSeeded()).toHaveLength(6); // a dry run writes nothing

    await runMigrations(db);
    expect(await unreadableSeeded()).toEqual([]);
    expect((await db.doc('students/s1').get()).data()).toMatchObject({ version: 1, updatedByName: 'Migração' });
    expect((await db.doc('schedules/c1').get()).data()).toMatchObject({ updatedAt: oldSchedule.createdAt });
    expect((await db.doc('instructors/i1').get()).data()).toMatchObject({ userId: '', version: 1 });
    expect((await db.doc('schedules/c1/enrollments/s1').get()).data()).toMatchObject({ active: true });
    expect((await db.doc('schedules/c1/enrollments/s2').get()).data()).toMatchObject({ active: false, updatedAt: 2 });

    const again = await runMigrations(db);
    expect(again.every((r) => r.changed === 0)).toBe(true);
  });

  it("writes the list of active admins a project from before it lacks (else 'Revogar' of an admin is refused), once", async () => {
    const { db } = admin();
    await db.doc('users/ana').set(staffProfile);
    await db.doc('users/beto').set({ ...staffProfile, nome: 'Beto Antigo', email: 'beto@salus.test' });
    await db.doc('users/caio').set({ ...staffProfile, role: 'instrutor', email: 'caio@salus.test' });
    const step = async (dry = false) =>
      (await runMigrations(db, dry)).find((r) => r.name.startsWith('access/admins'))?.changed;
    expect(await step(true)).toBe(1);
    expect((await db.doc('access/admins').get()).exists).toBe(false); // a dry run writes nothing
    expect(await step()).toBe(1);
    expect(((await db.doc('access/admins').get()).get('uids') as string[]).sort()).toEqual(['ana', 'beto']);
    expect(await step()).toBe(0);
  });

  it("begins the log of profiles from before it ('Cadastro criado' by the migration), not of a sign-up awaiting approval", async () => {
    const { db } = admin();
    await db.doc('users/ana').set(staffProfile);
    await db.doc('users/caio').set({ ...staffProfile, role: 'instrutor', active: false, email: 'caio@salus.test' });
    await db.doc('users/dani').set({ ...staffProfile, role: 'instrutor', active: 'pending', email: 'dani@salus.test' });
    // Signed up on a phone whose clock was a day ahead: its first entry is still dated before now.
    const ahead = Date.now() + 86_400_000;
    await db.doc('users/fabi').set({ ...staffProfile, createdAt: ahead, email: 'fabi@salus.test' });
    // A profile whose log has begun (demo data saved before the seed named its entry) keeps its own.
    await db.doc('users/edu').set({ ...staffProfile, email: 'edu@salus.test' });
    await db.doc('users/edu/changes/criado').set({
      action: 'criar',
      role: 'admin',
      active: true,
      updatedBy: 'ana',
      updatedByName: 'Rita Antiga',
      writtenAt: Timestamp.now(),
    });
    const step = async () => (await runMigrations(db)).find((r) => r.name === userLogStep.name)?.changed;
    expect(await step()).toBe(3);
    expect(await unreadableSeeded()).toEqual([]);
    const entries = await db.collectionGroup('changes').get();
    expect(entries.docs.map((d) => d.ref.path).sort()).toEqual([
      'users/ana/changes/inicio',
      'users/caio/changes/inicio',
      'users/edu/changes/criado',
      'users/fabi/changes/inicio',
    ]);
    const fabi = (await db.doc('users/fabi/changes/inicio').get()).get('writtenAt') as Timestamp;
    expect(fabi.toMillis()).toBeLessThan(Date.now());
    expect((await db.doc('users/caio/changes/inicio').get()).data()).toMatchObject({
      action: 'criar',
      role: 'instrutor',
      active: false,
      updatedByName: 'Migração',
    });
    // Dated when the profile was created: Histórico reads when it came to be.
    expect(((await db.doc('users/caio/changes/inicio').get()).get('writtenAt') as Timestamp).toMillis()).toBe(
      staffProfile.createdAt,
    );
    expect((await db.doc('users/caio').get()).get('lastChange')).toBe('inicio');
    expect((await db.doc('users/dani').get()).get('lastChange')).toBeUndefined();
    expect(await step()).toBe(0);
  });

  it('fills the discipline and plan of older payments from their student, once', async () => {
    const { db } = admin();
    // A student as stored before issue 16 (the plan in the record): the plan is read before it moves.
    await db.doc('students/s1').set(stored(fullStudent({ disciplina: 'yoga', frequencia: '3x' })));
    const { discipline: _d, plan: _p, ...old } = payment({ studentId: 's1' });
    await db.doc('payments/p1').set(stored(old));
    await db.doc('payments/p2').set(stored({ ...old, studentId: 'gone' }));
    await db.doc('payments/p3').set(stored(payment({ studentId: 's1', discipline: 'pilates', plan: '2x' })));
    expect((await unreadableSeeded()).sort()).toEqual(['payments/p1', 'payments/p2', 'students/s1']);

    const step = async () => (await runMigrations(db)).find((r) => r.name === paidForStep.name)?.changed;
    expect(await step()).toBe(2);
    expect(await unreadableSeeded()).toEqual([]);
    expect((await db.doc('payments/p1').get()).data()).toMatchObject({ discipline: 'yoga', plan: '3x', version: 1 });
    expect((await db.doc('payments/p2').get()).data()).toMatchObject({ discipline: '', plan: '' });
    expect((await db.doc('payments/p3').get()).data()).toMatchObject({ discipline: 'pilates', plan: '2x' });
    expect(await step()).toBe(0);
  });

  it('says when each booked make-up class takes place: where Remarcar put it, or its own date', async () => {
    const { db } = admin();
    const now = Date.now();
    const credit = (date: string, booked: Partial<Credit> = {}) =>
      stored({ ...newCredit({ studentId: 'ana', scheduleId: 'c1', date, reason: 'aviso' }, 30, now), ...booked });
    const bookedInto = (date: string) => ({ bookedScheduleId: 'c2', bookedDate: date, bookedStart: '10:00' });
    // As stored before bookedAt: open, booked into a class as planned, booked into one moved later.
    const old = (c: Record<string, unknown>) => Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'bookedAt'));
    await db.doc('credits/open').set(old(credit('2026-11-02')));
    await db.doc('credits/plain').set(old(credit('2026-11-03', bookedInto('2026-11-10'))));
    await db.doc('credits/moved').set(old(credit('2026-11-04', bookedInto('2026-11-11'))));
    const moved = { movedDate: '2026-11-13', movedStart: '17:00', movedEnd: '18:00', changed: true };
    await db
      .doc('schedules/c2/occurrences/2026-11-11')
      .set(stored({ ...blankOccurrence('2026-11-11', now, 'ins1'), ...moved }));
    expect((await unreadableSeeded()).sort()).toEqual(['credits/moved', 'credits/open', 'credits/plain']);

    const step = async () => (await runMigrations(db)).find((r) => r.name.startsWith('credits:'))?.changed;
    expect(await step()).toBe(3);
    expect(await unreadableSeeded()).toEqual([]);
    const read = async (id: string) => (await db.doc(`credits/${id}`).get()).data();
    expect(await read('open')).toMatchObject({ bookedAt: '', bookedDate: '' });
    expect(await read('plain')).toMatchObject({ bookedAt: '2026-11-10', bookedStart: '10:00' });
    expect(await read('moved')).toMatchObject({
      bookedDate: '2026-11-11',
      bookedAt: '2026-11-13',
      bookedStart: '17:00',
    });
    expect(await step()).toBe(0);
  });

  it("records who taught each class day stored before it was recorded: the class's instructor, once", async () => {
    const { db } = admin();
    await db.doc('schedules/c1').set(stored(schedule({ instructorId: 'ins7' })));
    const { instructorId: _none, ...old } = blankOccurrence('2026-11-10', Date.now(), 'ins7');
    await db.doc('schedules/c1/occurrences/2026-11-10').set(stored({ ...old, attendance: { ana: 'presente' } }));
    expect(await unreadableSeeded()).toEqual(['schedules/c1/occurrences/2026-11-10']);

    const step = async () => (await runMigrations(db)).find((r) => r.name.startsWith('occurrences:'))?.changed;
    expect(await step()).toBe(1);
    expect(await unreadableSeeded()).toEqual([]);
    expect((await db.doc('schedules/c1/occurrences/2026-11-10').get()).data()).toMatchObject({
      instructorId: 'ins7',
      attendance: { ana: 'presente' },
      version: 1,
    });
    expect(await step()).toBe(0);
  });

  it('moves what only admins read out of older students and instructors into their private documents', async () => {
    const { db } = admin();
    // As stored before issue 16: one document with everything, and no authorship yet.
    await db
      .doc('students/s1')
      .set(fullStudent({ nome: 'Ana Antiga', documento: '529.982.247-25', valorMensalidade: 280 }));
    await db.doc('instructors/i1').set(fullInstructor({ nome: 'Rui Antigo', logradouro: 'Rua Velha' }));
    expect((await unreadableSeeded()).sort()).toEqual(['instructors/i1', 'students/s1']);

    await runMigrations(db);
    expect(await unreadableSeeded()).toEqual([]);
    const moved = (await db.doc('students/s1').get()).data();
    expect(moved).toMatchObject({ nome: 'Ana Antiga', version: 1 });
    expect(moved).not.toHaveProperty('documento');
    expect(moved).not.toHaveProperty('valorMensalidade');
    expect((await db.doc('studentPrivate/s1').get()).data()).toMatchObject({
      documento: '529.982.247-25',
      valorMensalidade: 280,
      version: 1,
      updatedByName: 'Migração',
    });
    expect((await db.doc('instructorPrivate/i1').get()).data()).toMatchObject({ logradouro: 'Rua Velha', version: 1 });

    const again = await runMigrations(db);
    expect(again.every((r) => r.changed === 0)).toBe(true);
  });

  it('writes phones, CEPs, CPFs and states typed outside the forms as the masks do, and leaves the rest', async () => {
    const { db } = admin();
    const profile = (o: Partial<User>): User => ({ ...staffProfile, ...o });
    await db
      .doc('students/s1')
      .set(stored(student({ telefone: '48999887766', telefoneResponsavel: '(48) 3222-1111' })));
    await db.doc('students/s2').set(stored(student({ telefone: '999' }))); // cannot be guessed: left as it is
    await db.doc('studentPrivate/s1').set(stored({ ...sampleStudentPrivate, cep: '88063300', estado: 'sc' }));
    await db.doc('users/u1').set(profile({ cpf: '52998224725', telefone: '48 3222 1111' }));
    expect((await unreadableSeeded()).sort()).toEqual(['studentPrivate/s1', 'students/s1', 'students/s2', 'users/u1']);

    await runMigrations(db);
    expect(await unreadableSeeded()).toEqual(['students/s2']);
    expect((await db.doc('students/s1').get()).data()).toMatchObject({
      telefone: '(48) 99988-7766',
      telefoneResponsavel: '(48) 3222-1111',
      version: 1,
    });
    expect((await db.doc('studentPrivate/s1').get()).data()).toMatchObject({ cep: '88063-300', estado: 'SC' });
    expect((await db.doc('users/u1').get()).data()).toEqual({
      ...profile({ cpf: '529.982.247-25', telefone: '(48) 3222-1111' }),
      lastChange: 'inicio', // its log begun (userLogStep)
    });
    expect((await db.doc('students/s2').get()).data()).toMatchObject({ telefone: '999' });

    const again = await runMigrations(db);
    expect(again.every((r) => r.changed === 0)).toBe(true);
  });

  it('moves the payment summaries from 8 shards to 32, rebuilt from the payments, once', async () => {
    const { db } = admin();
    // As stored with 8 shards: each student's entry in shard hash % 8 (= its shard today % 8), and
    // one entry that no longer agrees with its payments (the rebuild makes it their fold again).
    const ids = Array.from({ length: 40 }, (_, i) => `s${i}`);
    const legacy = new Map<string, Record<string, unknown>>();
    for (const [i, id] of ids.entries()) {
      const p = payment({ studentId: id, amount: 100 + i, status: 'pending' });
      await db.doc(`payments/p-${id}`).set(stored(p));
      const entry = { ...summarize([{ ...p, id: `p-${id}` }]), ...(id === 's0' ? { count: 9 } : {}) };
      const shard = `shard-${Number(summaryShardOf(id).slice('shard-'.length)) % 8}`;
      legacy.set(shard, { ...legacy.get(shard), [id]: entry });
    }
    // A student with payments but no entry gets one; an entry without payments goes; a payment the
    // schema cannot read is left out of the sums (and does not stop the rebuild).
    await db.doc('payments/p-late').set(stored(payment({ studentId: 's40', amount: 90, status: 'paid' })));
    await db.doc('payments/p-bad').set(stored({ ...payment({ studentId: 's1' }), status: 'Pago' }));
    const ghost = summarize([{ ...payment({ studentId: 'ghost' }), id: 'p-ghost' }]);
    legacy.set('shard-0', { ...legacy.get('shard-0'), ghost });
    for (const [shard, students] of legacy) {
      await db.doc(`paymentSummaries/${shard}`).set({ students, studentId: 's1', updatedAt: 1 });
    }
    const read = async () => {
      const docs = (await db.collection('paymentSummaries').get()).docs;
      return summariesFromShards(docs.map((d) => ({ id: d.id, students: d.get('students') })));
    };
    expect((await read()).misplaced).toBeGreaterThan(20); // most entries are elsewhere with 32 shards

    const step = async () => (await runMigrations(db)).find((r) => r.name === reshardStep.name)?.changed;
    expect(await step()).toBeGreaterThan(8);
    const after = await read();
    expect(after.misplaced).toBe(0);
    expect([...after.summaries.keys()].sort()).toEqual([...ids, 's40'].sort());
    expect(after.summaries.get('s40')).toMatchObject({ count: 1, paidTotal: 90 });
    expect(after.summaries.get('s1')).toMatchObject({ count: 1 }); // p-bad left out
    expect(after.summaries.get('s7')).toMatchObject({ count: 1, pendingTotal: 107, lastPaymentId: 'p-s7' });
    expect(after.summaries.get('s0')).toMatchObject({ count: 1 });
    expect(await step()).toBe(0);
  });
});
