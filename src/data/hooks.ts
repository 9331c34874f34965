// Live data for screens: each hook holds a shared subscription while mounted (live.ts). A screen's
// route may start the same subscriptions before the screen's code has arrived (`preload…` below).
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromServerWhileOnline } from './server-answer';
import { afterLive, preloadLive, useLive, type Live, type Subscribe } from './live';
import { useRead } from './use-read';
import { signedInUid } from './firebase';
import {
  instructorsRepo,
  loadInstructorPrivate,
  type InstructorPrivateRecord,
  type InstructorRecord,
} from './instructors-repo';
import type { PaymentRecord } from './payments-repo';
import { subscribePaymentSummaries, subscribeStudentPayments, summariesKey } from './payment-ledger';
import { countActive, monthlyRevenue, subscribePaymentsBetween, subscribePendingDue } from './reports-repo';
import type { DueFees } from '../domain/monthly-dues';
import type { PaymentSummary } from '../domain/payment-summary';
import { subscribeSchedules, type ScheduleRecord } from './schedules-repo';
import { subscribeStudentNames } from './student-names';
import {
  loadAllStudentPrivate,
  loadStudentPrivate,
  studentsRepo,
  type StudentPrivateRecord,
  type StudentRecord,
} from './students-repo';
import { subscribeUserChanges, subscribeUsers, type UserChangeRecord, type UserRecord } from './users-repo';

const none: never[] = [];
const noSummaries = new Map<string, PaymentSummary>();
const noNames: ReadonlyMap<string, string> = new Map();

/** A subscription a hook shows and a route may start early: what it is, its key, its empty value. */
interface Source<T> {
  subscribe: Subscribe<T>;
  key: string;
  initial: T;
}
const source = <T>(subscribe: Subscribe<T>, key: string, initial: T): Source<T> => ({ subscribe, key, initial });
const use = <T>({ subscribe, key, initial }: Source<T>): Live<T> => useLive(subscribe, key, initial);

const students = source<StudentRecord[]>(studentsRepo.subscribe, 'students', none);
const instructors = source<InstructorRecord[]>(instructorsRepo.subscribe, 'instructors', none);
const summaries = source(subscribePaymentSummaries, summariesKey, noSummaries);
const schedules = source<ScheduleRecord[]>(subscribeSchedules, 'schedules', none);
const users = source<UserRecord[]>(subscribeUsers, 'users', none);
const paymentsBetween = (from: string, to: string) =>
  source<PaymentRecord[]>(
    (onData, onError) => subscribePaymentsBetween(from, to, onData, onError),
    `paid:${from}:${to}`,
    none,
  );
const pendingDue = (from: string, to: string) =>
  source<PaymentRecord[]>(
    (onData, onError) => subscribePendingDue(from, to, onData, onError),
    `due:${from}:${to}`,
    none,
  );

/** Every student; `active` false subscribes to nothing (a screen that may not need them yet). */
export const useStudents = (active = true): Live<StudentRecord[]> =>
  useLive(active ? students.subscribe : null, students.key, students.initial);

/**
 * The names (id → nome) of the students `ids`, live, read by id: a view that names a few students
 * (the agenda's day, a class's roll call) does not read all of a busy studio's. None asked: nothing read.
 */
export function useStudentNames(ids: readonly string[]): Live<ReadonlyMap<string, string>> {
  const many = readsEveryStudent(ids);
  const names = many ? null : studentNames(ids);
  const byId = useLive(names ? names.subscribe : null, names?.key ?? 'student-names:', noNames);
  const everyone = useStudents(many);
  const all = useMemo(() => new Map(everyone.data.map((s) => [s.id, s.nome])), [everyone.data]);
  return many ? { ...everyone, data: all } : byId;
}
/**
 * Above this many ids (e.g. Dia's 'Mostrar todas'), one query of every student costs less than some
 * twenty of 30 ids each, read again whenever the set changes.
 */
const MAX_NAMES_BY_ID = 150;
const readsEveryStudent = (ids: readonly string[]) => new Set(ids).size > MAX_NAMES_BY_ID;
function studentNames(ids: readonly string[]): Source<ReadonlyMap<string, string>> | null {
  const wanted = [...new Set(ids)].sort();
  return wanted.length > 0 ? source(subscribeStudentNames(wanted), `student-names:${wanted.join(',')}`, noNames) : null;
}

/**
 * Each student's fees by id ('Gerar mensalidades'): the private documents (admins only), read once per
 * mount — one query, not a lingering subscription of everyone's CPF and address. Online, the server's
 * answer: a slow server's cached one holds only the students this device opened (`onWaiting` hears of it).
 */
