// The health alert (issue 16): a discreet icon beside a student whose record lists restrictions; one
// tap shows them, without opening the record. Shown only to the record's readers: the alerts come
// from a query the rules answer only with what the reader may see (useStudentAlerts).
import { useMemo, useState } from 'react';
import { Alert, IconButton, LinearProgress, Popover, Typography } from '@mui/material';
import HealthIcon from '@mui/icons-material/MedicalInformationOutlined';
import { useHealthAlerts } from '../../data/record-hooks';
import { messageForError } from '../../domain/auth-errors';
import { alertsByStudent } from '../../domain/record-alert';
import { useSession } from '../auth/session-context';

export interface StudentAlerts {
  /** The restrictions of each student who has some, by student id. */
  texts: ReadonlyMap<string, string>;
  /** Whether the signed-in user may open a student's record (an admin, or on the care team). */
  mayOpen: (studentId: string) => boolean;
  /** Why the alerts could not be read (null: they were): a student then shows none. */
  error: Error | null;
  /** Still on their way: a student without an icon may yet get one. */
  loading: boolean;
}

/** The alerts the signed-in user may see (admins: all; instrutores: their care teams'). */
export function useStudentAlerts(): StudentAlerts {
  const session = useSession();
  const uid = session.status === 'active' ? session.user.uid : null;
  const admin = session.status === 'active' && session.profile.role === 'admin';
  const alerts = useHealthAlerts(uid, admin);
  return useMemo(
    () => ({
      texts: alertsByStudent([...alerts.data.values()]),
      mayOpen: (studentId: string) => admin || alerts.data.has(studentId),
      error: alerts.error,
      loading: alerts.loading,
    }),
    [alerts.data, alerts.error, alerts.loading, admin],
  );
}

/**
 * Said above a list of students while the alerts are on their way, or when they could not be read: no
 * icon must not read as no restriction. The list itself shows at once (a roll call is taken now).
 */
export function HealthAlertsStatus({ alerts }: { alerts: Pick<StudentAlerts, 'error' | 'loading'> }) {
  if (alerts.loading) return <LinearProgress aria-label="Carregando os alertas de saúde" />;
  if (!alerts.error) return null;
  return (
    <Alert severity="warning" role="alert">
      {`Os alertas de saúde não puderam ser carregados: ${messageForError(alerts.error, 'tente recarregar a página.')}`}
    </Alert>
  );
}

/** The icon and, on a tap, the restrictions as written (text, never markup). */
export function HealthAlert({ name, text }: { name: string; text: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        color="warning"
        aria-label={`Restrições de saúde de ${name}`}
        // A phone's touch target: 44 px (the small icon alone was hard to hit), taking no more height
        // in its line than the icon: in a table's row it pushed the status under the name off the row.
        sx={{ minWidth: { xs: 44, sm: 'auto' }, minHeight: { xs: 44, sm: 'auto' }, my: { xs: -1, sm: 0 } }}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <HealthIcon fontSize="small" />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': `Restrições de saúde de ${name}`,
            sx: { p: 2, maxWidth: 360 },
          } as object,
        }}
      >
        <Typography variant="subtitle2" component="p">
          Restrições e contraindicações
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Typography>
      </Popover>
    </>
  );
}
