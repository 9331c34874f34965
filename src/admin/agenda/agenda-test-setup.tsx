// Shared by the agenda's screen tests: the clock at the fixtures' Monday, the screen at a URL, and
// reading what it shows. (Each test file declares its own vi.mock calls: vitest hoists them per file.)
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { blankOccurrence } from '../../domain/occurrence';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
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

/** The fixtures' Monday's occurrence of a class, with `changes`. */
export const occurrenceOf = (scheduleId: string, changes = {}) => ({
  ...blankOccurrence('2026-11-23', 0, 'carla'),
  scheduleId,
  version: 1,
  ...changes,
});

/** The agenda with the class named `name` opened in 'Detalhes do horário', and its 'Chamada'. */
export async function openClass(name: RegExp, session = sessions.admin) {
  const view = renderAdmin(<AgendaScreen />, { url: paths.dashboard, session });
  await view.user.click(screen.getByRole('button', { name }));
  const details = screen.getByRole('dialog', { name: 'Detalhes do horário' });
  return { ...view, details, chamada: within(details).getByRole('region', { name: 'Chamada' }) };
}
