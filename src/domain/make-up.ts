// The contract's make-up rules (SPEC 9; issue 15): a notice of absence given at least 3 hours
// before the class is a justified absence and earns a credit; later, it is an absence without one.
// A make-up class takes a free seat: at most 6 people, counting the enrolled students, minus those
// who gave a justified notice, plus make-up guests.
import { CLOCK_SKEW_MS } from './authorship';
import { guestsOf, type ClassOnDate } from './class-days';
import { CLASS_SIZE, type AttendanceStatus, type Occurrence } from './occurrence';
import { minutesOf } from './schedule';
import { studioInstant } from './studio-clock';

export const NOTICE_HOURS = 3;
const NOTICE_MS = NOTICE_HOURS * 60 * 60 * 1000;

/** The text the roll call shows beside a late notice. */
export const LATE_NOTICE_TEXT = 'Aviso com menos de 3 horas: sem direito a reposição';

/**
 * Said of a notice in time given without a connection: the rules judge the 3 hours by the server's
 * clock when it arrives, so the credit is not promised yet (a refusal is reported then).
 */
export const OFFLINE_NOTICE_TEXT =
  'Aviso registrado neste aparelho, sem conexão: vale como falta justificada, com crédito de reposição, se ' +
  'chegar ao servidor pelo menos 3 horas antes da aula.';

/** 'Desfazer aviso' refused for a reason the staff can act on: its message says which, and what to do. */
export class NoticeKept extends Error {}

/** 'Desfazer aviso' while the notice's make-up class is booked: that is cancelled first. */
export class NoticeBookedError extends NoticeKept {
  constructor() {
    super('A reposição deste aviso já está agendada: cancele a reposição antes de desfazer o aviso.');
  }
}

/** 'Desfazer aviso' once the notice's make-up class has taken place: nothing to cancel, the notice stays. */
export class NoticeUsedError extends NoticeKept {
  constructor() {
    super('A reposição deste aviso já aconteceu: o aviso não pode mais ser desfeito, e a falta continua justificada.');
  }
}

/** 'Desfazer aviso' when the seat the justified notice freed went to a make-up guest (at most 6 people). */
export class SeatTakenError extends NoticeKept {
  constructor() {
    super(
      'A vaga deste aluno foi ocupada por uma reposição: com ele de volta, a turma passaria de 6 pessoas. ' +
        'Cancele uma reposição desta aula antes de desfazer o aviso.',
    );
  }
}

/** When the class really starts (moved or not), as an instant. */
export const classStart = (c: Pick<ClassOnDate, 'at' | 'startTime'>): number => studioInstant(c.at, c.startTime);

/** Whether the class has started at `now` (roll call from then on; notices before). */
export const hasStarted = (c: Pick<ClassOnDate, 'at' | 'startTime'>, now: number): boolean => classStart(c) <= now;

/** Why 'Remarcar' refuses a place that has started (the rules refuse it too). */
export const MOVE_TO_PAST_TEXT = 'Escolha um dia e horário que ainda não começaram.';

/** A notice given at `now`: justified (earns a credit) with at least 3 hours to go, else an absence. */
export function noticeOutcome(c: Pick<ClassOnDate, 'at' | 'startTime'>, now: number): AttendanceStatus {
  return now <= classStart(c) - NOTICE_MS ? 'justificada' : 'falta';
}

/**
 * Whether `now` (this device's clock) is within CLOCK_SKEW_MS — how far the rules let a device's clock
 * be off — of the 3 hours before the class: a notice the rules refuse then was judged the other way
 * by the server's clock.
 */
export const nearNoticeMark = (c: Pick<ClassOnDate, 'at' | 'startTime'>, now: number): boolean =>
  Math.abs(classStart(c) - NOTICE_MS - now) <= CLOCK_SKEW_MS;

/** Whether a notice of this status was late (no credit). */
export const isLateNotice = (occurrence: Pick<Occurrence, 'notices' | 'attendance'>, studentId: string): boolean =>
  studentId in occurrence.notices && occurrence.attendance[studentId] === 'falta';

/** People expected in the class: enrolled, minus justified notices, plus make-up guests. */
export function expectedCount(c: {
  schedule: Pick<ClassOnDate['schedule'], 'studentIds'>;
  occurrence: Pick<Occurrence, 'attendance' | 'guests'> | null | undefined;
}): number {
  const o = c.occurrence;
  const justified = o ? c.schedule.studentIds.filter((id) => o.attendance[id] === 'justificada').length : 0;
  // A guest enrolled in the class since is one person, counted once.
  const guests = o ? Object.keys(o.guests).filter((id) => !c.schedule.studentIds.includes(id)).length : 0;
  return c.schedule.studentIds.length - justified + guests;
}

/**
 * Whether a student taken back into the class ('Desfazer aviso') finds their seat taken: a make-up guest
 * booked it, and with them back the class would pass 6. A class enrolled beyond 6 with no guest takes
 * them back (the rules: isNoticeUndone).
 */
export const seatTaken = (c: Parameters<typeof expectedCount>[0]): boolean =>
  Object.keys(c.occurrence?.guests ?? {}).length > 0 && expectedCount(c) > CLASS_SIZE;

/** Free seats for make-up guests (never negative). */
export const freeSeats = (c: Pick<ClassOnDate, 'schedule' | 'occurrence'>): number =>
  Math.max(0, CLASS_SIZE - expectedCount(c));

/** Whether `studentId` is expected in the class: enrolled without a justified absence, or a guest. */
const attends = (c: ClassOnDate, studentId: string): boolean =>
  (c.schedule.studentIds.includes(studentId) && c.occurrence?.attendance[studentId] !== 'justificada') ||
  guestsOf(c.occurrence).includes(studentId);

/** Two classes on the same day whose times meet (one starts before the other ends). */
const overlap = (a: ClassOnDate, b: ClassOnDate): boolean =>
  a.at === b.at && minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime);

/**
 * The classes a credit can book for `studentId`: not started, not cancelled, with a free seat, on or
 * before the credit's last day, where the student is neither enrolled nor already a guest, and not at
 * the time of another class they attend that day (`others`: the classes of those days, any discipline).
 */
export function bookableClasses<C extends ClassOnDate>(
  classes: readonly C[],
  studentId: string,
  lastDay: string,
  now: number,
  others: readonly ClassOnDate[] = [],
): C[] {
  // The few classes the student attends, found once: weeks of a busy studio are thousands of classes.
  const theirs = others.filter((other) => !other.cancelled && attends(other, studentId));
  return classes.filter(
    (c) =>
      !c.cancelled &&
      c.at <= lastDay &&
      !hasStarted(c, now) &&
      !c.schedule.studentIds.includes(studentId) &&
      !(c.occurrence && studentId in c.occurrence.guests) &&
      // A justified notice they gave while enrolled (they left since) stays: a guest cannot have one.
      c.occurrence?.attendance[studentId] !== 'justificada' &&
      freeSeats(c) > 0 &&
      !theirs.some((other) => overlap(c, other)),
  );
}
