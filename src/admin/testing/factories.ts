// Records for component tests: the domain's complete samples with an id, overridable field by field.
import type { CreditRecord } from '../../data/credits-repo';
import type { InstructorRecord } from '../../data/instructors-repo';
import type { Live } from '../../data/live';
import type { PaymentRecord } from '../../data/payments-repo';
import type { ScheduleRecord } from '../../data/schedules-repo';
import type { StudentPrivateRecord, StudentRecord } from '../../data/students-repo';
import type { FullStudent } from '../../domain/student-private';
import type { UserRecord } from '../../data/users-repo';
import {
  sampleAuthorship,
  sampleInstructor,
  samplePayment,
  sampleSchedule,
  sampleStudent,
  sampleStudentPrivate,
} from '../../domain/test-helpers';
import { creditIdOf, newCredit } from '../../domain/credit';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export const aStudent = (overrides: Partial<StudentRecord> = {}): StudentRecord => ({
  ...sampleStudent,
  ...sampleAuthorship,
  id: nextId('student'),
  ...overrides,
});

/** A student's private document (CPF, address, plan, fees), as an admin reads it. */
export const aStudentPrivate = (overrides: Partial<StudentPrivateRecord> = {}): StudentPrivateRecord => ({
  ...sampleStudentPrivate,
  ...sampleAuthorship,
  id: nextId('student'),
  ...overrides,
});

/** A whole student with an id (record + private part), as the admin's form and the printed documents see it. */
export const aFullStudent = (overrides: Partial<FullStudent & { id: string }> = {}): FullStudent & { id: string } => ({
  ...sampleStudentPrivate,
  ...sampleStudent,
  id: nextId('student'),
  ...overrides,
});

export const anInstructor = (overrides: Partial<InstructorRecord> = {}): InstructorRecord => ({
  ...sampleInstructor,
  ...sampleAuthorship,
  disciplinas: [...sampleInstructor.disciplinas],
  id: nextId('instructor'),
  ...overrides,
});

export const aSchedule = (overrides: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  ...sampleSchedule,
  ...sampleAuthorship,
  studentIds: [...sampleSchedule.studentIds],
  days: [...sampleSchedule.days],
  id: nextId('schedule'),
  ...overrides,
});

export const aPayment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  ...samplePayment,
  ...sampleAuthorship,
  id: nextId('payment'),
  ...overrides,
});

/** A stored make-up credit of the class `of` names, valid 30 days, with `overrides` (e.g. its booking). */
export const aCredit = (of: Parameters<typeof newCredit>[0], overrides: Partial<CreditRecord> = {}): CreditRecord => ({
  ...newCredit(of, 30, 0),
  ...sampleAuthorship,
  id: creditIdOf(of.scheduleId, of.date, of.studentId),
  ...overrides,
});

export const aUser = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: nextId('uid'),
  nome: 'Carla Nunes',
  cpf: '529.982.247-25',
  telefone: '(48) 99999-0000',
  email: 'carla@salus.test',
  role: 'instrutor',
  active: true,
  createdAt: 1718000000000,
  ...overrides,
});

/** What a faked live hook returns: loaded data, or loading / a failure / unreadable records. */
export function live<T>(data: T, state: Partial<Omit<Live<T>, 'data'>> = {}): Live<T> {
  return { data, loading: false, error: null, unreadable: 0, ...state };
}
