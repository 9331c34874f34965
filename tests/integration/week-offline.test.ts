// The roll call offline (issue 15: "saved at once, offline too"), with the real SDK against the
// emulator: the network is cut with disableNetwork and the browser's offline flag is simulated.
import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../src/data/firestore';
import { subscribeLateFailures } from '../../src/data/save-status';
import {
  cancelBooking,
  cancelClass,
  giveNotice,
  markAttendance,
  moveClass,
  undoNotice,
} from '../../src/data/occurrences-repo';
import { setScheduleActive, updateSchedule } from '../../src/data/schedules-repo';
import { classOnDate, PlanOfflineError } from '../../src/domain/class-days';
import { creditIdOf, newCredit } from '../../src/domain/credit';
import { addDaysIso } from '../../src/domain/dates';
import { blankOccurrence, type AttendanceStatus } from '../../src/domain/occurrence';
import { admin, stored } from '../support/emulator';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import {
  aClass,
  anaBookedIntoC2,
  makeUpBookedElsewhere,
  occurrenceOf,
  read,
  setUpWeekStudio,
  tomorrow,
  yesterday,
} from './week-setup';

setUpWeekStudio();

onlineAfterEach();

describe('the roll call offline', () => {
  it('marks a class nothing was stored for yet, student after student, and the server has them once back', async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), yesterday, null);
    await goOffline();

    await markAttendance(c, 'ana', 'presente');
    await markAttendance(c, 'bia', 'falta');
    expect(await occurrenceOf('c1', yesterday)).toBeNull(); // still on this device only

    await backOnline();
    expect(await occurrenceOf('c1', yesterday)).toMatchObject({ attendance: { ana: 'presente', bia: 'falta' } });
  });

  describe('taps made offline on a class changed elsewhere meanwhile (refused as stale once sent)', () => {
    const names: Record<string, string> = { ana: 'Ana', bia: 'Bia', caio: 'Caio' };
    /**
     * Ana marked Presente online; this device keeps the class live (the open roll call), goes offline and
     * makes `taps` while `elsewhere` is written on the server; back online, until the class has `version`.
     */
    async function offlineOverChange(
      elsewhere: Record<string, unknown>,
      taps: [string, AttendanceStatus][],
      version: number,
    ) {
      const c = classOnDate(await aClass('c1', ['ana', 'bia', 'caio']), yesterday, null);
      await markAttendance(c, 'ana', 'presente');
      const path = `schedules/c1/occurrences/${yesterday}`;
      const held = onSnapshot(doc(db(), path), () => undefined);
      const refused: string[] = [];
      const stop = subscribeLateFailures(({ label }) => refused.push(label));
      try {
        await goOffline();
        for (const [studentId, status] of taps) await markAttendance(c, studentId, status, names[studentId]);
        await admin()
          .db.doc(path)
          .update({ version: 2, ...elsewhere });
        await backOnline();
        await vi
          .waitFor(async () => expect(await occurrenceOf('c1', yesterday)).toMatchObject({ version }), {
            timeout: 8000,
          })
          .catch(() => undefined);
        return { stored: await occurrenceOf('c1', yesterday), refused };
      } finally {
        stop();
        held();
      }
    }

    it('are made again on the server’s version, in the order they were made, keeping what changed there', async () => {
      const taps: [string, AttendanceStatus][] = [
        ['bia', 'falta'],
        ['caio', 'presente'],
        ['bia', 'presente'], // corrected
      ];
      const { stored, refused } = await offlineOverChange({ 'attendance.ana': 'falta' }, taps, 5);
      expect(stored).toMatchObject({ version: 5, attendance: { ana: 'falta', bia: 'presente', caio: 'presente' } });
      expect(refused).toEqual([]);
    });

    it('a student marked there meanwhile keeps that mark, and the tap is reported; the others are made again', async () => {
      const taps: [string, AttendanceStatus][] = [
        ['bia', 'falta'],
        ['caio', 'falta'],
      ];
      const { stored, refused } = await offlineOverChange({ 'attendance.bia': 'presente' }, taps, 3);
      expect(stored).toMatchObject({ version: 3, attendance: { ana: 'presente', bia: 'presente', caio: 'falta' } });
      expect(refused).toEqual([`Bia, aula das 10:00 de ${yesterday.split('-').reverse().join('/')}`]);
    });
  });

  /** Ana's notice for c1 tomorrow and its credit, written elsewhere: this device keeps neither. */
  async function noticeElsewhere() {
    await admin()
      .db.doc(`schedules/c1/occurrences/${tomorrow}`)
      .set(
        stored({
          ...blankOccurrence(tomorrow, Date.now(), 'ins1'),
          attendance: { ana: 'justificada' },
          notices: { ana: Date.now() },
        }),
      );
    const anaCredit = newCredit(
      { studentId: 'ana', scheduleId: 'c1', date: tomorrow, reason: 'aviso' },
      30,
      Date.now(),
    );
    await admin()
      .db.doc(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)
      .set(stored(anaCredit));
  }

  /**
   * Runs `save` offline, back online, until the server's class has `expected` and `refusals` saves were
   * reported refused; returns their names.
   */
  async function offlineThenBack(save: () => Promise<void>, expected: Record<string, unknown>, refusals = 0) {
    const refused: string[] = [];
    const stop = subscribeLateFailures(({ label }) => refused.push(label));
    try {
      await goOffline();
      await save();
      await backOnline();
      await vi.waitFor(
        async () => {
          expect(await occurrenceOf('c1', tomorrow)).toMatchObject(expected);
          expect(refused).toHaveLength(refusals);
        },
        { timeout: 5000 },
      );
    } finally {
      stop();
    }
    return refused;
  }

  it("'Cancelar aula deste dia' offline, over a notice given on another device: made again on the server's version once back", async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), tomorrow, null);
    await noticeElsewhere();
    expect(await offlineThenBack(() => cancelClass(c, 'Chuva forte', 30), { cancelled: true })).toEqual([]);
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ version: 2, notices: { ana: expect.any(Number) } });
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)).toMatchObject({ reason: 'aviso', version: 1 });
    await vi.waitFor(async () =>
      expect(await read(`credits/${creditIdOf('c1', tomorrow, 'bia')}`)).toMatchObject({ reason: 'cancelamento' }),
    );
  });

  it("'Remarcar' offline, over a notice given on another device: made again on the server's version once back", async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), tomorrow, null);
    await noticeElsewhere();
    const later = addDaysIso(tomorrow, 1);
    const move = () => moveClass(c, { date: later, startTime: '17:00', endTime: '17:50' });
    expect(await offlineThenBack(move, { movedDate: later })).toEqual([]);
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ version: 2, attendance: { ana: 'justificada' } });
  });

  it("'Cancelar aula deste dia' offline is not made again over a class moved elsewhere meanwhile: it is reported", async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), tomorrow, null);
    const moved = { movedDate: addDaysIso(tomorrow, -1), movedStart: '18:00', movedEnd: '18:50', changed: true };
    await admin()
      .db.doc(`schedules/c1/occurrences/${tomorrow}`)
      .set(stored({ ...blankOccurrence(tomorrow, Date.now(), 'ins1'), ...moved }));
    const refused = await offlineThenBack(() => cancelClass(c, 'Chuva forte', 30), { ...moved, cancelled: false }, 1);
    expect(refused).toEqual([`aula das 10:00 de ${tomorrow.split('-').reverse().join('/')}`]);
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ ...moved, cancelled: false, version: 1 });
  });

  it("'Remarcar' offline to where the class was moved elsewhere meanwhile: nothing to make again, nothing said", async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), tomorrow, null);
    const later = addDaysIso(tomorrow, 1);
    const moved = { movedDate: later, movedStart: '17:00', movedEnd: '17:50', changed: true };
    await admin()
      .db.doc(`schedules/c1/occurrences/${tomorrow}`)
      .set(stored({ ...blankOccurrence(tomorrow, Date.now(), 'ins1'), ...moved }));
    const move = () => moveClass(c, { date: later, startTime: '17:00', endTime: '17:50' });
    expect(await offlineThenBack(move, { ...moved, version: 1 })).toEqual([]);
  });

  it("'Avisar falta' for tomorrow's class: the justified absence and its credit reach the server", async () => {
    const c = classOnDate(await aClass('c1', ['ana']), tomorrow, null);
    await goOffline();

    expect(await giveNotice(c, 'ana', 30)).toBe('justificada');

    await backOnline();
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: { ana: 'justificada' } });
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)).toMatchObject({ withdrawn: false });
  });

  it("'Desfazer aviso' of a late notice (no credit to take back, none in this device's cache)", async () => {
    const c = classOnDate(await aClass('c1', ['ana']), tomorrow, null);
    const path = `schedules/c1/occurrences/${tomorrow}`;
    const late = { attendance: { ana: 'falta' }, notices: { ana: Date.now() } };
    await admin()
      .db.doc(path)
      .set(stored({ ...blankOccurrence(tomorrow, Date.now(), 'ins1'), ...late }));
    await getDoc(doc(db(), path)); // the class's day, as its roll call keeps it
    await goOffline();

    await undoNotice(c, 'ana');

    await backOnline();
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: {}, notices: {}, version: 2 });
  });

  it('a make-up whose class this device has not kept is not cancelled offline: refused at once, nothing queued', async () => {
    // Booked on another device: ana's credit (a class of yesterday) holds a seat in c2 tomorrow.
    const { creditId, booked } = await makeUpBookedElsewhere();
    await goOffline();

    await expect(cancelBooking({ id: creditId, studentId: 'ana', ...booked })).rejects.toMatchObject({
      code: 'unavailable',
    });

    await backOnline();
    expect(await occurrenceOf('c2', tomorrow)).toMatchObject({ guests: { ana: creditId } });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedDate: tomorrow });
  });
});

