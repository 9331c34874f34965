import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, LinearProgress, Stack } from '@mui/material';
import type { OccurrenceRecord } from '../../data/occurrences-repo';
import { useOccurrencesBetween, useStudentCredits } from '../../data/week-hooks';
import { planDays } from '../../domain/class-days';
import { focusIfLost } from '../ui/focus-if-lost';
import { LiveError } from '../ui/live-error';
import { useToday } from '../ui/use-today';
import { useUrlState } from '../ui/use-url-state';
import { AgendaFilters } from './agenda-filters';
import { agendaRange, covers, sameRange, type OverlayRange } from './agenda-range';
import { AgendaToolbar } from './agenda-toolbar';
import { useGradeDay } from './grid/grade-day';
import { readAgendaState, writeAgendaState } from './agenda-url';
import type { OpenClass } from './open-class';
import {
  bookedClasses,
  filterSchedules,
  useFilterStudents,
  usePrefetchMonths,
  withStudent,
  type AgendaData,
} from './use-agenda-data';
import { forgetIntent } from './warm-class';
import { DayView } from './views/day-view';
import { MonthView } from './views/month-view';
import { WeekView } from './views/week-view';

// react-big-calendar and its CSS come only with the Grade view (its own chunk).
const GradeView = lazy(() => import('./grid/grade-view'));

interface Props {
  data: AgendaData;
  onOpen: (target: OpenClass) => void;
  /** The student filter was opened: its list needs the students. */
  onWantStudents?: () => void;
}

/**
 * The agenda: Dia, Semana, Mês or Grade, the date and the filters from the URL; the recurrence with
 * the occurrences of the dates shown and the closures laid over it (domain/class-days.ts).
 */
