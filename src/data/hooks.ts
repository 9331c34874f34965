// Live data for screens: each hook subscribes while mounted and unsubscribes on unmount.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLive, type Live } from './live';
import { pendingSaves, subscribeLateFailures, subscribePendingSaves, type LateFailure } from './save';
import { instructorsRepo, type InstructorRecord } from './instructors-repo';
import { paymentsRepo, type PaymentRecord } from './payments-repo';
import { subscribeSchedules, type ScheduleRecord } from './schedules-repo';
import { studentsRepo, type StudentRecord } from './students-repo';
import { subscribePendingUsers, subscribeUsers, type UserRecord } from './users-repo';

const none: never[] = [];

export const useStudents = (): Live<StudentRecord[]> => useLive(studentsRepo.subscribe, 'students', none);
export const useInstructors = (): Live<InstructorRecord[]> => useLive(instructorsRepo.subscribe, 'instructors', none);
export const usePayments = (): Live<PaymentRecord[]> => useLive(paymentsRepo.subscribe, 'payments', none);
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