describe("a class's plan offline", () => {
  it('is not changed (the make-ups other devices booked are the server’s to say); its end time is', async () => {
    const c = await aClass('c1', ['ana']);
    await getDoc(doc(db(), 'schedules', 'c1')); // in this device's cache, as the agenda keeps it
    await goOffline();

    await expect(updateSchedule(c, { ...c, days: [1] })).rejects.toBeInstanceOf(PlanOfflineError);
    await expect(updateSchedule(c, { ...c, startTime: '09:00' })).rejects.toThrow(/Sem conexão com o servidor/);
    await expect(setScheduleActive(c, false)).rejects.toBeInstanceOf(PlanOfflineError);
    await updateSchedule(c, { ...c, endTime: '10:45' });

    await backOnline();
    expect(await read('schedules/c1')).toMatchObject({
      days: c.days,
      startTime: '10:00',
      endTime: '10:45',
      active: true,
    });
  });

  it('enrolling a student offline says their make-ups there could not be checked (another device may have booked one)', async () => {
    const { c2, creditId } = await anaBookedIntoC2();
    await getDoc(doc(db(), 'schedules', 'c2'));
    await goOffline();

    // Nothing is given back offline (the class's own save may yet be refused): it is said instead.
    expect(await updateSchedule(c2, { ...c2, studentIds: ['caio', 'ana'] })).toEqual({ kept: [], unchecked: ['ana'] });
    // Bia enrolled too: no credit here at all, still unchecked offline.
    const withBia = { ...c2, studentIds: ['caio', 'ana'], version: 2 };
    expect(await updateSchedule(withBia, { ...withBia, studentIds: ['caio', 'ana', 'bia'] })).toEqual({
      kept: [],
      unchecked: ['bia'],
    });

    await backOnline();
    expect(await read('schedules/c2')).toMatchObject({ studentIds: ['caio', 'ana', 'bia'] });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedScheduleId: 'c2', bookedDate: tomorrow });
  });
});
