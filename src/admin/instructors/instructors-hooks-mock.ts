// What the Instrutores component tests put in place of data/hooks:
//   vi.mock('../../data/hooks', () => import('./instructors-hooks-mock'));
// Inativar names the classes an instructor still gives (none unless a test says).
import { vi } from 'vitest';
import { live } from '../testing/factories';

export const useInstructors = vi.fn();
export const useInstructorPrivate = vi.fn();
export const useUsers = vi.fn();
export const useSchedules = vi.fn(() => live([]));
