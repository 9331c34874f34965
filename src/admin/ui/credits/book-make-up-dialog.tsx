import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useInstructors, useSchedules } from '../../../data/hooks';
import { bookMakeUp } from '../../../data/occurrences-repo';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { useClosures, useOccurrencesBetween, useStudentCredits } from '../../../data/week-hooks';
import { planDays, type ClassOnDate } from '../../../domain/class-days';
import { creditClassText, creditStatus } from '../../../domain/credit';
import { addDaysIso, formatDateBR, todayIso } from '../../../domain/dates';
import { dateWithWeekday, disciplineLabel } from '../../../domain/enums';
import { bookableClasses, freeSeats } from '../../../domain/make-up';
import { datesBetween } from '../../../domain/occurrences';
import { failureMessage } from '../failure-message';
import { LiveError } from '../live-error';
import { useNotify } from '../notify';
import { useBackCloses } from '../use-back-closes';
import { useNow } from '../use-now';
import { DialogSyncStatus } from '../dialog-sync-status';

/**
 * How far ahead 'Agendar reposição' looks at most: until the credit's last day (a credit of the
 * default 30 days is offered every class it may still be used in), and no further than 13 weeks.
 */
export const MAKE_UP_HORIZON_DAYS = 91;

interface Props {
  studentId: string;
  studentName: string;
  onClose: () => void;
}

/**
 * 'Agendar reposição': one of the student's open credits, then a class of the next weeks that has
 * room (at most 6, counting enrolled students, minus justified absences, plus make-up guests), of the
 * discipline of the class missed — a Pilates class is made up in Pilates, not in Reiki.
 */
export function BookMakeUpDialog({ studentId, studentName, onClose }: Props) {
  const notify = useNotify();
  // On a phone the weeks of classes get the whole screen, as the class's details under it do.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const now = useNow();
  const today = todayIso(now);
  const credits = useStudentCredits(studentId);
  const open = useMemo(
    () =>
      credits.data
        .filter((c) => creditStatus(c, now) === 'aberto')
        .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn)),
    [credits.data, now],
  );
  // The credit shown is kept: one booked elsewhere or expired meanwhile is said, never swapped for
  // another under the user's finger (another discipline, another list of classes).
  const [creditId, setCreditId] = useState('');
  if (creditId === '' && open[0]) setCreditId(open[0].id);
  // The booking under way here: this device's copy shows it at once, before the server has answered
  // (the credit booked, the student a guest of that class); the credit and the classes stay as they
  // were tapped (not 'no longer open', not the class gone from under the finger) until then.
  const [booking, setBooking] = useState<{
    credit: (typeof open)[number];
    classes: ClassOnDate<ScheduleRecord>[];
  } | null>(null);
  const busy = booking !== null;
  // Full screen on a phone: its back gesture closes it (not while a booking is under way).
  useBackCloses(true, busy ? null : onClose);
  const credit = open.find((c) => c.id === creditId) ?? (booking?.credit.id === creditId ? booking.credit : null);
  const gone = creditId !== '' && credit === null;
  const [error, setError] = useState<string | null>(null);
  const lastDay = credit ? ([credit.expiresOn, addDaysIso(today, MAKE_UP_HORIZON_DAYS - 1)].sort()[0] ?? today) : today;
  const schedules = useSchedules();
  const instructors = useInstructors();
  const closures = useClosures();
  const occurrences = useOccurrencesBetween(today, lastDay, false, credit !== null);
  // The missed class's discipline; none when its schedule is gone (then any class will do).
  const discipline = schedules.data.find((s) => s.id === credit?.scheduleId)?.discipline ?? null;
  const offered = useMemo(() => {
    if (!credit) return [];
    const plans = planDays(schedules.data, datesBetween(today, lastDay), occurrences.data, closures.data);
    const all = [...plans.values()].flatMap((p) => p.classes);
    // Never at the time of a class the student already attends that day, whatever its discipline.
    const ofDiscipline = all.filter((c) => discipline === null || c.schedule.discipline === discipline);
    return bookableClasses(ofDiscipline, studentId, lastDay, now, all);
  }, [credit, discipline, schedules.data, occurrences.data, closures.data, today, lastDay, studentId, now]);
  const classes = booking?.classes ?? offered;
  const ofDiscipline = discipline === null ? '' : ` de ${disciplineLabel(discipline)}`;
  const instructorName = (id: string) => instructors.data.find((i) => i.id === id)?.nome ?? '';
  const parts = [credits, schedules, instructors, occurrences, closures];
  // A part that failed is said, never read as 'no credit' or 'no class with room'.
  const failed = parts.some((part) => part.error);
  const loading = !failed && parts.some((part) => part.loading);

  const book = async (target: ClassOnDate) => {
    if (!credit) return;
    setBooking({ credit, classes });
    setError(null);
    try {
      await bookMakeUp(credit.id, studentId, target, studentName);
      notify('Reposição agendada com sucesso!');
      onClose();
    } catch (failure) {
      // Said here, not in a notification: on a phone that would cover the list to choose again from.
      setError(failureMessage('Erro ao agendar reposição. Tente novamente.', failure));
      setBooking(null);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="make-up-title">
      <DialogTitle id="make-up-title">Agendar reposição</DialogTitle>
      <DialogSyncStatus />
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{studentName}</Typography>
        {loading && <LinearProgress aria-label="Carregando horários" />}
        <LiveError live={parts} />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {gone && !failed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {open.length > 0
              ? 'O crédito escolhido não está mais em aberto (foi usado ou venceu): escolha outro.'
              : 'O crédito escolhido não está mais em aberto (foi usado ou venceu).'}
          </Alert>
        )}
        {/* Not while its own booking is sent: the credit booked is no longer open, but still the one shown. */}
        {!credits.loading && !failed && !gone && !busy && open.length === 0 && (
          <Alert severity="info">Nenhum crédito de reposição em aberto.</Alert>
        )}
        {(credit || (gone && open.length > 0)) && !failed && (
          <TextField
            select
            fullWidth
            label="Crédito"
            value={credit?.id ?? ''}
            onChange={(event) => {
              setCreditId(event.target.value);
              setError(null);
            }}
            // On a phone the credit's text wraps: its last day was cut ('válido at…').
            sx={{ mb: 2, '& .MuiSelect-select': { whiteSpace: 'normal' } }}
          >
            {(credit && !open.includes(credit) ? [credit, ...open] : open).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {`${creditClassText(c.reason, c.date)} — válido até ${formatDateBR(c.expiresOn)}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        {credit && !loading && !failed && classes.length === 0 && (
          <Alert severity="info">{`Nenhuma aula${ofDiscipline} com vaga até ${formatDateBR(lastDay)}.`}</Alert>
        )}
        {credit && !loading && !failed && classes.length > 0 && lastDay < credit.expiresOn && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`Aulas com vaga até ${formatDateBR(lastDay)}; as seguintes aparecem conforme as semanas passam.`}
          </Typography>
        )}
        {credit && !loading && !failed && classes.length > 0 && (
          <List aria-label="Aulas com vaga" dense>
            {classes.map((c) => (
              <ListItemButton key={`${c.schedule.id}|${c.date}`} disabled={busy} onClick={() => void book(c)}>
                <ListItemText
                  primary={`${dateWithWeekday(c.at)} ${c.startTime}–${c.endTime} · ${disciplineLabel(c.schedule.discipline)}`}
                  secondary={`${instructorName(c.schedule.instructorId)} · ${freeSeats(c)} ${freeSeats(c) === 1 ? 'vaga' : 'vagas'}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
