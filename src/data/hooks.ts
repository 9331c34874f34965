// Live data for screens: each hook subscribes while mounted and unsubscribes on unmount.
import { useLive, type Live } from './live';
import { instructorsRepo, type InstructorRecord } from './instructors-repo';
import { paymentsRepo, type PaymentRecord } from './payments-repo';
import { subscribeSchedules, type ScheduleRecord } from './schedules-repo';
import { studentsRepo, type StudentRecord } from './students-repo';
import { subscribeUsers, type UserRecord } from './users-repo';

const none: never[] = [];

export const useStudents = (): Live<StudentRecord[]> => useLive(studentsRepo.subscribe, 'students', none);
export const useInstructors = (): Live<InstructorRecord[]> => useLive(instructorsRepo.subscribe, 'instructors', none);
export const usePayments = (): Live<PaymentRecord[]> => useLive(paymentsRepo.subscribe, 'payments', none);
export const useSchedules = (): Live<ScheduleRecord[]> => useLive(subscribeSchedules, 'schedules', none);
export const useUsers = (): Live<UserRecord[]> => useLive(subscribeUsers, 'users', none);
