// Where a student holds a place — the active classes they are enrolled in and the make-ups they
// booked ahead — which 'Inativar' gives up (src/data/student-leaving.ts).
import { messageForError } from './auth-errors';
import { creditStatus, type StoredCredit } from './credit';
import { weekdayNames } from './enums';
import { AppError } from './app-error';

interface Enrolling {
  active: boolean;
  studentIds: readonly string[];
}

export interface StudentPlaces<S, C> {
  classes: S[];
  bookings: C[];
}

/** The places `studentId` holds among `schedules` and `credits` at `now`. */
export function placesOf<S extends Enrolling, C extends StoredCredit>(
  studentId: string,
  schedules: readonly S[],
  credits: readonly C[],
  now: number,
): StudentPlaces<S, C> {
  return {
    classes: schedules.filter((s) => s.active && s.studentIds.includes(studentId)),
    bookings: credits.filter((c) => c.studentId === studentId && creditStatus(c, now) === 'agendado'),
  };
}

/** A class as the confirmation names it: 'Seg, Qua 18:00–19:00'. */
export const classPlaceLabel = (s: { days: readonly number[]; startTime: string; endTime: string }) =>
  `${weekdayNames(s.days)} ${s.startTime}–${s.endTime}`;

/**
 * Inativar offline: which classes and make-up bookings the student has is the server's to say (this
 * device's cache lacks what others wrote), so nothing is written.
 */
export class InactivationOfflineError extends AppError {
  constructor() {
    super('InactivationOfflineError', 'salus/inactivation-offline', 'Inativar sem conexão');
  }
}

/**
 * Inativar stopped after the student had already left some classes or given back some make-ups (each
 * is a write of its own): the record is still active, and Inativar again finishes what is left.
 */
export class InactivationUnfinished extends Error {
  constructor(
    name: string,
    left: number,
    cancelled: number,
    readonly cause: unknown,
  ) {
    const done = [
      left > 0 ? `saiu de ${left} ${left === 1 ? 'turma' : 'turmas'}` : '',
      cancelled > 0 ? `teve ${cancelled} ${cancelled === 1 ? 'reposição cancelada' : 'reposições canceladas'}` : '',
    ].filter(Boolean);
    super(
      `${name} já ${done.join(' e ')}, mas o cadastro continua ativo. ` +
        `${messageForError(cause, 'A última gravação falhou.')} Inative de novo para concluir.`,
    );
    this.name = 'InactivationUnfinished';
  }
}
