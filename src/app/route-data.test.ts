import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../admin/paths';
import { preloadRoute } from './route-data';

const order: string[] = [];
let openProfile: () => void = () => undefined;

vi.mock('../data/firebase', () => ({ signedInUid: async () => 'uid-1' }));
vi.mock('../data/shell-hooks', () => ({
  preloadProfile: () =>
    new Promise<void>((resolve) => {
      openProfile = () => {
        order.push('profile');
        resolve();
      };
    }),
}));
vi.mock('../admin/reports/preload', () => ({ afterProfile: true, preloadScreen: () => order.push('reports') }));
vi.mock('../admin/students/preload', () => ({ afterProfile: undefined, preloadScreen: () => order.push('students') }));
vi.mock('../admin/reports/reports-page', () => ({ default: () => null }));
vi.mock('../admin/students/students-page', () => ({ default: () => null }));

afterEach(() => {
  order.length = 0;
});

describe('preloadRoute', () => {
  it("asks for a screen's queries at once, before the profile (the server answers in order)", async () => {
    preloadRoute(new URL(`http://127.0.0.1${paths.students}`));
    await vi.dynamicImportSettled();
    expect(order).toEqual(['students']);
  });

  it('asks for the thousands of documents of Relatórios only after the profile', async () => {
    preloadRoute(new URL(`http://127.0.0.1${paths.reports}`));
    await vi.dynamicImportSettled();
    expect(order).toEqual([]);
    openProfile();
    await vi.waitFor(() => expect(order).toEqual(['profile', 'reports']));
  });
});
