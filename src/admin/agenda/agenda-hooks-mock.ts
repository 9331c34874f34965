// What the agenda's component tests put in place of data/hooks (agenda-fixtures.ts gives the answers):
//   vi.mock('../../data/hooks', () => import('./agenda-hooks-mock'));
import { vi } from 'vitest';

export const useSchedules = vi.fn();
export const useInstructors = vi.fn();
export const useStudents = vi.fn();
export const useStudentNames = vi.fn();
export const preload = { studentNames: vi.fn() };
