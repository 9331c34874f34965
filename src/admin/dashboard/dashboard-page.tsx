import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ScheduleRecord } from '../../data/schedules-repo';
import { LiveError } from '../ui/live-error';
import { Agenda } from './agenda/agenda';
import { useAgendaData } from './agenda/use-agenda-data';
import { ScheduleDialog } from './form/schedule-dialog';
import { ScheduleDetails } from './schedule-details';
import { WelcomeBanner } from './welcome-banner';

/** Painel (SPEC 2.6): the welcome banner with 'Nova agenda', the agenda, a class's details, the form. */
export default function DashboardPage() {
  const data = useAgendaData();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ScheduleRecord | 'new' | null>(null);
  // Looked up in the live list, so the details follow an edit and close once the class is inactive.
  const details = data.schedules.data.find((s) => s.id === detailsId && s.active) ?? null;
  return (
    <Stack spacing={3}>
      <WelcomeBanner
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            // White on the green banner: the theme's green button would vanish into it.
            sx={{ bgcolor: 'common.white', color: '#1b5e20', '&:hover': { bgcolor: 'grey.200' } }}
            onClick={() => setEditing('new')}
          >
            Nova agenda
          </Button>
        }
      />
      <LiveError live={[data.schedules, data.instructors, data.students]} />
      <Agenda data={data} onOpen={(schedule) => setDetailsId(schedule.id)} />
      <ScheduleDetails
        schedule={details}
        names={data.names}
        onClose={() => setDetailsId(null)}
        onEdit={(schedule) => {
          setDetailsId(null);
          setEditing(schedule);
        }}
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
