// Relatórios (SPEC 2.11): counters and lists from the students and their payment summaries, for the
// studio's `today` and a registration period (students by createdAt, São Paulo dates).
import { todayIso } from './dates';
import { paymentRows, type PaymentRow } from './payment-rows';
import { summaryReportStatus, type PaymentSummary } from './payment-summary';
import { byName } from './search';
import type { PaymentStatus } from './enums';
import type { Student } from './student';

export interface Period {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

type StudentRecord = Student & { id: string };

export const registeredIn = (student: Pick<Student, 'createdAt'>, period: Period): boolean => {
  const day = todayIso(student.createdAt);
  return day >= period.from && day <= period.to;
};

export interface ReportCounts {
  active: number;
  inactive: number;
  newInPeriod: number;
  /** Active students by the status of their latest payment (SPEC 4, reports rule); none: no payment. */
  byLatest: Record<PaymentStatus | 'none', number>;
}

export function reportCounts(
  students: readonly StudentRecord[],
  summaries: ReadonlyMap<string, PaymentSummary>,
  today: string,
  period: Period,
): ReportCounts {
  const byLatest = { paid: 0, pending: 0, overdue: 0, none: 0 };
  let active = 0;
  for (const s of students) {
    if (!s.active) continue;
    active += 1;
    byLatest[summaryReportStatus(summaries.get(s.id), today) ?? 'none'] += 1;
  }
  return {
    active,
    inactive: students.length - active,
    newInPeriod: students.filter((s) => registeredIn(s, period)).length,
    byLatest,
  };
}

/** A student as the lists name them: one who left marked '(inativo)' (still owing, or absent before leaving). */
export const listedName = (student: Pick<Student, 'nome' | 'active'>): string =>
  student.active ? student.nome : `${student.nome} (inativo)`;

export interface ReportLists<S extends StudentRecord = StudentRecord> {
  /** Late (SPEC 4, payments rule), with what is open and since when; who left owing too. */
  overdue: PaymentRow[];
  withoutPayments: PaymentRow[];
  newInPeriod: S[];
}

export function reportLists<S extends StudentRecord>(
  students: readonly S[],
  summaries: ReadonlyMap<string, PaymentSummary>,
  today: string,
  period: Period,
): ReportLists<S> {
  // Who left with a due unpaid still owes it: inactivating a student does not touch their payments.
  const rows = paymentRows(students, summaries, today);
  return {
    overdue: rows
      .filter((r) => r.status === 'overdue')
      .sort((a, b) => (a.open?.dueDate ?? '').localeCompare(b.open?.dueDate ?? '') || byName.compare(a.nome, b.nome)),
    withoutPayments: rows
      .filter((r) => r.student.active && r.status === 'none')
      .sort((a, b) => byName.compare(a.nome, b.nome)),
    newInPeriod: students.filter((s) => registeredIn(s, period)).sort((a, b) => b.createdAt - a.createdAt),
  };
}
