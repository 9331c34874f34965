import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { reactivateSchedule, setScheduleActive, type ScheduleRecord } from '../../data/schedules-repo';
import { useClassCredits, useOccurrence } from '../../data/week-hooks';
import { classOnDate, formerOf, peopleOf, StrandedClasses } from '../../domain/class-days';
import { closureLabel, closureOn } from '../../domain/closure';
import { formatDateBR, headingCase } from '../../domain/dates';
import { disciplineLabel, weekdayNames } from '../../domain/enums';
import { useSession, isAdmin } from '../auth/session-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureMessage } from '../ui/failure-message';
import { focusIfLost } from '../ui/focus-if-lost';
import { LiveError } from '../ui/live-error';
import { useNotify } from '../ui/notify';
import { useBackCloses } from '../ui/use-back-closes';
import { dayTitle, timeRange } from './agenda-labels';
import { cancelledText, movedText } from './class-label';
import { ClassActions } from './roll-call/class-actions';
import { RollCall } from './roll-call/roll-call';
import { useStudentNamesOf, type AgendaData } from './use-agenda-data';
import { DialogSyncStatus } from '../ui/dialog-sync-status';

interface Props {
  /** The class shown and the date it was opened on; null when closed. */
  schedule: ScheduleRecord | null;
  date: string | null;
  data: AgendaData;
  onClose: () => void;
  onEdit: (schedule: ScheduleRecord) => void;
  /** Where focus goes once it has closed when the class's button is gone (Desativar, Reativar). */
  focusAfter: () => HTMLElement | null;
}

function period({ startDate, endDate }: ScheduleRecord): string | null {
  if (startDate && endDate) return `De ${formatDateBR(startDate)} a ${formatDateBR(endDate)}`;
  if (startDate) return `A partir de ${formatDateBR(startDate)}`;
  if (endDate) return `Até ${formatDateBR(endDate)}`;
  return null;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </div>
  );
}

/**
 * 'Detalhes do horário' (SPEC 2.6), with Editar and Desativar (DESIGN.md: nothing is deleted); opened
 * on a date, also that day's roll call ('Chamada'), 'Cancelar aula deste dia' and 'Remarcar'.
 */
