// Live data for screens: each hook subscribes while mounted and unsubscribes on unmount.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { once, useLive, type Live } from './live';
import { pendingSaves, subscribeLateFailures, subscribePendingSaves, type LateFailure } from './save';
import {
  instructorsRepo,
  loadInstructorPrivate,
  type InstructorPrivateRecord,
  type InstructorRecord,
} from './instructors-repo';
import { paymentsRepo, type PaymentRecord } from './payments-repo';
import { subscribePaymentSummaries, subscribeStudentPayments } from './payment-ledger';
import { countActive, monthlyRevenue, subscribePaymentsBetween, subscribePendingDue } from './reports-repo';
import type { PaymentSummary } from '../domain/payment-summary';
import { subscribeSchedules, type ScheduleRecord } from './schedules-repo';
import { loadStudentPrivate, studentsRepo, type StudentPrivateRecord, type StudentRecord } from './students-repo';
import { subscribePendingUsers, subscribeUsers, type UserRecord } from './users-repo';

const none: never[] = [];
const noSummaries = new Map<string, PaymentSummary>();

export const useStudents = (): Live<StudentRecord[]> => useLive(studentsRepo.subscribe, 'students', none);
export const useInstructors = (): Live<InstructorRecord[]> => useLive(instructorsRepo.subscribe, 'instructors', none);
/**
 * One student's private document (CPF, address, plan, fees), read once while `studentId` is set —
 * admins only (the rules refuse everyone else). data null: the student has none yet.
 */
export const useStudentPrivate = (studentId: string | null): Live<StudentPrivateRecord | null> =>
  useLive(studentId ? once(() => loadStudentPrivate(studentId)) : null, `studentPrivate:${studentId ?? ''}`, null);
/** One instructor's private document (home address), read once while `instructorId` is set (admins). */
export const useInstructorPrivate = (instructorId: string | null): Live<InstructorPrivateRecord | null> =>
  useLive(
    instructorId ? once(() => loadInstructorPrivate(instructorId)) : null,
    `instructorPrivate:${instructorId ?? ''}`,
    null,
  );
export const usePayments = (): Live<PaymentRecord[]> => useLive(paymentsRepo.subscribe, 'payments', none);
/** Every student's payment summary, by student id (admins only). */
export const usePaymentSummaries = (): Live<Map<string, PaymentSummary>> =>
  useLive(subscribePaymentSummaries, 'paymentSummaries', noSummaries);

/**
 * One student's payments, newest first, while `studentId` is set; `stored` is the student's summary
 * entry as shown, repaired when the history disagrees.
 */
export function useStudentPayments(studentId: string | null, stored?: PaymentSummary): Live<PaymentRecord[]> {
  const latest = useRef(stored);
  useEffect(() => {
    latest.current = stored;
  });
  return useLive<PaymentRecord[]>(
    studentId ? (onData, onError) => subscribeStudentPayments(studentId, () => latest.current, onData, onError) : null,
    `payments:${studentId ?? ''}`,
    none,
  );
}
/** Payments whose paymentDate lies between two dates (Relatórios: the months shown). */
export const usePaymentsBetween = (from: string, to: string): Live<PaymentRecord[]> =>
  useLive<PaymentRecord[]>(
    (onData, onError) => subscribePaymentsBetween(from, to, onData, onError),
    `paid:${from}:${to}`,
    none,
  );

/** Pending payments due between two dates. */
export const usePendingDue = (from: string, to: string): Live<PaymentRecord[]> =>
  useLive<PaymentRecord[]>(
    (onData, onError) => subscribePendingDue(from, to, onData, onError),
    `due:${from}:${to}`,
    none,
  );

/** How many instructors or schedules are active (one aggregation, read once per mount); null until known. */
export function useActiveCount(name: 'instructors' | 'schedules'): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    countActive(name).then(
      (value) => live && setCount(value),
      () => undefined, // offline: the counter stays '—'
    );
    return () => {
      live = false;
    };
  }, [name]);
  return count;
}
/** Revenue of each month (`months` as 'YYYY-MM'), summed by the server; null until known or offline. */
export function useMonthlyRevenue(months: readonly string[]): number[] | null {
  const key = months.join(',');
  const [state, setState] = useState<{ key: string; totals: number[] } | null>(null);
  useEffect(() => {
    let live = true;
    const ranges = key.split(',').map((m) => ({ from: `${m}-01`, to: `${m}-31` }));
    monthlyRevenue(ranges).then(
      (totals) => live && setState({ key, totals }),
      () => undefined, // offline or refused: no chart rather than a wrong one
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.totals : null;
}
export const useSchedules = (): Live<ScheduleRecord[]> => useLive(subscribeSchedules, 'schedules', none);
export const useUsers = (): Live<UserRecord[]> => useLive(subscribeUsers, 'users', none);
/** Users waiting for approval; mount only for admins (the rules refuse everyone else). */
export const usePendingUsers = (): Live<UserRecord[]> => useLive(subscribePendingUsers, 'users:pending', none);

/** How many saves still wait for the server (e.g. made offline). */
export const usePendingSaves = (): number => useSyncExternalStore(subscribePendingSaves, pendingSaves, () => 0);

/** Calls `onFailure` when a save the user already left is refused by the server. */
export function useLateFailures(onFailure: (failure: LateFailure) => void): void {
  const latest = useRef(onFailure);
  useEffect(() => {
    latest.current = onFailure;
  });
  useEffect(() => subscribeLateFailures((failure) => latest.current(failure)), []);
}
