// The writes of schedules/{id}/occurrences/{date} and the credits written with them
// (src/domain/occurrence.ts, credit.ts). Every change is one batch, as the rules want it: a notice in
// time with its credit, a cancellation with the credits of everyone enrolled and the guests' bookings
// returned, a booking with the seat and the credit, a move with its guests' credits. The reads are in
// occurrence-reads.ts.
import { getDoc, type WriteBatch } from 'firebase/firestore';
import { RollCallTakenError, rollCallTaken } from '../domain/attendance';
import type { Author } from '../domain/authorship';
import { isPlannedPlace, type ClassPlace } from '../domain/class-days';
import { bookingRefusal, cancelRefusal, ClassRefusal } from '../domain/class-refusals';
import { creditIdOf, creditStatus, newCredit, type CreditReason } from '../domain/credit';
import {
  nearNoticeMark,
  NoticeBookedError,
  noticeOutcome,
  NoticeUsedError,
  seatTaken,
  SeatTakenError,
} from '../domain/make-up';
import { errorCode } from '../domain/auth-errors';
import type { AttendanceStatus, Occurrence } from '../domain/occurrence';
import { labelOf, ofClass, saveOccurrence, unlessChangedElsewhere, type ClassRef } from './occurrence-saves';
import { creditOf } from './credits-repo';
import { creditRef, returnBooking } from './booking-return';
import { createTracked, readForSave, updateTracked } from './tracked';

export type { OccurrenceRecord } from './occurrence-reads';

/**
 * Roll call: Presente / Falta / Falta justificada of one student, saved at once. A tap made offline on
 * a class changed elsewhere meanwhile (a notice, a guest, another mark) is refused once sent, and made
 * again on the server's version — unless this student was marked there: theirs stays, the refusal said.
 */
export function markAttendance(c: ClassRef, studentId: string, status: AttendanceStatus, who?: string): Promise<void> {
  const markOf = (o: Occurrence) => o.attendance[studentId];
  return saveOccurrence({
    ...ofClass(c, who),
    studentId,
    ...unlessChangedElsewhere(
      markOf,
      (o) => ({ ...o, attendance: { ...o.attendance, [studentId]: status } }),
      (o) => markOf(o) === status,
    ),
  });
}

/**
 * 'Avisar falta': a justified absence with its credit when given at least 3 hours before the class
 * (by this device's clock; the rules judge it again by the server's), else an absence. Returns the
 * status written. Right at the 3 hours, a device a few minutes off the server's clock is refused:
 * the notice is then written the way the server judges it (nearNoticeMark).
 */
export async function giveNotice(
  c: ClassRef,
  studentId: string,
  creditDays: number,
  who?: string,
): Promise<AttendanceStatus> {
  const now = Date.now();
  const status = noticeOutcome(c, now);
  const notice = { studentId, creditDays, now, who };
  try {
    await writeNotice(c, { ...notice, status });
    return status;
  } catch (error) {
    if (errorCode(error) !== 'permission-denied' || !nearNoticeMark(c, now)) throw error;
    const judged = status === 'justificada' ? 'falta' : 'justificada';
    await writeNotice(c, { ...notice, status: judged });
    return judged;
  }
}

type Notice = { studentId: string; creditDays: number; status: AttendanceStatus; now: number; who?: string };

function writeNotice(c: ClassRef, { studentId, creditDays, status, now, who }: Notice) {
  return saveOccurrence({
    ...ofClass(c, who),
    studentId,
    change: (o) => ({
      ...o,
      attendance: { ...o.attendance, [studentId]: status },
      notices: { ...o.notices, [studentId]: now },
    }),
    also: async (batch, _next, author) => {
      if (status !== 'justificada') return;
      // Given again after 'Desfazer aviso': the credit taken back is given back, not created twice.
      const earlier = await getDoc(creditRef(creditIdOf(c.schedule.id, c.date, studentId))).catch(() => null);
      if (earlier?.exists()) await updateTracked(batch, earlier, { withdrawn: false, updatedAt: now }, author);
      else addCredit(batch, c, studentId, 'aviso', creditDays, now, author);
    },
  });
}

