// 'Gerar mensalidades' (issue 17): a month's dues in one action — one pending payment per active
// student on a monthly plan (frequencia other than 'avulsa') with a fee, due on the student's day
// (clamped to the month's last day; the studio's default day when empty). A due's id is derived from
// its month and student, so generating twice, on two devices or offline then online creates nothing
// twice (the rules refuse to overwrite an existing payment as if it were new). A student with a payment
// already due in the month (recorded by hand, e.g. before the studio used this action) or registered
// after it is not charged again.
import { shiftMonth } from './closing';
import { monthDayIso, todayIso } from './dates';
import type { Frequencia, PaymentMethod } from './enums';
import { paidFor, type Payment } from './payment';
import type { Student } from './student';
import { docIdPattern } from './fields';

export type Month = string; // 'YYYY-MM'

/** What the dues need of a student's fees (the admin's fields, DESIGN.md "Fees are set by admins"). */
export interface DueFees {
  valorMensalidade: number;
  formaPagamento: PaymentMethod | '';
  dataVencimento: string;
  frequencia: Frequencia | '';
}

type DueStudent = Pick<Student, 'nome' | 'active' | 'disciplina' | 'createdAt'> & { id: string };

/** What a month already holds: the ids of its generated dues, and the students with any payment due in it. */
export interface MonthPayments {
  dueIds: ReadonlySet<string>;
  charged: ReadonlySet<string>;
  /**
   * Read from this device's copy (offline): a payment recorded on another device may be missing. The
   * month's own dues can never be written twice (their ids); a payment recorded by hand could be.
   */
  fromCache?: boolean;
}

/** A payment due in a month, as far as 'Gerar mensalidades' looks at it. */
export interface PaymentDueInMonth {
  id: string;
  studentId: string;
  plan: Payment['plan'];
}

const generatedDueId = /^[0-9]{4}-[0-9]{2}_/;

/**
 * The students whose fee of `month` a payment due in it already stands for. Not a payment for a single
 * class (plan 'avulsa': the form asks for the class's date as its due date), nor another month's
 * generated due whose date was moved into this one (an extension): neither is this month's fee.
 */
export function chargedIn(month: Month, payments: readonly PaymentDueInMonth[]): Set<string> {
  const standsForFee = (p: PaymentDueInMonth) =>
    p.plan !== 'avulsa' && (!generatedDueId.test(p.id) || p.id.startsWith(`${month}_`));
  return new Set(payments.filter(standsForFee).map((p) => p.studentId));
}

/** The id of a student's due of `month`: '2026-11_<studentId>' (its Pix txid: '2611<studentId>'). */
export const monthlyDueId = (studentId: string, month: Month): string => `${month}_${studentId}`;

/** The month of `today` ('2026-11-24' → '2026-11'). */
export const monthOfDay = (iso: string): Month => iso.slice(0, 7);

/** The due date in `month`: the student's day, or the studio's default day, clamped to the month's length. */
export function dueDateIn(month: Month, dueDay: string, defaultDay: number): string {
  const day = dueDay === '' ? defaultDay : Number(dueDay);
  return monthDayIso(`${month}-01`, 0, day);
}

const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** 'novembro de 2026'. */
export function monthLabel(month: Month): string {
  const [year, m] = month.split('-');
  return `${monthNames[Number(m) - 1] ?? m} de ${year}`;
}

/**
 * How Relatórios names a closing's month: 'junho de 2025' — and, while that month is still under way,
 * 'junho de 2025, até 15/06', so a month half gone is not read as closed (on screen, paper and CSV).
 */
export function closingMonthLabel(month: Month, today: string): string {
  const [, m, d] = today.split('-');
  return today.startsWith(month) ? `${monthLabel(month)}, até ${d}/${m}` : monthLabel(month);
}

export interface DuesPlan {
  dues: (Payment & { id: string })[];
  total: number;
  /** Students left out, by reason: due generated, another payment due in the month, registered later. */
  skipped: { existing: number; recorded: number; noFee: number; avulsa: number; later: number };
  /**
   * Those with another payment due in the month, to check before generating: each is left out unless
   * the admin includes them (that payment was not the month's fee: a class, another month's fee).
   */
  recorded: { id: string; nome: string }[];
  /** Students registered during the month, charged in full (their first due may deserve pro-rating). */
  joinedInMonth: number;
}

/**
 * The dues to create for `month`: active students on a monthly plan with a fee above 0, registered by
 * the month's end, with no payment due in that month yet (`existing`) — or one the admin says was not
 * the month's fee (`include`). A student registered during the month is never due before the day of
 * registering. `now` stamps them.
 */
