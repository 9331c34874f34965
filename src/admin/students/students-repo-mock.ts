// What the Alunos component tests put in place of data/students-repo:
//   vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
import { vi } from 'vitest';

export const studentsRepo = { add: vi.fn(), update: vi.fn(), load: vi.fn(), history: vi.fn(), restore: vi.fn() };
export const studentPrivateRepo = { part: vi.fn(), save: vi.fn(), load: vi.fn(), history: vi.fn(), restore: vi.fn() };
export const setStudentActive = vi.fn();