export const Agenda = memo(function Agenda({ data, onOpen, onWantStudents }: Props) {
  const [state, setUrlState] = useUrlState(readAgendaState, writeAgendaState);
  const gradeDay = useGradeDay(state.gradeBy);
  // A control that goes with its view while new dates are read ('Mostrar todas' unticked) is focused
  // again once the view is back: focus fell to the page's top.
  const viewRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  const setState = (next: typeof state, how?: { push?: boolean }) => {
    const at = document.activeElement?.closest('[data-refocus]');
    refocus.current = at ? at.getAttribute('data-refocus') : null;
    setUrlState(next, how);
  };
  // A day opened from Mês: focus goes to its heading (the button pressed went with the month); back
  // in the month (the browser's Back), to that day's button.
  const openedDay = useRef(false);
  const fromMonth = useRef<string | null>(null);
  const dayHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !openedDay.current) return;
    openedDay.current = false;
    heading.focus();
  }, []);
  const filterStudents = useFilterStudents(data.students, state.studentId);
  // Follows the clock past midnight: a tablet left on Dia overnight shows (and marks) the new day.
  const today = useToday();
  const date = state.date || today;
  const range = agendaRange(state.view, date);
  // Dia reads every occurrence of the day, so a student's make-up classes are found by their guests;
  // the week, month and Grade read only the changed ones, so by the student's credits (the classes they
  // booked into). 'Mostrar todas' (classes of no one date) filters by enrollment only.
  const dated = !(state.view === 'dia' && state.all);
  const byGuests = dated && !range.changedOnly && state.studentId !== '';
  const byCredits = dated && range.changedOnly && state.studentId !== '';
  const credits = useStudentCredits(byCredits ? state.studentId : null);
  const booked = useMemo(() => bookedClasses(byCredits ? credits.data : []), [byCredits, credits.data]);
  const schedules = useMemo(
    () => {
      const enrolled = filterSchedules(data.schedules.data, { ...state, studentId: byGuests ? '' : state.studentId });
      if (booked.size === 0) return enrolled;
      const guestIn = new Set(credits.data.map((c) => c.bookedScheduleId));
      const others = filterSchedules(data.schedules.data, { ...state, studentId: '' });
      return [...enrolled, ...others.filter((s) => guestIn.has(s.id) && !enrolled.includes(s))];
    },
    // Only the filters matter, not the rest of the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.schedules.data, state.instructorId, state.studentId, byGuests, booked],
  );
  const occurrences = useOccurrencesBetween(range.from, range.to, range.changedOnly, dated);
  // The overlay last read, and for which dates: a view whose dates it covers (Semana's day opened in
  // Dia, a week of Mês) paints at once, under a progress bar until its own arrive; other dates (the next
  // week) wait for theirs — a class cancelled or moved there must not show as planned meanwhile.
  const [overlay, setOverlay] = useState<{ data: OccurrenceRecord[]; of: OverlayRange | null }>({
    data: [],
    of: null,
  });
  // A failed read is no overlay: its dates are drawn from the plan alone, and said to be (below).
  const failed = !occurrences.loading && occurrences.error !== null;
  // Switched off ('Mostrar todas') the read gives nothing, which is no overlay of the day's dates either.
  const read = dated && !occurrences.loading && !failed;
  if (read && (overlay.data !== occurrences.data || !sameRange(overlay.of, range)))
    setOverlay({ data: occurrences.data, of: { from: range.from, to: range.to, changedOnly: range.changedOnly } });
  const plans = useMemo(
    () => {
      const planned = planDays(schedules, range.dates, overlay.data, data.closures.data);
      return byGuests || booked.size > 0 ? withStudent(planned, state.studentId, booked) : planned;
    },
    // range.dates follows from/to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schedules, range.from, range.to, overlay.data, data.closures.data, byGuests, booked, state.studentId],
  );
  // Not 'Sem horários' before the classes and closures have arrived, nor a class without its
  // instructor's name, nor a plan without any occurrence read yet (a class that is in fact cancelled)
  // the first time.
  const ready =
    !data.schedules.loading &&
    !data.closures.loading &&
    !data.instructors.loading &&
    (!dated || covers(overlay.of, range) || failed) &&
    !(byCredits && credits.loading);
  useEffect(() => {
    const key = refocus.current;
    if (!ready || key === null) return;
    refocus.current = null;
    const control = viewRef.current?.querySelector(`[data-refocus="${key}"]`);
    focusIfLost(control?.matches('button, input') ? (control as HTMLElement) : control?.querySelector('input'));
  });
  useEffect(() => {
    const iso = fromMonth.current;
    if (!ready || state.view !== 'mes' || iso === null) return;
    fromMonth.current = null;
    focusIfLost(viewRef.current?.querySelector<HTMLElement>(`button[data-day="${iso}"]`));
  });
  usePrefetchMonths(state.view, date, ready && dated);
  // A class the pointer was resting on leaves the screen with its view or dates: nothing to read ahead.
  useEffect(() => forgetIntent, [state.view, date]);
  // Today is no date in the URL: the agenda then follows today past midnight.
  const toDate = (next: string) => setState({ ...state, date: next === today ? '' : next });
  return (
    <Stack spacing={2} ref={viewRef}>
      {/* Each view is a place (Back returns to the one before); dates and filters replace the entry. */}
      <AgendaToolbar
        view={state.view}
        gradeDay={gradeDay}
        date={date}
        onView={(view) => setState({ ...state, view }, { push: true })}
        onDate={toDate}
      />
      <AgendaFilters
        instructors={data.instructors}
        students={filterStudents}
        schedules={data.schedules.data}
        instructorId={state.instructorId}
        studentId={state.studentId}
        onChange={(filters) => setState({ ...state, ...filters })}
        onOpenStudents={onWantStudents}
      />
      <LiveError live={[occurrences, data.closures, ...(byCredits ? [credits] : [])]} />
      {dated && failed && !covers(overlay.of, range) && (
        <Alert severity="warning" role="status">
          Aulas canceladas, remarcadas e reposições destes dias não puderam ser lidas: as aulas aparecem como no plano
          semanal.
        </Alert>
      )}
      {(!ready || (dated && occurrences.loading)) && <LinearProgress aria-label="Carregando a agenda" />}
      {ready && state.view === 'dia' && (
        <DayView
          schedules={schedules}
          closures={data.closures.data}
          plan={plans.get(date)}
          date={date}
          today={today}
          names={data.names}
          onOpen={onOpen}
          all={state.all}
          onAllChange={(all) => setState({ ...state, all })}
          headingRef={dayHeading}
        />
      )}
      {ready && state.view === 'semana' && <WeekView plans={plans} today={today} names={data.names} onOpen={onOpen} />}
      {ready && state.view === 'mes' && (
        <MonthView
          plans={plans}
          date={date}
          today={today}
          onOpen={onOpen}
          onOpenDay={(iso) => {
            openedDay.current = true;
            fromMonth.current = iso;
            // Back (a phone's too) returns to the month, not out of the agenda.
            setState({ ...state, view: 'dia', all: false, date: iso === today ? '' : iso }, { push: true });
          }}
        />
      )}
      {ready && state.view === 'grade' && (
        <Suspense fallback={<LinearProgress aria-label="Carregando a grade" />}>
          <GradeView
            plans={plans}
            date={date}
            data={data}
            onOpen={onOpen}
            onDate={toDate}
            by={state.gradeBy}
            onBy={(gradeBy) => setState({ ...state, gradeBy })}
          />
        </Suspense>
      )}
    </Stack>
  );
});