export function planMonthlyDues(
  students: readonly DueStudent[],
  feesOf: (studentId: string) => DueFees | undefined,
  month: Month,
  existing: MonthPayments,
  defaultDay: number,
  now: number,
  include: ReadonlySet<string> = new Set(),
): DuesPlan {
  const plan: DuesPlan = {
    dues: [],
    total: 0,
    skipped: { existing: 0, recorded: 0, noFee: 0, avulsa: 0, later: 0 },
    recorded: [],
    joinedInMonth: 0,
  };
  const lastDay = monthDayIso(`${month}-01`, 0, 31);
  let cents = 0;
  for (const student of students) {
    if (!student.active) continue;
    const joined = todayIso(student.createdAt);
    if (joined > lastDay) {
      plan.skipped.later += 1;
      continue;
    }
    const fees = feesOf(student.id);
    if (fees?.frequencia === 'avulsa') {
      plan.skipped.avulsa += 1;
      continue;
    }
    if (!fees || !(fees.valorMensalidade > 0)) {
      plan.skipped.noFee += 1;
      continue;
    }
    const id = monthlyDueId(student.id, month);
    if (!docIdPattern.test(id)) continue; // a student id too long to carry a month: never made by the app
    if (existing.dueIds.has(id)) {
      plan.skipped.existing += 1;
      continue;
    }
    if (existing.charged.has(student.id)) {
      plan.recorded.push({ id: student.id, nome: student.nome });
      if (!include.has(student.id)) {
        plan.skipped.recorded += 1;
        continue;
      }
    }
    const newcomer = monthOfDay(joined) === month;
    if (newcomer) plan.joinedInMonth += 1;
    const day = dueDateIn(month, fees.dataVencimento, defaultDay);
    const dueDate = newcomer && joined > day ? joined : day;
    plan.dues.push({
      id,
      studentId: student.id,
      amount: fees.valorMensalidade,
      paymentDate: dueDate,
      dueDate,
      status: 'pending',
      paymentMethod: fees.formaPagamento,
      notes: `Mensalidade de ${monthLabel(month)}`,
      ...paidFor({ disciplina: student.disciplina, frequencia: fees.frequencia }),
      createdAt: now,
      updatedAt: now,
    });
    cents += Math.round(fees.valorMensalidade * 100);
  }
  plan.total = cents / 100;
  return plan;
}

/**
 * The latest due date among a student's payments of a fee (not those of a single class, plan
 * 'avulsa'), whatever order they were recorded in; undefined when none.
 */
export function latestFeeDue(payments: readonly Pick<Payment, 'dueDate' | 'plan'>[]): string | undefined {
  let latest: string | undefined;
  for (const p of payments) if (p.plan !== 'avulsa' && (latest === undefined || p.dueDate > latest)) latest = p.dueDate;
  return latest;
}

/**
 * Whether a due in the month the student joined (`joined`, a day) would be their first fee: none of
 * their `other` payments is a fee (a single class is not) due in that month or before.
 */
export const isFirstFee = (other: readonly Pick<Payment, 'dueDate' | 'plan'>[], joined: string): boolean =>
  !other.some((p) => p.plan !== 'avulsa' && monthOfDay(p.dueDate) <= monthOfDay(joined));

/**
 * The due date a new payment proposes (the form's 'Vencimento', never imposed): for a monthly plan,
 * the student's day in the month after `lastDueDate` (their latest fee due, latestFeeDue) — a fee paid
 * in advance is next month's, so 'Gerar mensalidades' does not charge that month again — and never before this
 * month; a first payment's is this month's (from the day they joined, if later) — also for a student
 * who joined this month with no fee due by it (`first`, isFirstFee) whose next month's fee was generated
 * already. A single class, a student with neither frequência nor fee, or one whose fees could not be
 * read, is due today.
 */
export function proposedDueDate(
  fees: Pick<DueFees, 'frequencia' | 'dataVencimento' | 'valorMensalidade'> | null,
  lastDueDate: string | undefined,
  joined: string,
  today: string,
  defaultDay: number,
  first = false,
): string {
  // No frequência on file is charged monthly when there is a fee, as 'Gerar mensalidades' charges it
  // (planMonthlyDues); with none, such a student pays as they come.
  if (!fees || fees.frequencia === 'avulsa') return today;
  if (fees.frequencia === '' && !(fees.valorMensalidade > 0)) return today;
  const month = monthOfDay(today);
  if (lastDueDate && !(first && monthOfDay(joined) === month)) {
    const next = shiftMonth(monthOfDay(lastDueDate), 1);
    return dueDateIn(next > month ? next : month, fees.dataVencimento, defaultDay);
  }
  const due = dueDateIn(month, fees.dataVencimento, defaultDay);
  return monthOfDay(joined) === month && joined > due ? joined : due;
}

/**
 * A first due for a student who joined mid-month (a proposal shown in the payment form, never imposed):
 * the fee for the days from the join date to the month's end. null when the student joined on the 1st
 * or in another month than the due's (`dueIn`, a day of it), is not on a monthly plan, or has no fee.
 */
export function proratedFirstDue(
  fees: Pick<DueFees, 'valorMensalidade' | 'frequencia'>,
  joined: string,
  dueIn: string,
): { amount: number; days: number; daysInMonth: number } | null {
  if (fees.frequencia === 'avulsa' || !(fees.valorMensalidade > 0)) return null;
  if (monthOfDay(joined) !== monthOfDay(dueIn)) return null;
  const day = Number(joined.slice(8, 10));
  if (day <= 1) return null;
  const daysInMonth = Number(monthDayIso(joined, 0, 31).slice(8, 10));
  const days = daysInMonth - day + 1;
  // In whole cents first: R$ 259,90 × 7/28 is 64,975 → R$ 64,98 (in reais, 64,97499… rounded down).
  const cents = Math.round((Math.round(fees.valorMensalidade * 100) * days) / daysInMonth);
  return { amount: cents / 100, days, daysInMonth };
}