export function useStudentFees(onWaiting?: () => void): Live<ReadonlyMap<string, DueFees>> & {
  unreadableIds: readonly string[];
  fromCache: boolean;
} {
  const all = useRead(() => fromServerWhileOnline(loadAllStudentPrivate, onWaiting), 'studentPrivate:all', null);
  const data = useMemo(
    () =>
      new Map(
        [...(all.data?.byId.values() ?? [])].map((d) => [
          d.id,
          {
            valorMensalidade: d.valorMensalidade,
            formaPagamento: d.formaPagamento,
            dataVencimento: d.dataVencimento,
            frequencia: d.frequencia,
          },
        ]),
      ),
    [all.data],
  );
  return {
    ...all,
    data,
    unreadable: all.data?.unreadable ?? 0,
    unreadableIds: all.data?.unreadableIds ?? none,
    fromCache: all.data?.fromCache ?? false,
  };
}
export const useInstructors = (): Live<InstructorRecord[]> => use(instructors);
/**
 * One student's private document (CPF, address, plan, fees), read once per mount while `studentId` is
 * set — admins only (the rules refuse everyone else). data null: the student has none yet.
 */
export const useStudentPrivate = (studentId: string | null): Live<StudentPrivateRecord | null> =>
  useRead(studentId ? () => loadStudentPrivate(studentId) : null, `studentPrivate:${studentId ?? ''}`, null);
/** One instructor's private document (home address), read once per mount while `instructorId` is set. */
export const useInstructorPrivate = (instructorId: string | null): Live<InstructorPrivateRecord | null> =>
  useRead(
    instructorId ? () => loadInstructorPrivate(instructorId) : null,
    `instructorPrivate:${instructorId ?? ''}`,
    null,
  );
/** Every student's payment summary, by student id (admins only). */
export const usePaymentSummaries = (): Live<Map<string, PaymentSummary>> => use(summaries);
export const useSchedules = (): Live<ScheduleRecord[]> => use(schedules);
export const useUsers = (): Live<UserRecord[]> => use(users);
const noChanges: UserChangeRecord[] = [];
/** Who created, approved, revoked, promoted or corrected a profile, newest first (admins only). */
export const useUserChanges = (uid: string): Live<UserChangeRecord[]> =>
  useLive<UserChangeRecord[]>(
    (onData, onError) => subscribeUserChanges(uid, onData, onError),
    `userChanges:${uid}`,
    noChanges,
  );
/** Payments whose paymentDate lies between two dates (Relatórios: the months shown). */
export const usePaymentsBetween = (from: string, to: string): Live<PaymentRecord[]> => use(paymentsBetween(from, to));
/** Pending payments due between two dates. */
export const usePendingDue = (from: string, to: string): Live<PaymentRecord[]> => use(pendingDue(from, to));

/**
 * What a screen is about to show, started while its code downloads (its route's loader calls this).
 * Only with a session on this device: without one the screen is not shown and the rules refuse.
 */
export const preload = {
  students: () => start(students),
  instructors: () => start(instructors),
  paymentSummaries: () => start(summaries),
  /** `then`: called once with the first whole answer, e.g. to read what depends on it. */
  schedules: (then?: (list: ScheduleRecord[]) => void) =>
    void signedInUid().then(
      (uid) =>
        uid &&
        (then ? afterLive(schedules.subscribe, schedules.key, then) : preloadLive(schedules.subscribe, schedules.key)),
    ),
  /** These students' names (none: nothing read). */
  studentNames: (ids: readonly string[]) => startStudentNames(ids),
  users: () => start(users),
  paymentsBetween: (from: string, to: string) => start(paymentsBetween(from, to)),
  pendingDue: (from: string, to: string) => start(pendingDue(from, to)),
};
/** As useStudentNames reads them: by id, or every student above MAX_NAMES_BY_ID. */
function startStudentNames(ids: readonly string[]): void {
  if (readsEveryStudent(ids)) return start(students);
  const names = studentNames(ids);
  if (names) start(names);
}
function start<T>({ subscribe, key }: Source<T>): void {
  void signedInUid().then((uid) => uid && preloadLive(subscribe, key));
}

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

/** How many instructors or schedules are active (one aggregation, read once per mount); null until known. */
export function useActiveCount(name: 'instructors' | 'schedules', today: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    countActive(name, today).then(
      (value) => live && setCount(value),
      () => undefined, // offline: the counter stays '—'
    );
    return () => {
      live = false;
    };
  }, [name, today]);
  return count;
}
/**
 * Revenue of each month (`months` as 'YYYY-MM'), summed by the server: null until known, 'failed'
 * when the server could not sum them (offline, refused) — no chart rather than a wrong one.
 */
export function useMonthlyRevenue(months: readonly string[]): number[] | null | 'failed' {
  const key = months.join(',');
  const [state, setState] = useState<{ key: string; totals: number[] | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    const ranges = key.split(',').map((m) => ({ from: `${m}-01`, to: `${m}-31` }));
    monthlyRevenue(ranges).then(
      (totals) => live && setState({ key, totals }),
      () => live && setState({ key, totals: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.totals : null;
}
