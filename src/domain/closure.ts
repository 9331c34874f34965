// closures/{id}: days the studio is closed — a holiday ('Estúdio fechado' on the holidays screen) or
// a date range with a reason (the year-end recess of the contract). Every view shows the closure and
// no class on those days; a closure creates no make-up credit (the contract's recess).
import { z } from './z';
import { authorshipShape } from './authorship';
import { addDaysIso, formatDateBR } from './dates';
import { instant, isoDate, notBlankPattern, textOf } from './fields';
import { limits } from './limits';
import { AppError } from './app-error';

export const closureKinds = ['feriado', 'recesso'] as const;
export type ClosureKind = (typeof closureKinds)[number];

const closureFields = z.strictObject({
  kind: z.enum(closureKinds),
  /** The holiday's name ('Natal') or the reason of the range ('Recesso'). */
  reason: textOf(limits.shortText, 1).refine((v) => notBlankPattern.test(v), 'Informe o motivo.'),
  startDate: isoDate,
  endDate: isoDate,
  /** false once reopened (the toggle off): nothing is deleted. */
  active: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

const ordered = <T extends z.ZodType<z.infer<typeof closureFields>>>(schema: T) =>
  schema.refine((c) => c.startDate <= c.endDate, {
    message: 'A data final deve ser igual ou posterior à inicial.',
    path: ['endDate'],
  });

export const closureSchema = ordered(closureFields);
export type Closure = z.infer<typeof closureSchema>;
export const storedClosureSchema = ordered(closureFields.extend(authorshipShape));
export type StoredClosure = z.infer<typeof storedClosureSchema>;

/** How every view names a closed day: 'Feriado: Natal', 'Recesso'. */
export const closureLabel = (closure: Pick<Closure, 'kind' | 'reason'>): string =>
  closure.kind === 'feriado' ? `Feriado: ${closure.reason}` : closure.reason;

/** Why a class cannot be moved to `date` ('Remarcar' and a drag in Grade). */
export const closedDayText = (date: string, closure: Pick<Closure, 'kind' | 'reason'>): string =>
  `${formatDateBR(date)}: ${closureLabel(closure)}. Escolha outro dia.`;

/**
 * The active closure covering `date`, if any: a holiday before a range around it (Natal inside the
 * recess shows as 'Feriado: Natal' whatever order the closures come in).
 */
export function closureOn<T extends Closure>(closures: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const c of closures) {
    if (!c.active || date < c.startDate || c.endDate < date) continue;
    if (c.kind === 'feriado') return c;
    found ??= c;
  }
  return found;
}

/** A closure's dates as people read them: '25/12/2026', '21/12/2026 a 03/01/2027' (or as `format` writes a day). */
export const closureDates = (
  { startDate, endDate }: Pick<Closure, 'startDate' | 'endDate'>,
  format: (iso: string) => string = formatDateBR,
): string => (startDate === endDate ? format(startDate) : `${format(startDate)} a ${format(endDate)}`);

/** What reopening a closure leaves closed: the other closures over some of its days, and whether over all. */
export interface KeptClosed<T> {
  by: T[];
  every: boolean;
}

/**
 * Reopening closure `id` over its dates: the other active closures that keep some of those days
 * closed (Natal switched off inside the recess stays closed, with its credits still taken back).
 */
export function keptClosed<T extends Closure & { id: string }>(
  closures: readonly T[],
  { id, startDate, endDate }: { id: string; startDate: string; endDate: string },
): KeptClosed<T> {
  const others = closures.filter((c) => c.id !== id && c.active && c.startDate <= endDate && startDate <= c.endDate);
  const by = new Set<T>();
  let every = true;
  for (let day = startDate; day <= endDate && others.length > 0; day = addDaysIso(day, 1)) {
    const closure = closureOn(others, day);
    if (closure) by.add(closure);
    else every = false;
  }
  return { by: [...by], every: every && by.size > 0 };
}

/** Days in a row closed by the same closure. */
export interface ClosedRun<T> {
  startDate: string;
  endDate: string;
  closure: T;
}

/**
 * The closed days of consecutive `days` (as a month's view holds them), one run per closure in a row:
 * the recess is one line ('21/12 a 31/12 Recesso'), Natal inside it another between two of its runs.
 */
export function closedRuns<T>(days: readonly { date: string; closure: T | null }[]): ClosedRun<T>[] {
  const runs: ClosedRun<T>[] = [];
  let last: ClosedRun<T> | undefined;
  for (const { date, closure } of days) {
    if (closure !== null && last?.closure === closure && addDaysIso(last.endDate, 1) === date) last.endDate = date;
    else if (closure !== null) runs.push((last = { startDate: date, endDate: date, closure }));
  }
  return runs;
}

/** The id of a holiday's closure: one per date, so toggling it twice never makes two. */
export const holidayClosureId = (date: string) => `feriado-${date}`;

/**
 * Closing or reopening the studio while this device is offline: which credits and make-up bookings its
 * days hold is known only to the server (this device's cache lacks those of other devices), so nothing
 * is written rather than a closure that would leave some of them as they were.
 */
export class ClosureOfflineError extends AppError {
  constructor() {
    super('ClosureOfflineError', 'salus/closure-offline', 'Fechamento sem conexão');
  }
}
