import { useEffect } from 'react';
import { act, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstructors, useSchedules, useStudentNames, useStudents } from '../../data/hooks';
import { useOccurrencesBetween } from '../../data/week-hooks';
import type { OccurrenceRecord } from '../../data/occurrences-repo';
import { liveStore } from '../testing/live-store';
import { live } from '../testing/factories';
import { early, evening, withData, withGuests, withWeek } from './agenda-fixtures';
import { classTexts, openAgenda, queryOf, setUpAgendaTests } from './agenda-test-setup';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => import('./agenda-hooks-mock'));
vi.mock('../../data/week-hooks');
vi.mock('../../data/occurrences-repo');
vi.mock('../../data/schedules-repo', () => import('./schedules-repo-mock'));

setUpAgendaTests();
const open = openAgenda;
const query = queryOf;

describe('Dia', { timeout: 30_000 }, () => {
  it("lists today's active classes by start time with time, discipline, instructor and students", () => {
    open();
    const list = screen.getByRole('list', { name: 'Horários do dia' });
    expect(classTexts(list)).toEqual([
      '07:00–08:00 · AtividadeDavi Rocha — João Gonçalves',
      '18:00–19:00 · PilatesCarla Nunes — Ana Souza, João Gonçalves',
    ]);
    expect(screen.getByRole('heading', { name: 'Segunda-feira, 23 de novembro' })).toBeInTheDocument();
  });

  it('names a class’s make-up guests after its students, marked', () => {
    withWeek({ occurrences: [withGuests({ bia: 'c_bia' })] });
    open();
    expect(classTexts(screen.getByRole('list', { name: 'Horários do dia' }))).toContain(
      '18:00–19:00 · PilatesCarla Nunes — Ana Souza, João Gonçalves, Beatriz Lima (reposição)',
    );
  });

  it('names a guest enrolled in the class since once, as enrolled (their booking is being given back)', () => {
    withWeek({ occurrences: [withGuests({ ana: 'c_ana' })] });
    open();
    expect(classTexts(screen.getByRole('list', { name: 'Horários do dia' }))).toContain(
      '18:00–19:00 · PilatesCarla Nunes — Ana Souza, João Gonçalves',
    );
  });

  it("says so on a day without classes, and 'Mostrar todas' lists every active class by weekday then time", async () => {
    const { user, router } = open('/admin/dashboard?data=2026-11-24');
    expect(screen.getByText('Sem horários registrados para 24/11/2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar todas' }));
    expect(query(router)).toBe('?data=2026-11-24&todas=1');
    const list = screen.getByRole('list', { name: 'Todos os horários' });
    // Each button says its days (these classes have no one date): 'Seg, Qua' beside it is not part of its name.
    expect(classTexts(list).map((text) => text?.split(' · ')[0])).toEqual([
      'Dom: 09:00–10:00',
      'Seg: 07:00–08:00',
      'Seg, Qua: 18:00–19:00',
    ]);
    expect(within(list).getByRole('button', { name: /^Seg, Qua: 18:00–19:00 · Pilates/ })).toBeInTheDocument();
  });

  it("says under 'Mostrar todas' which classes have ended or not begun: they looked like those given today", () => {
    withData([
      { ...evening, endDate: '2026-02-28' },
      { ...early, startDate: '2027-01-05' },
    ]);
    open('/admin/dashboard?todas=1');
    const texts = classTexts(screen.getByRole('list', { name: 'Todos os horários' }));
    expect(texts).toContainEqual(expect.stringContaining('18:00–19:00 · Pilates · encerrado em 28/02/2026'));
    expect(texts).toContainEqual(expect.stringContaining('07:00–08:00 · Atividade · a partir de 05/01/2027'));
  });

  it('moves on to the new day at midnight, with nothing touched', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-24T02:59:30Z')); // Monday 23:59:30 in São Paulo
    open();
    expect(screen.getByRole('heading', { name: 'Segunda-feira, 23 de novembro' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'Terça-feira, 24 de novembro' })).toBeInTheDocument();
    expect(screen.getByText('Sem horários registrados para hoje.')).toBeInTheDocument();
  });

  it("uses the spec's empty text for today", () => {
    withData([]);
    open();
    expect(screen.getByText('Sem horários registrados para hoje.')).toBeInTheDocument();
  });

  it('shows progress, not the empty text, until the schedules arrive', () => {
    vi.mocked(useSchedules).mockReturnValue(live([], { loading: true }));
    open();
    expect(screen.getByRole('progressbar', { name: 'Carregando a agenda' })).toBeInTheDocument();
    expect(screen.queryByText('Sem horários registrados para hoje.')).not.toBeInTheDocument();
  });

  it('shows progress, not classes without their instructor, until the instructors arrive', () => {
    vi.mocked(useInstructors).mockReturnValue(live([], { loading: true }));
    open();
    expect(screen.getByRole('progressbar', { name: 'Carregando a agenda' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Horários do dia' })).not.toBeInTheDocument();
  });

  it('moves a day at a time and back to today', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(query(router)).toBe('?data=2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(query(router)).toBe('');
  });
});

describe('Semana', { timeout: 30_000 }, () => {
  it("shows Monday to Sunday, each day's classes or 'Sem horários', and moves by weeks", async () => {
    const { user, router } = open('/admin/dashboard?vista=semana&data=2026-11-26');
    const days = screen.getAllByRole('region');
    // Each day heads at level 2, under the page's h1: no level skipped.
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Seg 23/11',
      'Ter 24/11',
      'Qua 25/11',
      'Qui 26/11',
      'Sex 27/11',
      'Sáb 28/11',
      'Dom 29/11',
    ]);
    expect(classTexts(days[0]!).map((t) => t?.slice(0, 5))).toEqual(['07:00', '18:00']);
    expect(within(days[1]!).getByText('Sem horários')).toBeInTheDocument();
    expect(classTexts(days[2]!).map((t) => t?.slice(0, 5))).toEqual(['18:00']);
    expect(classTexts(days[6]!).map((t) => t?.slice(0, 5))).toEqual(['09:00']);
    expect(days[0]).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(query(router)).toBe('?vista=semana&data=2026-12-03');
    expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('segunda-feira, 30 de novembro');
    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    expect(query(router)).toBe('?vista=semana');
  });

  it("shows a week only once its own cancelled and moved classes are read; one of the month's, at once", async () => {
    const read = vi.mocked(useOccurrencesBetween).getMockImplementation()!;
    const { user } = open('/admin/dashboard?vista=mes&data=2026-11-26');
    vi.mocked(useOccurrencesBetween).mockImplementation((from, ...rest) =>
      from === '2026-11-23' || from === '2026-11-30' ? live([], { loading: true }) : read(from, ...rest),
    );
    await user.click(screen.getByRole('button', { name: 'Semana' })); // a week Mês has read
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(screen.getByRole('progressbar', { name: 'Carregando a agenda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima semana' })); // to 06/12: Mês read up to 05/12
    expect(screen.getByRole('progressbar', { name: 'Carregando a agenda' })).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('says so when a week’s cancelled and moved classes cannot be read, and shows its plan', async () => {
    const read = vi.mocked(useOccurrencesBetween).getMockImplementation()!;
    const { user } = open('/admin/dashboard?vista=semana&data=2026-11-26');
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    vi.mocked(useOccurrencesBetween).mockImplementation((from, ...rest) =>
      from === '2026-11-30' ? live([], { error: offline }) : read(from, ...rest),
    );
    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aulas canceladas, remarcadas e reposições destes dias não puderam ser lidas: as aulas aparecem como no ' +
        'plano semanal.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Não foi possível carregar os dados/);
    expect(screen.queryByRole('progressbar', { name: 'Carregando a agenda' })).toBeNull();
    expect(classTexts(screen.getAllByRole('region')[0]!).map((t) => t?.slice(0, 5))).toEqual(['07:00', '18:00']);
    await user.click(screen.getByRole('button', { name: 'Semana anterior' })); // read: nothing to say
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe("leaving 'Mostrar todas'", { timeout: 30_000 }, () => {
  // As the real hook: switched off (under 'Mostrar todas') it reads nothing, and is not loading.
  const off = live<OccurrenceRecord[]>([]);
  // `answer` is called on every render, as a hook.
  const dayRead = (answer: () => typeof off) =>
    vi.mocked(useOccurrencesBetween).mockImplementation((_from, _to, _changedOnly, enabled) => {
      const read = answer();
      return enabled === false ? off : read;
    });
  const leaveAll = async () => {
    const { user } = open('/admin/dashboard?todas=1');
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar todas' }));
  };

  it('waits for the day’s cancelled and moved classes: not the plan as if nothing had changed', async () => {
    dayRead(() => live([], { loading: true }));
    await leaveAll();
    expect(screen.getByRole('progressbar', { name: 'Carregando a agenda' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Horários do dia' })).toBeNull();
  });

  it('gives focus back to the box once the day is read (it went with the view meanwhile)', async () => {
    const day = liveStore(live<OccurrenceRecord[]>([], { loading: true }));
    dayRead(day.use);
    await leaveAll();
    day.set(live([]));
    expect(await screen.findByRole('checkbox', { name: 'Mostrar todas' })).toHaveFocus();
  });

  it('says so when they cannot be read (offline, a day this device never read)', async () => {
    dayRead(() => live([], { error: Object.assign(new Error('offline'), { code: 'unavailable' }) }));
    await leaveAll();
    expect(screen.getByRole('status')).toHaveTextContent(/não puderam ser lidas: as aulas aparecem como no plano/);
  });
});

describe('data', { timeout: 30_000 }, () => {
  it('reads the whole list of students only for the student filter or the form', async () => {
    // The real hook subscribes only when asked with true (useLive with null reads nothing).
    const { user } = open('/admin/dashboard?vista=semana');
    expect(vi.mocked(useStudents).mock.calls.every(([active]) => active === false)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Mês' }));
    expect(useStudents).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por aluno' }));
    expect(useStudents).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('option', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it("opens a class's details from Semana with its students' names, read by id then", async () => {
    const { user } = open('/admin/dashboard?vista=semana');
    expect(vi.mocked(useStudentNames).mock.calls.every(([ids]) => ids.length === 0)).toBe(true);
    await user.click(screen.getAllByRole('button', { name: /18:00–19:00/ })[0]!);
    const details = await screen.findByRole('dialog', { name: 'Detalhes do horário' });
    expect(within(details).getByText('Ana Souza, João Gonçalves')).toBeInTheDocument();
    expect(useStudentNames).toHaveBeenLastCalledWith(['ana', 'joao']);
    expect(useStudents).toHaveBeenLastCalledWith(false);
  });

  it('opens from Grade the class clicked or entered, on its date, and nothing from an empty slot', async () => {
    vi.useRealTimers(); // the grid is a chunk of its own: its import resolves on real time
    const { container } = open('/admin/dashboard?vista=grade&data=2026-11-25');
    await screen.findByRole('group', { name: 'Grade por' }, { timeout: 10_000 });
    // A click only: a press would start the calendar's drag, which jsdom cannot place (elementFromPoint).
    fireEvent.click(container.querySelector('.rbc-time-slot')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const wednesday = container.querySelector('.rbc-event[class~="grade-class:evening:2026-11-25"]')!;
    fireEvent.click(wednesday.querySelector('.rbc-event-content')!);
    const details = await screen.findByRole('dialog', { name: 'Detalhes do horário' });
    expect(within(details).getByText(/Quarta-feira, 25 de novembro, 18:00–19:00/)).toBeInTheDocument();
    expect(within(details).getByText('Ana Souza, João Gonçalves')).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'Fechar' }));
    await waitForElementToBeRemoved(details);
    // From the keyboard, as a button: Enter on Monday's class.
    const monday = container.querySelector('.rbc-event[class~="grade-class:evening:2026-11-23"]')!;
    expect(monday).toHaveAttribute('role', 'button');
    fireEvent.keyDown(monday, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Detalhes do horário' })).toHaveTextContent(
      /Segunda-feira, 23 de novembro, 18:00–19:00/,
    );
  });

  it('widens Grade’s hours to a class before 06:00 or after 22:00', async () => {
    vi.useRealTimers();
    const dawn = { ...early, id: 'dawn', startTime: '05:30', endTime: '06:20' };
    const late = { ...evening, id: 'late', startTime: '21:30', endTime: '22:30' };
    withData([dawn, late]);
    const { container } = open('/admin/dashboard?vista=grade&data=2026-11-23');
    await screen.findByRole('group', { name: 'Grade por' }, { timeout: 10_000 });
    const hours = [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map((l) => l.textContent);
    expect([hours[0], hours.at(-1)]).toEqual(['05:00', '22:00']); // the last hour's row: 22:00–23:00
    expect(container.querySelector('.rbc-event[class~="grade-class:dawn:2026-11-23"]')).toBeInTheDocument();
  });

  it("reads only the names of the day's students for Dia, its classes shown once they arrived", () => {
    vi.mocked(useStudentNames).mockReturnValue(live<ReadonlyMap<string, string>>(new Map(), { loading: true }));
    open('/admin/dashboard');
    // Monday: 07:00 (João) and 18:00 (Ana, João); never every student.
    const asked = vi.mocked(useStudentNames).mock.calls.map(([ids]) => [...new Set(ids)].sort());
    expect(asked).toContainEqual(['ana', 'joao']);
    expect(asked.flat().every((id) => id === 'ana' || id === 'joao')).toBe(true);
    expect(useStudents).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('list', { name: 'Horários do dia' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando os alunos' })).toBeInTheDocument();
  });

  it('subscribes once per collection for the whole screen: views, details and form share it', async () => {
    const mounts = { schedules: 0, instructors: 0, students: 0 };
    const counting =
      <T,>(key: keyof typeof mounts, data: T) =>
      () => {
        // A hook call that mounts is a subscription in the real hooks.
        useEffect(() => {
          mounts[key] += 1;
        }, []);
        return live(data);
      };
    vi.mocked(useSchedules).mockImplementation(counting('schedules', [evening, early]));
    vi.mocked(useInstructors).mockImplementation(counting('instructors', []));
    vi.mocked(useStudents).mockImplementation(counting('students', []));
    const { user } = open();
    for (const view of ['Semana', 'Mês', 'Dia']) await user.click(screen.getByRole('button', { name: view }));
    await user.click(screen.getByRole('button', { name: /18:00–19:00/ }));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('dialog', { name: 'Editar agenda' })).toBeInTheDocument();
    expect(mounts).toEqual({ schedules: 1, instructors: 1, students: 1 });
  });
});
