import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ScheduleRecord } from '../../data/schedules-repo';
import { focusIfLost } from '../ui/focus-if-lost';
import { LiveError } from '../ui/live-error';
import { Agenda } from './agenda';
import { ScheduleDialog } from './form/schedule-dialog';
import type { OpenClass } from './open-class';
import { ScheduleDetails } from './schedule-details';
import { useAgendaData } from './use-agenda-data';

interface Props {
  /** What goes above the agenda, given the 'Nova agenda' button (the dashboard's welcome banner). */
  header?: (newButton: ReactNode) => ReactNode;
}

/** The agenda with a class's details and roll call, and the schedule form ('Nova agenda', Editar). */
export function AgendaScreen({ header = (button) => button }: Props) {
  const [opened, setOpened] = useState<OpenClass | null>(null);
  const [editing, setEditing] = useState<ScheduleRecord | 'new' | null>(null);
  // Every student is read once something lists them: the student filter opened, or the form. Then
  // they stay. Views, a class's details and a filter from the URL read only the names they show.
  const [askedForStudents, setAskedForStudents] = useState(false);
  if (editing !== null && !askedForStudents) setAskedForStudents(true);
  const data = useAgendaData(askedForStudents);
  const wantStudents = useCallback(() => setAskedForStudents(true), []);
  // Where focus goes when the class it came from has left the list (deactivated, moved to another day).
  const agendaRef = useRef<HTMLDivElement>(null);
  const toAgenda = () => agendaRef.current;
  // The form goes at once (no fade): after the commit that removes it, where it gave focus back to.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing !== null) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      focusIfLost(agendaRef.current);
    }
  }, [editing]);
  // Looked up in the live list, so the details follow an edit and close once the class is inactive —
  // unless opened without a date, from 'Mostrar todas' (where a deactivated class is brought back).
  const details =
    data.schedules.data.find((s) => s.id === opened?.scheduleId && (s.active || opened.date === null)) ?? null;
  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      // White on the green banner: the theme's green button would vanish into it.
      sx={{ bgcolor: 'common.white', color: '#1b5e20', '&:hover': { bgcolor: 'grey.200' } }}
      onClick={() => setEditing('new')}
    >
      Nova agenda
    </Button>
  );
  return (
    <Stack spacing={3}>
      {header(newButton)}
      <LiveError live={[data.schedules, data.instructors, data.students]} />
      <Box role="group" aria-label="Agenda" tabIndex={-1} ref={agendaRef}>
        <Agenda data={data} onOpen={setOpened} onWantStudents={wantStudents} />
      </Box>
      <ScheduleDetails
        schedule={details}
        date={opened?.date ?? null}
        data={data}
        onClose={() => setOpened(null)}
        onEdit={(schedule) => {
          setOpened(null);
          setEditing(schedule);
        }}
        focusAfter={toAgenda}
      />
      {editing && (
        <ScheduleDialog
          key={editing === 'new' ? 'new' : editing.id}
          schedule={editing === 'new' ? null : editing}
          data={data}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