export function ScheduleDetails({ schedule, date, data, onClose, onEdit, focusAfter }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const session = useSession();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Full screen on a phone: its back gesture closes the class, as it would a page.
  useBackCloses(schedule !== null, onClose);
  const [confirming, setConfirming] = useState(false);
  // One 'Reativar' at a time: it reads from the server first, and a second click meanwhile wrote the
  // same version again, refused after the first had succeeded.
  const [reactivating, setReactivating] = useState(false);
  // Keeps the texts while the dialog fades out; forgotten once it has (its listeners close then).
  const [last, setLast] = useState<{ schedule: ScheduleRecord | null; date: string | null }>({ schedule, date });
  if (schedule && (schedule !== last.schedule || date !== last.date)) setLast({ schedule, date });
  const shown = schedule ?? last.schedule;
  const shownDate = schedule ? date : last.date;
  const occurrence = useOccurrence(shown?.id ?? null, shownDate);
  // Kept live for what the roll call's saves read, so that they work offline too; the roll call says
  // where each one was booked.
  const classCredits = useClassCredits(shown?.id ?? null, shownDate);
  const names = data.names;
  const students = useStudentNamesOf(
    shown ? [...peopleOf(shown, occurrence.data), ...formerOf(shown, occurrence.data)] : [],
    `${shown?.id ?? ''}|${shownDate ?? ''}`,
  );
  const reactivate = async () => {
    if (!shown || reactivating) return;
    setReactivating(true);
    try {
      await reactivateSchedule(shown);
      notify('Horário reativado com sucesso!');
    } catch (error) {
      notify(failureMessage('Erro ao reativar horário. Tente novamente.', error));
    } finally {
      setReactivating(false);
    }
  };
  const deactivate = async () => {
    if (!shown) return;
    try {
      await setScheduleActive(shown, false);
      notify('Horário desativado com sucesso!');
      onClose();
    } catch (error) {
      notify(
        error instanceof StrandedClasses
          ? error.message
          : failureMessage('Erro ao desativar horário. Tente novamente.', error),
      );
    }
  };
  const dates = shown && period(shown);
  // The roll call names every student and guest: shown once their names have arrived. Nor is it shown
  // blank when what happened that day could not be read (offline, never read on this device): every
  // mark, notice and guest would look missing, and a mark given then be refused.
  const item =
    shown && shownDate && !occurrence.loading && !occurrence.error && students.ready
      ? classOnDate(shown, shownDate, occurrence.data)
      : null;
  const closure = item ? closureOn(data.closures.data, item.at) : null;
  // Opened on a date and that day still arriving: neither the usual time (a moved class's is not this
  // date's) nor the series' actions, which looked like the whole of what could be done that day.
  const arriving = shownDate !== null && item === null && !occurrence.error;
  // Once the class is cancelled its actions are gone, with the button and dialog focus was in: it goes
  // to what says the class is cancelled, not to the top of the dialog.
  // (Not when a class opens already cancelled: focus then goes where any dialog's goes.)
  const cancelledRef = useRef<HTMLDivElement>(null);
  const held = item === null ? null : !item.cancelled;
  const wasHeld = useRef(held);
  useEffect(() => {
    if (held === false && wasHeld.current === true) focusIfLost(cancelledRef.current);
    wasHeld.current = held;
  }, [held]);
  const uid = session.status === 'active' ? session.user.uid : '';
  const teaches =
    shown !== null && (isAdmin(session) || (uid !== '' && names.instructorLogin(shown.instructorId) === uid));
  // An instrutor no instructor record names as its 'Conta de acesso' teaches no class yet.
  const unlinked =
    !isAdmin(session) &&
    !data.instructors.loading &&
    !data.instructors.error &&
    !data.instructors.data.some((i) => i.userId === uid);
  return (
    <>
      <Dialog
        open={schedule !== null}
        onClose={onClose}
        ref={rootRef}
        slotProps={{
          transition: {
            onExited: () => {
              setLast({ schedule: null, date: null });
              focusIfLost(focusAfter(), rootRef.current);
            },
          },
        }}
        aria-labelledby="schedule-details-title"
        maxWidth="sm"
        fullWidth
        fullScreen={phone}
      >
        <DialogTitle id="schedule-details-title">Detalhes do horário</DialogTitle>
        <DialogSyncStatus />
        {shown && (
          <DialogContent>
            {arriving && <LinearProgress aria-label="Carregando a aula" sx={{ mb: 2 }} />}
            {item && (
              <Typography variant="subtitle1" sx={{ mb: 1 }}>
                {`${headingCase(dayTitle(item.at))}, ${timeRange(item)}`}
              </Typography>
            )}
            {item && item.cancelled && (
              <Alert severity="error" ref={cancelledRef} tabIndex={-1}>
                {cancelledText(item)}
              </Alert>
            )}
            {item && item.moved && <Alert severity="warning">{movedText(item)}</Alert>}
            {closure && <Alert severity="warning">{`${closureLabel(closure)}: sem aula neste dia.`}</Alert>}
            {!shown.active && (
              <Alert severity="info">
                Horário desativado: não aparece na agenda e os alunos não estão matriculados nele.
              </Alert>
            )}
            <Stack component="dl" spacing={1.5} sx={{ m: 0, mt: 1 }}>
              <Detail label="Instrutor" value={names.instructor(shown.instructorId)} />
              <Detail
                label="Alunos"
                value={students.ready ? shown.studentIds.map(students.of).join(', ') : 'Carregando...'}
              />
              <Detail label="Disciplina" value={disciplineLabel(shown.discipline)} />
              {/* A class 'Remarcar' moved: these are its usual ones, not this date's (the heading's). */}
              {!arriving && <Detail label={item?.moved ? 'Horário habitual' : 'Horário'} value={timeRange(shown)} />}
              {!arriving && <Detail label={item?.moved ? 'Dias habituais' : 'Dias'} value={weekdayNames(shown.days)} />}
              {dates && <Detail label="Período" value={dates} />}
            </Stack>
            {shownDate && <LiveError live={occurrence} />}
            {item && !closure && (
              <RollCall
                // Another class or date is another roll call: nothing tapped in one shows in the next.
                key={`${item.schedule.id}|${item.date}`}
                item={item}
                studentName={students.of}
                canMark={teaches}
                unlinked={unlinked}
                creditDays={data.creditDays}
                credits={classCredits.loading || classCredits.error ? null : classCredits.data}
              />
            )}
          </DialogContent>
        )}
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {item && !closure && !item.cancelled && teaches && (
            <ClassActions
              item={item}
              creditDays={data.creditDays}
              closures={data.closures.data}
              schedules={data.schedules.data}
            />
          )}
          {/* An admin or the class's own instructor (the rules say the same). */}
          {teaches && !arriving && shown?.active === false && (
            <Button onClick={() => void reactivate()} aria-disabled={reactivating || undefined}>
              Reativar
            </Button>
          )}
          {teaches && !arriving && shown?.active !== false && (
            <Button color="error" onClick={() => setConfirming(true)}>
              Desativar
            </Button>
          )}
          {!arriving && shown?.active !== false && <Button onClick={() => shown && onEdit(shown)}>Editar</Button>}
          <Button variant="contained" onClick={onClose}>
            Fechar
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Desativar horário?"
        message="A aula deixa de aparecer na agenda, também nas datas passadas (as chamadas feitas continuam contando nos Relatórios), e os alunos deixam de estar matriculados nela. Nada é apagado."
        confirmLabel="Desativar"
        destructive
        onConfirm={deactivate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
