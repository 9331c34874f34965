// Shared by the agenda's screen tests: the clock at the fixtures' Monday, the screen at a URL, and
// reading what it shows. (Each test file declares its own vi.mock calls: vitest hoists them per file.)
import { afterEach, beforeEach, vi } from 'vitest';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import { now, withData } from './agenda-fixtures';
import { AgendaScreen } from './agenda-screen';

/** Every test at the fixtures' Monday 23 Nov 2026, 12:00 in São Paulo, with their classes and people. */
export function setUpAgendaTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    withData();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });
}

export const openAgenda = (url: string = paths.dashboard) => renderAdmin(<AgendaScreen />, { url });

/** The query string the screen keeps its state in. */
export const queryOf = (router: ReturnType<typeof openAgenda>['router']) => router.state.location.search;

/** The text of each class shown in `container`. */
export const classTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-agenda-class]')].map((el) => el.textContent);
