import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStudentNames } from '../../data/hooks';
import { reactivateSchedule, setScheduleActive, updateSchedule } from '../../data/schedules-repo';
import { NoActiveStudentsError, StrandedClasses } from '../../domain/class-days';
import { useClassCredits, useOccurrence } from '../../data/week-hooks';
import { setPending } from '../../data/save-status';
import { renderAdmin } from '../testing/render-admin';
import { viewport } from '../testing/viewport';
import { sessions } from '../testing/sessions';
import { blankOccurrence } from '../../domain/occurrence';
import { evening, now, withData, withWeek } from './agenda-fixtures';
import { AgendaScreen as DashboardPage } from './agenda-screen';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => import('./agenda-hooks-mock'));
vi.mock('../../data/week-hooks');
vi.mock('../../data/occurrences-repo');
vi.mock('../../data/schedules-repo', () => import('./schedules-repo-mock'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  withData([{ ...evening, startDate: '2026-08-03', endDate: null }]);
  vi.mocked(setScheduleActive).mockResolvedValue();
  vi.mocked(reactivateSchedule).mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function openDetails() {
  const view = renderAdmin(<DashboardPage />, { url: '/admin/dashboard' });
  await view.user.click(screen.getByRole('button', { name: /18:00–19:00/ }));
  return { ...view, details: screen.getByRole('dialog', { name: 'Detalhes do horário' }) };
}

describe('Detalhes do horário', { timeout: 30_000 }, () => {
  it('shows instructor, students, discipline, time, weekday names and period', async () => {
    const { details } = await openDetails();
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Instrutor: Carla Nunes',
      'Alunos: Ana Souza, João Gonçalves',
      'Disciplina: Pilates',
      'Horário: 18:00–19:00',
      'Dias: Seg, Qua',
      'Período: A partir de 03/08/2026',
    ]);
  });

  it("calls the schedule's time and days usual ones on a class 'Remarcar' moved, whose own are in its heading", async () => {
    const moved = { ...blankOccurrence('2026-11-23', 0, 'carla'), scheduleId: evening.id, version: 1, changed: true };
    withWeek({ occurrences: [{ ...moved, movedDate: '2026-11-24', movedStart: '10:00', movedEnd: '11:00' }] });
    const { user } = renderAdmin(<DashboardPage />, { url: '/admin/dashboard?data=2026-11-24' });
    await user.click(screen.getByRole('button', { name: /10:00–11:00/ }));
    const details = screen.getByRole('dialog', { name: 'Detalhes do horário' });
    expect(details).toHaveTextContent('Terça-feira, 24 de novembro, 10:00–11:00');
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toContain('Horário habitual: 18:00–19:00');
    expect(terms).toContain('Dias habituais: Seg, Qua');
  });

  it('shows in the roll call, read only, the mark of a student taken out of the class since', async () => {
    const marked = {
      ...blankOccurrence('2026-11-23', 0, 'carla'),
      scheduleId: 'evening',
      version: 1,
      attendance: { bia: 'falta' as const },
    };
    withWeek({ occurrences: [marked] });
    const { details } = await openDetails();
    expect(useStudentNames).toHaveBeenLastCalledWith(['ana', 'joao', 'bia']);
    const chamada = within(details).getByRole('region', { name: 'Chamada' });
    const bia = within(chamada).getByRole('listitem', { name: 'Beatriz Lima' });
    expect(bia).toHaveTextContent('Saiu da turma');
    expect(bia).toHaveTextContent('Falta');
    expect(within(bia).queryAllByRole('button')).toEqual([]);
  });

  it('keeps the credits of the class on its date live, for its saves made offline (tests/integration)', async () => {
    await openDetails();
    expect(useClassCredits).toHaveBeenLastCalledWith('evening', '2026-11-23');
  });

  it("says so, and offers no blank roll call, when the class's day could not be read (offline, never read here)", async () => {
    const offline = Object.assign(new Error('not on this device'), { code: 'unavailable' });
    vi.mocked(useOccurrence).mockReturnValue({ data: null, loading: false, error: offline, unreadable: 0 });
    const { details } = await openDetails();
    expect(within(details).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados. Sem conexão com o servidor.',
    );
    expect(within(details).queryByRole('region', { name: 'Chamada' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Remarcar' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Cancelar aula deste dia' })).toBeNull();
  });

  it("while the class's day arrives, shows it loading: no usual time taken for this date's, no series' actions alone", async () => {
    const arriving = { data: null, loading: true, error: null, unreadable: 0 };
    vi.mocked(useOccurrence).mockReturnValue(arriving);
    const { details } = await openDetails();
    expect(within(details).getByRole('progressbar', { name: 'Carregando a aula' })).toBeVisible();
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).not.toContain('Horário');
    expect(within(details).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Desativar' })).toBeNull();
    expect(within(details).getByRole('button', { name: 'Fechar' })).toBeVisible();
  });

  it('stops following the class once closed: its students and its day are no longer listened to', async () => {
    const { user, details } = await openDetails();
    expect(useStudentNames).toHaveBeenLastCalledWith(['ana', 'joao']);
    expect(useOccurrence).toHaveBeenLastCalledWith('evening', '2026-11-23');
    await user.click(within(details).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes do horário' })).not.toBeInTheDocument());
    await waitFor(() => expect(useOccurrence).toHaveBeenLastCalledWith(null, null));
    expect(useStudentNames).toHaveBeenLastCalledWith([]);
  });

  it('offers Desativar only to an admin or the class’s own instructor', async () => {
    renderAdmin(<DashboardPage />, { url: '/admin/dashboard', session: sessions.instrutor });
    await screen.findByRole('button', { name: /18:00–19:00/ }).then((button) => button.click());
    const details = await screen.findByRole('dialog', { name: 'Detalhes do horário' });
    expect(within(details).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
  });

  it("lists deactivated classes apart under 'Mostrar todas', and 'Reativar' brings one back", async () => {
    const inactive = { ...evening, startDate: '2026-08-03', endDate: null, active: false };
    withData([inactive]);
    const { user } = renderAdmin(<DashboardPage />, { url: '/admin/dashboard?todas=1' });
    const list = screen.getByRole('list', { name: 'Horários desativados' });
    await user.click(within(list).getByRole('button', { name: /18:00–19:00/ }));
    const details = screen.getByRole('dialog', { name: 'Detalhes do horário' });
    expect(details).toHaveTextContent('Horário desativado: não aparece na agenda');
    expect(within(details).queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    let finish = () => undefined as void;
    vi.mocked(reactivateSchedule).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    // A second click while the first is saving writes nothing more.
    await user.dblClick(within(details).getByRole('button', { name: 'Reativar' }));
    finish();
    expect(await screen.findByText('Horário reativado com sucesso!')).toBeInTheDocument();
    expect(reactivateSchedule).toHaveBeenCalledOnce();
    expect(reactivateSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: 'evening', active: false }));
  });

  it("says why 'Reativar' cannot bring back a class whose students are all inactive", async () => {
    vi.mocked(reactivateSchedule).mockRejectedValue(new NoActiveStudentsError());
    withData([{ ...evening, startDate: '2026-08-03', endDate: null, active: false }]);
    const { user } = renderAdmin(<DashboardPage />, { url: '/admin/dashboard?todas=1' });
    const list = screen.getByRole('list', { name: 'Horários desativados' });
    await user.click(within(list).getByRole('button', { name: /18:00–19:00/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Detalhes do horário' })).getByRole('button', { name: 'Reativar' }),
    );
    expect(
      await screen.findByText(
        // Alone: 'Tente novamente.' would only be refused again.
        'Todos os alunos deste horário estão inativos: restaure um deles em Alunos / Pacientes ou crie um novo horário.',
      ),
    ).toBeInTheDocument();
  });

  it('deactivates only after a confirmation, and says so', async () => {
    const { user, details } = await openDetails();
    await user.click(within(details).getByRole('button', { name: 'Desativar' }));
    const confirm = screen.getByRole('dialog', { name: 'Desativar horário?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desativar horário?' })).not.toBeInTheDocument());
    expect(setScheduleActive).not.toHaveBeenCalled();
    await user.click(within(details).getByRole('button', { name: 'Desativar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desativar horário?' })).getByRole('button', { name: 'Desativar' }),
    );
    expect(setScheduleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 'evening' }), false);
    expect(await screen.findByText('Horário desativado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes do horário' })).not.toBeInTheDocument());
  });

  it('once the class has left the agenda, focus goes to the agenda, not to the top of the page', async () => {
    // The listener drops the class as the write is made.
    vi.mocked(setScheduleActive).mockImplementation(async () => withData([{ ...evening, active: false }]));
    const { user, details } = await openDetails();
    await user.click(within(details).getByRole('button', { name: 'Desativar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desativar horário?' })).getByRole('button', { name: 'Desativar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /18:00–19:00/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Agenda' })).toHaveFocus());
  });

  it("after an edit that moves the class off the day shown, focus goes to the agenda too ('Editar agenda')", async () => {
    vi.mocked(updateSchedule).mockImplementation(async () => {
      withData([{ ...evening, days: [2, 4] }]); // now on Tuesdays and Thursdays
      return { kept: [], unchecked: [] };
    });
    const { user, details } = await openDetails();
    await user.click(within(details).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar agenda' });
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /18:00–19:00/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Agenda' })).toHaveFocus());
  });

  it('keeps the details open and reports a failed deactivation', async () => {
    vi.mocked(setScheduleActive).mockRejectedValueOnce(new Error('offline'));
    const { user, details } = await openDetails();
    await user.click(within(details).getByRole('button', { name: 'Desativar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desativar horário?' })).getByRole('button', { name: 'Desativar' }),
    );
    expect(await screen.findByText(/Erro ao desativar horário/)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Detalhes do horário' })).toBeInTheDocument();
  });

  it('says which classes to settle first when deactivating would strand a make-up booking', async () => {
    vi.mocked(setScheduleActive).mockRejectedValueOnce(new StrandedClasses(['2026-11-25']));
    const { user, details } = await openDetails();
    await user.click(within(details).getByRole('button', { name: 'Desativar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desativar horário?' })).getByRole('button', { name: 'Desativar' }),
    );
    expect(await screen.findByText(/reposição agendada ou remarcadas em 25\/11\/2026: cancele/)).toBeInTheDocument();
  });

  it('says on a phone, where it covers the top bar, that it is offline and a mark waits to be sent', async () => {
    viewport(375);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    setPending(1);
    try {
      const { details } = await openDetails();
      const status = within(details).getByRole('status', { name: 'Sincronização' });
      expect(status).toHaveTextContent(/^Sem conexão · 1 alteração aguardando envio$/);
    } finally {
      setPending(-1);
      vi.unstubAllGlobals();
      viewport(1024);
    }
  });
});
