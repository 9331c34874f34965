// A class kept open on this device ('Detalhes do horário' holds its day and its credits live), then
// the connection lost: what was given elsewhere meanwhile — a notice, a make-up booked — is undone or
// cancelled offline like anything made here, and reaches the server once back.
import { doc, onSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { subscribeClassCredits } from '../../src/data/credits-repo';
import { db } from '../../src/data/firestore';
import { cancelBooking, cancelClass, undoNotice } from '../../src/data/occurrences-repo';
import { classOnDate } from '../../src/domain/class-days';
import { creditIdOf, newCredit } from '../../src/domain/credit';
import { blankOccurrence } from '../../src/domain/occurrence';
import { admin, stored } from '../support/emulator';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { aClass, makeUpBookedElsewhere, occurrenceOf, read, setUpWeekStudio, tomorrow } from './week-setup';

setUpWeekStudio();

onlineAfterEach();

/** Keeps `scheduleId`'s class of `date` live as its open details do, once the server has answered both. */
async function keepOpen(scheduleId: string, date: string): Promise<() => void> {
  const stops: (() => void)[] = [];
  const dayPath = `schedules/${scheduleId}/occurrences/${date}`;
  await Promise.all([
    new Promise<void>((resolve, reject) => {
      const fromServer = { includeMetadataChanges: true };
      stops.push(onSnapshot(doc(db(), dayPath), fromServer, (s) => !s.metadata.fromCache && resolve(), reject));
    }),
    new Promise<void>((resolve, reject) => {
      stops.push(subscribeClassCredits(scheduleId, date, (_c, _u, origin) => origin !== 'cache' && resolve(), reject));
    }),
  ]);
  return () => stops.forEach((stop) => stop());
}

describe('a class kept open, then offline', () => {
  it("'Desfazer aviso' of a notice given on another device takes back its credit once online", async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), tomorrow, null);
    const notice = { attendance: { ana: 'justificada' }, notices: { ana: Date.now() } };
    await admin()
      .db.doc(`schedules/c1/occurrences/${tomorrow}`)
      .set(stored({ ...blankOccurrence(tomorrow, Date.now(), 'ins1'), ...notice }));
    const creditPath = `credits/${creditIdOf('c1', tomorrow, 'ana')}`;
    const credit = newCredit({ studentId: 'ana', scheduleId: 'c1', date: tomorrow, reason: 'aviso' }, 30, Date.now());
    await admin().db.doc(creditPath).set(stored(credit));
    const close = await keepOpen('c1', tomorrow);
    try {
      await goOffline();
      await undoNotice(c, 'ana');
      await backOnline();
    } finally {
      close();
    }
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: {}, notices: {}, version: 2 });
    expect(await read(creditPath)).toMatchObject({ withdrawn: true, version: 2 });
  });

  it("'Cancelar reposição' of a make-up booked on another device gives the credit back once online", async () => {
    const { creditId, booked } = await makeUpBookedElsewhere();
    const close = await keepOpen('c2', tomorrow);
    try {
      await goOffline();
      await cancelBooking({ id: creditId, studentId: 'ana', ...booked });
      await backOnline();
    } finally {
      close();
    }
    expect(await occurrenceOf('c2', tomorrow)).toMatchObject({ guests: {}, version: 2 });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedScheduleId: '', bookedDate: '', version: 2 });
  });

  it("'Cancelar aula deste dia' with a make-up guest booked on another device: the guest's credit comes back", async () => {
    const { c2, creditId } = await makeUpBookedElsewhere();
    const c = classOnDate(c2, tomorrow, await occurrenceOf('c2', tomorrow));
    const close = await keepOpen('c2', tomorrow);
    try {
      await goOffline();
      await cancelClass(c, 'Chuva forte', 30);
      await backOnline();
    } finally {
      close();
    }
    expect(await occurrenceOf('c2', tomorrow)).toMatchObject({ cancelled: true, version: 2 });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedScheduleId: '', bookedDate: '' });
    expect(await read(`credits/${creditIdOf('c2', tomorrow, 'caio')}`)).toMatchObject({ reason: 'cancelamento' });
  });
});