/**
 * 'Desfazer aviso': a notice given by mistake, taken back before the class starts. The student's entry
 * is blank again and the credit it earned, while still open, is taken back in the same batch.
 */
export function undoNotice(c: ClassRef, studentId: string, who?: string): Promise<void> {
  // A late notice earned no credit: nothing to read (offline, a credit never cached cannot be).
  let justified = false;
  return saveOccurrence({
    ...ofClass(c, who),
    studentId,
    change: (o) => {
      const { [studentId]: _notice, ...notices } = o.notices;
      const { [studentId]: _mark, ...attendance } = o.attendance;
      const next = { ...o, notices, attendance };
      justified = o.attendance[studentId] === 'justificada';
      if (justified && seatTaken({ schedule: c.schedule, occurrence: next })) throw new SeatTakenError();
      return next;
    },
    also: async (batch, _next, author) => {
      if (!justified) return;
      const credit = await getDoc(creditRef(creditIdOf(c.schedule.id, c.date, studentId)));
      if (!credit.exists() || credit.get('withdrawn') === true) return; // a late notice earned none
      if (credit.get('bookedDate') !== '') {
        const booked = creditOf(credit);
        throw booked && creditStatus(booked, Date.now()) === 'usado' ? new NoticeUsedError() : new NoticeBookedError();
      }
      await updateTracked(batch, credit, { withdrawn: true, updatedAt: Date.now() }, author);
    },
  });
}

function addCredit(
  batch: WriteBatch,
  c: ClassRef,
  studentId: string,
  reason: CreditReason,
  days: number,
  now: number,
  author: Author,
) {
  const credit = newCredit({ studentId, scheduleId: c.schedule.id, date: c.date, reason }, days, now, c.at);
  createTracked(batch, creditRef(creditIdOf(c.schedule.id, c.date, studentId)), credit, author);
}

/** Where and whether a class takes place, as a cancellation or a move made again checks it. */
const placeOf = (o: Occurrence) => [o.cancelled, o.movedDate, o.movedStart, o.movedEnd].join('|');

/**
 * 'Cancelar aula deste dia': the class is cancelled with its reason, every enrolled student gets a
 * credit (the studio cancelled, not the student) — except who already has one for it (a notice in
 * time; a notice undone gets its credit back; a make-up guest) — and the make-up guests' bookings are
 * returned, each credit valid `creditDays` from this class at least (renewedOnCancel).
 */
export function cancelClass(c: ClassRef, reason: string, creditDays: number): Promise<void> {
  const now = Date.now();
  const cancel = (o: Occurrence): Occurrence => {
    const refusal = cancelRefusal(o);
    if (refusal) throw new ClassRefusal(refusal);
    return { ...o, cancelled: true, reason: reason.trim(), changed: true };
  };
  return saveOccurrence({
    ...ofClass(c),
    studentId: '',
    // Offline, refused as stale (a notice, a guest made elsewhere): made again on the server's version,
    // unless the class was moved or cancelled there meanwhile.
    ...unlessChangedElsewhere(placeOf, cancel),
    also: async (batch, next, author) => {
      // A student enrolled while still booked here as a make-up guest (enrolled offline, or the booking
      // not returned) counts once, as the guest: their booking comes back below, not a second credit.
      const owed = c.schedule.studentIds.filter(
        (studentId) =>
          !(next.attendance[studentId] === 'justificada' && studentId in next.notices) && !(studentId in next.guests),
      );
      // A notice undone with 'Desfazer aviso' left its credit taken back, under this class's credit id:
      // that one is given back instead of a new one.
      const earlier = await Promise.all(
        owed.map((studentId) => getDoc(creditRef(creditIdOf(c.schedule.id, c.date, studentId))).catch(() => null)),
      );
      for (const [i, studentId] of owed.entries()) {
        const credit = earlier[i];
        if (!credit?.exists()) addCredit(batch, c, studentId, 'cancelamento', creditDays, now, author);
        else if (credit.get('withdrawn') === true)
          await updateTracked(batch, credit, { withdrawn: false, updatedAt: now }, author);
      }
      for (const creditId of Object.values(next.guests))
        await returnBooking(batch, creditId, author, creditDays, false);
    },
  });
}

