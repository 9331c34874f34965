// What another device saved meanwhile can make a make-up booking or 'Cancelar aula deste dia'
// impossible: the save reads the class as stored and says why, instead of the rules' bare refusal,
// which no retry would change (issue 15).
import { AppError } from './app-error';
import { expectedCount, hasStarted } from './make-up';
import { CLASS_SIZE, type Occurrence } from './occurrence';
import type { Schedule } from './schedule';

// Here, not with the other codes' messages (auth-errors.ts): those load with the sign-in page.
const messages = {
  'class-cancelled': 'Esta aula já foi cancelada.',
  'class-attended': 'Um aluno já foi marcado Presente nesta aula: ela aconteceu e não pode ser cancelada.',
  'make-up-cancelled': 'Esta aula acabou de ser cancelada: escolha outra.',
  'make-up-started': 'Esta aula já começou: escolha outra.',
  'make-up-full': 'Esta aula acabou de ficar sem vaga: escolha outra.',
  'credit-not-open': 'Este crédito não está mais em aberto (foi usado, retirado ou venceu): escolha outro.',
  'make-up-moved-far':
    'Esta aula foi remarcada para muito depois da validade do crédito: só um administrador cancela esta ' +
    'reposição, e o crédito volta renovado a partir dela.',
  'credit-days-unknown':
    'Esta aula foi remarcada para depois da validade do crédito, e a validade dos créditos não pôde ser lida ' +
    'aqui (sem conexão?): tente de novo online, para o crédito voltar renovado.',
};
type Refusal = keyof typeof messages;

/** Its message is said alone (failure-message.ts): trying again would not help. */
export class ClassRefusal extends AppError {
  constructor(readonly reason: Refusal) {
    super('ClassRefusal', `salus/${reason}`, messages[reason]);
  }
}

/** Why the class, as stored, cannot be cancelled: already cancelled, or someone attended it. */
export function cancelRefusal(o: Pick<Occurrence, 'cancelled' | 'attendance'>): Refusal | null {
  if (o.cancelled) return 'class-cancelled';
  if (Object.values(o.attendance).includes('presente')) return 'class-attended';
  return null;
}

/**
 * Why a make-up cannot be booked in the class of `date`, as stored: cancelled, started where it is
 * held now (moved or not), or without a seat (at most 6 people, make-up.ts expectedCount).
 */
export function bookingRefusal(
  c: { schedule: Pick<Schedule, 'studentIds' | 'startTime'>; date: string },
  o: Pick<Occurrence, 'cancelled' | 'movedDate' | 'movedStart' | 'attendance' | 'guests'>,
  now: number,
): Refusal | null {
  if (o.cancelled) return 'make-up-cancelled';
  const place = o.movedDate
    ? { at: o.movedDate, startTime: o.movedStart }
    : { at: c.date, startTime: c.schedule.startTime };
  if (hasStarted(place, now)) return 'make-up-started';
  if (expectedCount({ schedule: c.schedule, occurrence: o }) >= CLASS_SIZE) return 'make-up-full';
  return null;
}
