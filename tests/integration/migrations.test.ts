// scripts/migrate.ts against the emulator: records written before issue 18 (no author, no version,
// schedules and enrollments without updatedAt) come out readable by today's schemas, and a second run
// changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../scripts/migrations';
import { admin, clearEmulators } from '../support/emulator';
import { sampleInstructor } from '../../src/domain/test-helpers';
import { payment, schedule, student } from '../support/fixtures';
import { unreadableSeeded } from '../support/seeded';

beforeEach(() => clearEmulators());

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
});