/**
 * 'Remarcar': this class only, to another date and time — or back to where the plan puts it, which
 * undoes the move; the enrolled students keep their place, and so do the make-up guests, whose
 * credits follow the class to its new day and time.
 */
export function moveClass(c: ClassRef, to: ClassPlace): Promise<void> {
  const moved = isPlannedPlace(c, to)
    ? { movedDate: '', movedStart: '', movedEnd: '' }
    : { movedDate: to.date, movedStart: to.startTime, movedEnd: to.endTime };
  const move = (o: Occurrence): Occurrence => {
    if (rollCallTaken(o)) throw new RollCallTakenError();
    return { ...o, ...moved, changed: o.cancelled || moved.movedDate !== '' };
  };
  return saveOccurrence({
    ...ofClass(c),
    label: labelOf({ ...c, at: to.date, startTime: to.startTime }),
    studentId: '',
    // As a cancellation's (above); already where it goes, nothing is said.
    ...unlessChangedElsewhere(placeOf, move, (o) => placeOf(o) === placeOf({ ...o, ...moved })),
    also: async (batch, next, author) => {
      const moved = { bookedAt: to.date, bookedStart: to.startTime, updatedAt: Date.now() };
      for (const creditId of Object.values(next.guests)) await updateTracked(batch, creditRef(creditId), moved, author);
    },
  });
}

/**
 * 'Agendar reposição': the credit takes a seat in `target`, in one batch — refused with the reason
 * (ClassRefusal) when, meanwhile, the class was cancelled, started or filled up, or the credit used.
 * `who`: the student's name, for a refusal the server sends later.
 */
export function bookMakeUp(creditId: string, studentId: string, target: ClassRef, who?: string): Promise<void> {
  return saveOccurrence({
    ...ofClass(target, who),
    studentId,
    change: (o) => {
      const refusal = bookingRefusal(target, o, Date.now());
      if (refusal) throw new ClassRefusal(refusal);
      return { ...o, guests: { ...o.guests, [studentId]: creditId } };
    },
    also: async (batch, _next, author) => {
      // Offline (null) the server judges it on reconnecting, as any save.
      const credit = creditOf(await readForSave(creditRef(creditId)));
      if (credit && creditStatus(credit, Date.now()) !== 'aberto') throw new ClassRefusal('credit-not-open');
      const booking = {
        bookedScheduleId: target.schedule.id,
        bookedDate: target.date,
        bookedAt: target.at,
        bookedStart: target.startTime,
      };
      await updateTracked(batch, creditRef(creditId), { ...booking, updatedAt: Date.now() }, author);
    },
  });
}

/**
 * Cancelling a booking: the seat is given back and the credit is open again — when the studio closes
 * that day (`renewDays`: the credits' validity), valid that many days from the class (renewedOnCancel).
 * `who`: the student's name, for a refusal the server sends later.
 */
export function cancelBooking(
  credit: {
    id: string;
    studentId: string;
    bookedScheduleId: string;
    bookedDate: string;
    bookedStart: string;
  },
  renewDays?: number,
  who?: string,
  /** Staff's own 'Cancelar reposição': refused when it would give the credit back expired (returnBooking). */
  refuseExpired = false,
): Promise<void> {
  const date = credit.bookedDate.split('-').reverse().join('/');
  return saveOccurrence({
    scheduleId: credit.bookedScheduleId,
    date: credit.bookedDate,
    label: who ? `reposição de ${who} em ${date}` : `reposição de ${date}`,
    studentId: credit.studentId,
    stored: true, // the booking put the guest in it
    change: (o) => {
      const { [credit.studentId]: _gone, ...guests } = o.guests;
      return { ...o, guests };
    },
    also: (batch, _next, author) => returnBooking(batch, credit.id, author, renewDays, refuseExpired),
  });
}
