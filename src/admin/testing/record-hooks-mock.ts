// What component tests put in place of data/record-hooks: no health alerts, loaded.
//   vi.mock('<path>/data/record-hooks', () => import('<path>/testing/record-hooks-mock'));
import { vi } from 'vitest';

export const useHealthAlerts = vi.fn(() => ({ data: new Map(), loading: false, error: null, unreadable: 0 }));
