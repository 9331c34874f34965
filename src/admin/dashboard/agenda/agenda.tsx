import { useMemo } from 'react';
import { LinearProgress, Stack } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { todayIso } from '../../../domain/dates';
import { useUrlState } from '../../ui/use-url-state';
import { AgendaFilters } from './agenda-filters';
import { AgendaToolbar } from './agenda-toolbar';
import { readAgendaState, writeAgendaState } from './agenda-url';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import { filterSchedules, type AgendaData } from './use-agenda-data';
import { WeekView } from './week-view';

interface Props {
  data: AgendaData;
  onOpen: (schedule: ScheduleRecord) => void;
}

/** The agenda under the welcome banner: Dia, Semana or Mês, the date and the filters from the URL. */
export function Agenda({ data, onOpen }: Props) {
  const [state, setState] = useUrlState(readAgendaState, writeAgendaState);
  const today = todayIso();
  const date = state.date || today;
  const schedules = useMemo(
    () => filterSchedules(data.schedules.data, state),
    // Only the filters matter, not the rest of the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.schedules.data, state.instructorId, state.studentId],
  );
  const common = { schedules, date, today, onOpen };
  const ready = !data.schedules.loading;
  return (
    <Stack spacing={2}>
      <AgendaToolbar
        view={state.view}
        date={date}
        onView={(view) => setState({ ...state, view })}
        onDate={(next) => setState({ ...state, date: next === today ? '' : next })}
      />
      <AgendaFilters
        instructors={data.instructors.data}
        students={data.students.data}
        instructorId={state.instructorId}
        studentId={state.studentId}
        onChange={(filters) => setState({ ...state, ...filters })}
      />
      {/* Not 'Sem horários' before the schedules have arrived. */}
      {!ready && <LinearProgress aria-label="Carregando a agenda" />}
      {ready && state.view === 'dia' && (
        <DayView {...common} names={data.names} all={state.all} onAllChange={(all) => setState({ ...state, all })} />
      )}
      {ready && state.view === 'semana' && <WeekView {...common} names={data.names} />}
      {ready && state.view === 'mes' && (
        <MonthView
          {...common}
          onOpenDay={(iso) => setState({ ...state, view: 'dia', all: false, date: iso === today ? '' : iso })}
        />
      )}
    </Stack>
  );
}
