// What the agenda's component tests put in place of data/schedules-repo (the saves are checked by call):
//   vi.mock('<path>/data/schedules-repo', () => import('<path>/agenda/schedules-repo-mock'));
import { vi } from 'vitest';

export const addSchedule = vi.fn();
export const updateSchedule = vi.fn();
export const setScheduleActive = vi.fn();
export const reactivateSchedule = vi.fn();
export const restoreSchedule = vi.fn();
export const scheduleHistory = vi.fn();
