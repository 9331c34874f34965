// What the tests of Relatórios put in place of data/hooks (reports-test-setup.tsx gives the answers):
//   vi.mock('../../data/hooks', () => import('./reports-hooks-mock'));
import { vi } from 'vitest';

export const useStudents = vi.fn();
export const usePaymentSummaries = vi.fn();
export const usePaymentsBetween = vi.fn();
export const usePendingDue = vi.fn();
export const useActiveCount = vi.fn();
export const useMonthlyRevenue = vi.fn();
export const useStudentPayments = vi.fn();
export const useSchedules = vi.fn();
export const useInstructors = vi.fn();
