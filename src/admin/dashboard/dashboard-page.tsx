import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { LiveError } from '../ui/live-error';
import { Agenda } from './agenda/agenda';
import { useAgendaData } from './agenda/use-agenda-data';
import { WelcomeBanner } from './welcome-banner';

/** Painel (SPEC 2.6): the welcome banner with 'Nova agenda', then the agenda. */
export default function DashboardPage() {
  const data = useAgendaData();
  const [, setDetailsId] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      <WelcomeBanner
        action={
          <Button variant="contained" color="inherit" startIcon={<AddIcon />} sx={{ color: 'primary.dark' }}>
            Nova agenda
          </Button>
        }
      />
      <LiveError live={[data.schedules, data.instructors, data.students]} />
      <Agenda data={data} onOpen={(schedule) => setDetailsId(schedule.id)} />
    </Stack>
  );
}
