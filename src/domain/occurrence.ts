// schedules/{scheduleId}/occurrences/{YYYY-MM-DD}: one class on one date, stored only when something
// happened to it (DESIGN.md, "What happened, not only the plan"): a roll call, a notice of absence, a
// make-up guest, a cancellation or a move. The recurrence (occurrences.ts) says which classes exist;
// these documents are laid over it for the dates a view shows.
import { z } from './z';
import { authorshipShape } from './authorship';
import { docId, instant, isoDate, notBlankPattern, shortText, time } from './fields';
import { limits } from './limits';
import { minutesOf } from './schedule';

export const attendanceStatuses = ['presente', 'falta', 'justificada'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** The roll call's words (issue 15). */
export const attendanceLabels: Record<AttendanceStatus, string> = {
  presente: 'Presente',
  falta: 'Falta',
  justificada: 'Falta justificada',
};

/** The contract's limit: at most 6 people in a class (SPEC 9), make-up guests included. */
export const CLASS_SIZE = 6;

const ids = <T extends z.ZodType>(value: T, max: number) =>
  z.record(docId, value).refine((map) => Object.keys(map).length <= max, `No máximo ${max} registros.`);

const occurrenceFields = z.strictObject({
  /** The recurrence's date of this class (also the document's id), even when it was moved. */
  date: isoDate,
  /**
   * The student whose entries this version changed, '' when it changed the class (cancelled,
   * moved). The rules check that a write touches no one else's entries (one tap, one student).
   */
  studentId: z.union([z.literal(''), docId]),
  /**
   * Who teaches the class on this date: its schedule's instructor when last written (the roll call,
   * taken that day, writes it last). Attendance by instructor counts the class for them, so a class
   * given to another instructor later leaves past months where they were.
   */
  instructorId: docId,
  /** Roll call: enrolled students and make-up guests, by student id. */
  attendance: ids(z.enum(attendanceStatuses), limits.studentIds + CLASS_SIZE),
  /** Notices of absence: when each was given (client instant; the rules judge the 3 hours by the server's clock). */
  notices: ids(instant, limits.studentIds),
  /** Make-up guests: student id → the credit that booked the seat. */
  guests: ids(docId, CLASS_SIZE),
  cancelled: z.boolean(),
  /** Why it was cancelled; '' unless cancelled. */
  reason: shortText,
  /** Where it was moved to ('Remarcar'), or '' where it takes place as planned. */
  movedDate: z.union([z.literal(''), isoDate]),
  movedStart: z.union([z.literal(''), time]),
  movedEnd: z.union([z.literal(''), time]),
  /** Cancelled or moved: the class is not where the plan puts it (the week and month views read only these). */
  changed: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

type OccurrenceFields = z.infer<typeof occurrenceFields>;

function consistent<T extends z.ZodType<OccurrenceFields>>(schema: T) {
  return schema
    .refine((o) => o.cancelled === notBlankPattern.test(o.reason), { message: 'Informe o motivo.', path: ['reason'] })
    .refine(
      (o) =>
        o.movedDate === ''
          ? o.movedStart === '' && o.movedEnd === ''
          : o.movedStart !== '' && o.movedEnd !== '' && minutesOf(o.movedEnd) > minutesOf(o.movedStart),
      { message: 'O horário final deve ser depois do inicial.', path: ['movedEnd'] },
    )
    .refine((o) => o.changed === (o.cancelled || o.movedDate !== ''), { path: ['changed'] })
    .refine((o) => Object.keys(o.guests).every((id) => o.attendance[id] !== 'justificada'), {
      message: 'Um aluno em reposição não tem falta justificada.',
      path: ['attendance'],
    });
}

/** What the app writes; storedOccurrenceSchema adds the authorship. */
export const occurrenceSchema = consistent(occurrenceFields);
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const storedOccurrenceSchema = consistent(occurrenceFields.extend(authorshipShape));
export type StoredOccurrence = z.infer<typeof storedOccurrenceSchema>;

/** An occurrence as the screens use it: with the class it belongs to. */
export type OccurrenceOf = Occurrence & { scheduleId: string };

/** The day a class takes place: where 'Remarcar' put it, or its own date. */
export const heldOn = (o: Pick<Occurrence, 'date' | 'movedDate'>): string => o.movedDate || o.date;

/** A class on a date nothing happened to yet (what a first write starts from), taught by `instructorId`. */
export function blankOccurrence(date: string, now: number, instructorId: string): Occurrence {
  return {
    date,
    studentId: '',
    instructorId,
    attendance: {},
    notices: {},
    guests: {},
    cancelled: false,
    reason: '',
    movedDate: '',
    movedStart: '',
    movedEnd: '',
    changed: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The key of a class on a date in maps of occurrences. */
export const occurrenceKey = (scheduleId: string, date: string) => `${scheduleId}|${date}`;
