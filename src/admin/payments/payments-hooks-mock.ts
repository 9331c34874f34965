// What Pagamentos' component tests put in place of data/hooks (payments-test-setup.tsx gives the answers):
//   vi.mock('../../data/hooks', () => import('./payments-hooks-mock'));
import { vi } from 'vitest';

export const useStudents = vi.fn();
export const usePaymentSummaries = vi.fn();
export const useStudentPayments = vi.fn();
export const useStudentPrivate = vi.fn();
export const useStudentFees = vi.fn();
