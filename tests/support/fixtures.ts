// Complete, valid documents in the shape the app writes: the domain's samples, stamped now.
import {
  sampleInstructor,
  sampleInstructorPrivate,
  samplePayment,
  sampleSchedule,
  sampleStudent,
  sampleStudentPrivate,
} from '../../src/domain/test-helpers';
import type { FullInstructor } from '../../src/domain/instructor-private';
import type { Payment } from '../../src/domain/payment';
import type { Schedule } from '../../src/domain/schedule';
import type { Student } from '../../src/domain/student';
import type { FullStudent } from '../../src/domain/student-private';

// One clock reading for both: the rules refuse a new record whose updatedAt is not its createdAt, and
// two readings differ whenever the millisecond turns between them.
const stamped = () => {
  const now = Date.now();
  return { createdAt: now, updatedAt: now };
};

export const student = (overrides: Partial<Student> = {}): Student => ({
  ...sampleStudent,
  ...stamped(),
  ...overrides,
});

/** A whole student (record + private part: CPF, address, plan, fees), for storeStudent. */
export const fullStudent = (overrides: Partial<FullStudent> = {}): FullStudent => ({
  ...sampleStudentPrivate,
  ...sampleStudent,
  ...stamped(),
  ...overrides,
});

/** A whole instructor (record + home address), for storeInstructor. */
export const fullInstructor = (overrides: Partial<FullInstructor> = {}): FullInstructor => ({
  ...sampleInstructorPrivate,
  ...sampleInstructor,
  disciplinas: [...sampleInstructor.disciplinas],
  ...stamped(),
  ...overrides,
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  ...samplePayment,
  ...stamped(),
  ...overrides,
});

export const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  ...sampleSchedule,
  ...stamped(),
  ...overrides,
});
