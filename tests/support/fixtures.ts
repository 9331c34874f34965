// Complete, valid documents in the shape the app writes: the domain's samples, stamped now.
import { samplePayment, sampleSchedule, sampleStudent } from '../../src/domain/test-helpers';
import type { Payment } from '../../src/domain/payment';
import type { Schedule } from '../../src/domain/schedule';
import type { Student } from '../../src/domain/student';

const stamped = () => ({ createdAt: Date.now(), updatedAt: Date.now() });

export const student = (overrides: Partial<Student> = {}): Student => ({
  ...sampleStudent,
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
