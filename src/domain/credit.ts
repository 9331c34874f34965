// credits/{id}: a make-up credit (reposição). Earned by a notice of absence given at least 3 hours
// before the class (the contract's clause) or by a class the studio cancelled; valid for a number of
// days (settings); used once, by booking a seat in another class. Its id is derived from the class
// missed and the student, so one missed class never earns two credits.
import { z } from './z';
import { authorshipShape } from './authorship';
import { closureOn, type Closure } from './closure';
import { addDaysIso, formatDateBR, todayIso } from './dates';
import { docId, instant, isoDate, time } from './fields';
import { studioInstant } from './studio-clock';

export const creditReasons = ['aviso', 'cancelamento'] as const;
export type CreditReason = (typeof creditReasons)[number];

export const creditReasonLabels: Record<CreditReason, string> = {
  aviso: 'Aviso de falta',
  cancelamento: 'Aula cancelada pelo estúdio',
};

/**
 * The class a credit stands for, on `day` (where 'Remarcar' put it; `planned`, its own date): the
 * student's absence ('Falta de 23/11/2026'), or the class the studio cancelled ('Aula de 15/12/2026
 * cancelada pelo estúdio').
 */
export function creditClassText(reason: CreditReason, day: string, planned = day): string {
  const when = `${formatDateBR(day)}${planned === day ? '' : ` (remarcada de ${formatDateBR(planned)})`}`;
  return reason === 'aviso' ? `Falta de ${when}` : `Aula de ${when} cancelada pelo estúdio`;
}

/** When a credit's make-up takes place: '25/11/2026 às 18:00'. */
export const bookedWhen = (credit: Pick<Credit, 'bookedAt' | 'bookedStart'>): string =>
  `${formatDateBR(credit.bookedAt)} às ${credit.bookedStart}`;

const creditFields = z.strictObject({
  studentId: docId,
  reason: z.enum(creditReasons),
  /** The class missed and its date (the recurrence's date). */
  scheduleId: docId,
  date: isoDate,
  /** Last day a make-up class may take place. */
  expiresOn: isoDate,
  /** The make-up class booked with it, or '' while open: its class and its date in the recurrence (the occurrence's id). */
  bookedScheduleId: z.union([z.literal(''), docId]),
  bookedDate: z.union([z.literal(''), isoDate]),
  /** When that class takes place — where 'Remarcar' put it, which moves these two along ('' while open). */
  bookedAt: z.union([z.literal(''), isoDate]),
  bookedStart: z.union([z.literal(''), time]),
  /** Taken back: the studio closed that day, so no class was missed (issue 15). */
  withdrawn: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

function consistent<T extends z.ZodType<z.infer<typeof creditFields>>>(schema: T) {
  return schema
    .refine((c) => [c.bookedDate, c.bookedAt, c.bookedStart].every((v) => (v === '') === (c.bookedScheduleId === '')), {
      path: ['bookedDate'],
    })
    .refine((c) => c.date <= c.expiresOn, { path: ['expiresOn'] })
    .refine((c) => !(c.withdrawn && c.bookedDate !== ''), { path: ['withdrawn'] });
}

export const creditSchema = consistent(creditFields);
export type Credit = z.infer<typeof creditSchema>;
export const storedCreditSchema = consistent(creditFields.extend(authorshipShape));
export type StoredCredit = z.infer<typeof storedCreditSchema>;

/** The id of the credit a student earns for a class on a date (the rules derive the same). */
export const creditIdOf = (scheduleId: string, date: string, studentId: string) => `${scheduleId}_${date}_${studentId}`;

export const DEFAULT_CREDIT_DAYS = 30;

/**
 * A new credit for missing `scheduleId` on `date`, valid `days` days from the day the class takes
 * place: `heldOn`, where 'Remarcar' moved it (never before its planned `date`, which names it).
 */
export function newCredit(
  input: { studentId: string; scheduleId: string; date: string; reason: CreditReason },
  days: number,
  now: number,
  heldOn = input.date,
): Credit {
  return {
    ...input,
    expiresOn: addDaysIso(heldOn > input.date ? heldOn : input.date, days),
    bookedScheduleId: '',
    bookedDate: '',
    bookedAt: '',
    bookedStart: '',
    withdrawn: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Whether the credits a cancellation of the class gives (valid `days` from where it was held) would
 * be past their last day already: a class cancelled long after it was planned.
 */
export const cancelCreditsExpired = (
  c: { scheduleId: string; date: string; at: string },
  days: number,
  today: string,
): boolean =>
  newCredit({ studentId: '', scheduleId: c.scheduleId, date: c.date, reason: 'cancelamento' }, days, 0, c.at)
    .expiresOn < today;

/**
 * A booking returned because the studio cancelled that make-up class: the credit is valid `days`
 * days from the class it was booked into, when that is later than its own last day — the student
 * does not lose it for a class the studio did not give.
 */
export function renewedOnCancel(
  credit: Pick<Credit, 'bookedAt' | 'expiresOn'>,
  days: number,
): Pick<Credit, 'expiresOn'> {
  const fresh = addDaysIso(credit.bookedAt, days);
  return { expiresOn: fresh > credit.expiresOn ? fresh : credit.expiresOn };
}

export const creditStatuses = ['aberto', 'agendado', 'usado', 'expirado', 'retirado'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const creditStatusLabels: Record<CreditStatus, string> = {
  aberto: 'Aberto',
  agendado: 'Agendado',
  usado: 'Usado',
  expirado: 'Expirado',
  retirado: 'Retirado',
};

/**
 * A credit's status as a person reads it: a withdrawn one says why — the studio closed the day its
 * class was held (`heldOn`: where 'Remarcar' put it, as closing a day withdraws credits), or (a
 * notice's, with no closure then) its notice was undone ('Desfazer aviso' takes the credit back).
 */
export function creditStatusLabel(
  credit: Pick<Credit, 'date' | 'reason'>,
  status: CreditStatus,
  closures: readonly Closure[],
  heldOn: string = credit.date,
): string {
  if (status !== 'retirado') return creditStatusLabels[status];
  if (closureOn(closures, heldOn)) return 'Retirado (estúdio fechado)';
  return credit.reason === 'aviso' ? 'Retirado (aviso desfeito)' : creditStatusLabels.retirado;
}

/**
 * Where a credit stands at `now`: booked until its make-up class starts, used from then on (a class
 * moved past the credit's last day still uses it: the studio moved it); open until the end of its
 * last day, expired after.
 */
export function creditStatus(credit: Credit, now: number): CreditStatus {
  if (credit.withdrawn) return 'retirado';
  if (credit.bookedDate !== '') {
    return studioInstant(credit.bookedAt, credit.bookedStart) <= now ? 'usado' : 'agendado';
  }
  return credit.expiresOn < todayIso(now) ? 'expirado' : 'aberto';
}
