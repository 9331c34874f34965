import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { cancelClass, moveClass } from '../../../data/occurrences-repo';
import { isWhereItIs, type ClassOnDate } from '../../../domain/class-days';
import { closedDayText, closureOn, type Closure } from '../../../domain/closure';
import { cancelCreditsExpired } from '../../../domain/credit';
import { isIsoDate, todayIso } from '../../../domain/dates';
import { timePattern } from '../../../domain/fields';
import { inThisCentury, YEAR_TYPO_MESSAGE } from '../../../domain/form-fields';
import { rollCallTaken } from '../../../domain/attendance';
import { hasStarted, MOVE_TO_PAST_TEXT } from '../../../domain/make-up';
import { minutesOf, type Schedule } from '../../../domain/schedule';
import { scheduleMessages } from '../../../domain/schedule-form';
import { moveWarnings } from '../../../domain/schedule-warnings';
import { failureMessage } from '../../ui/failure-message';
import { useNotify } from '../../ui/notify';
import { useBackCloses } from '../../ui/use-back-closes';

type Mode = 'cancel' | 'move' | null;
type MoveField = 'date' | 'startTime' | 'endTime';
/** Why the save was refused or failed, and the fields it is about (none for a failed save). */
interface ActionError {
  message: string;
  fields: readonly MoveField[];
}

interface Props {
  item: ClassOnDate;
  /** Null until the studio's settings are read: cancelling (which gives credits) waits for it. */
  creditDays: number | null;
  /** The studio's closures: no class is moved to a closed day (it would show on no day at all). */
  closures: readonly Closure[];
  /** Every class: 'Remarcar' warns when the instructor or the students already have one then. */
  schedules?: readonly (Schedule & { id: string })[];
}

/**
 * 'Cancelar aula deste dia' (with a reason; every enrolled student gets a credit) and 'Remarcar'
 * (this date only, to another date and time not yet begun). Neither changes the recurring schedule. A
 * class someone attended happened: it is not cancelled, and once its roll call was taken it is not
 * moved (the rules refuse both too).
 */
export function ClassActions({ item, creditDays, closures, schedules = [] }: Props) {
  const attended = Object.values(item.occurrence?.attendance ?? {}).includes('presente');
  // A class whose roll call was taken happened where it was: it is not moved (the rules agree).
  const notify = useNotify();
  const [mode, setMode] = useState<Mode>(null);
  const [reason, setReason] = useState('');
  const [to, setTo] = useState({ date: item.at, startTime: item.startTime, endTime: item.endTime });
  const [error, setError] = useState<ActionError | null>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const fail = (message: string, fields: readonly MoveField[] = []) => setError({ message, fields });
  /** A field the error is about: red, aria-invalid and described by the error. */
  const fieldError = (field: MoveField) => {
    const invalid = error !== null && error.fields.includes(field);
    return { error: invalid, htmlInput: invalid ? { 'aria-describedby': errorId } : {} };
  };
  // Said as the new date and times are typed (a clash never blocks: the studio decides).
  const typed = isIsoDate(to.date) && timePattern.test(to.startTime) && timePattern.test(to.endTime);
  const warnings = mode === 'move' && typed && !isWhereItIs(item, to) ? moveWarnings(item, to, schedules) : [];
  // Cancelled long after it was planned, the credits it gives are born expired: said before, not after.
  const expired =
    creditDays !== null &&
    cancelCreditsExpired({ scheduleId: item.schedule.id, date: item.date, at: item.at }, creditDays, todayIso());
  // Its make-up guests lose their seat: their credits open again (said, as they leave the roll call).
  const guests = Object.keys(item.occurrence?.guests ?? {}).length;
  const cancelNote =
    (expired
      ? `Esta aula foi há mais de ${String(creditDays)} dias: o crédito de reposição de cada aluno matriculado já nasce vencido.`
      : 'Cada aluno matriculado recebe um crédito de reposição.') +
    (guests === 0
      ? ''
      : guests === 1
        ? ` A reposição agendada nela é desfeita e o crédito do aluno volta${expired ? ', também já vencido' : ' a ficar em aberto'}.`
        : ` As ${String(guests)} reposições agendadas nela são desfeitas e os créditos voltam${expired ? ', também já vencidos' : ' a ficar em aberto'}.`);
  const close = () => {
    setMode(null);
    setError(null);
  };
  // Back closes it, as Cancelar does, leaving the class open beneath; not while it saves.
  useBackCloses(mode !== null, busy ? null : close);
  const save = async () => {
    if (mode === 'cancel' && reason.trim() === '') return fail('Informe o motivo.');
    if (mode === 'cancel' && creditDays === null) return; // its button waits for the settings (below)
    if (mode === 'move') {
      if (!isIsoDate(to.date)) return fail('Informe a data.', ['date']);
      if (!inThisCentury(to.date)) return fail(YEAR_TYPO_MESSAGE, ['date']);
      // A time half typed reaches here as '' (the browser's), which would read as midnight.
      const badTimes = (['startTime', 'endTime'] as const).filter((field) => !timePattern.test(to[field]));
      if (badTimes.length > 0) return fail(scheduleMessages.time, badTimes);
      if (!(minutesOf(to.endTime) > minutesOf(to.startTime)))
        return fail('O horário final deve ser depois do inicial.', ['startTime', 'endTime']);
      if (isWhereItIs(item, to))
        return fail('A aula já está nesse dia e horário. Escolha outro.', ['date', 'startTime', 'endTime']);
      const closed = closureOn(closures, to.date);
      if (closed) return fail(closedDayText(to.date, closed), ['date']);
      if (hasStarted({ at: to.date, startTime: to.startTime }, Date.now()))
        return fail(MOVE_TO_PAST_TEXT, ['date', 'startTime']);
    }
    setBusy(true);
    try {
      if (mode === 'move') await moveClass(item, to);
      else if (creditDays !== null) await cancelClass(item, reason, creditDays);
      notify(
        mode === 'cancel'
          ? 'Aula cancelada com sucesso! Os alunos receberam crédito de reposição.'
          : 'Aula remarcada com sucesso!',
      );
      close();
    } catch (e) {
      fail(
        failureMessage(
          mode === 'cancel' ? 'Erro ao cancelar a aula. Tente novamente.' : 'Erro ao remarcar a aula. Tente novamente.',
          e,
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {!attended && (
        <Button color="warning" onClick={() => setMode('cancel')}>
          Cancelar aula deste dia
        </Button>
      )}
      {!(item.occurrence && rollCallTaken(item.occurrence)) && (
        <Button onClick={() => setMode('move')}>Remarcar</Button>
      )}
      {/* Open until the save settles: its failure is said here, beside what was typed. */}
      <Dialog
        open={mode !== null}
        onClose={busy ? undefined : close}
        maxWidth="xs"
        fullWidth
        aria-labelledby="class-action-title"
      >
        <DialogTitle id="class-action-title">{mode === 'cancel' ? 'Cancelar aula deste dia' : 'Remarcar'}</DialogTitle>
        <DialogContent>
          {mode === 'cancel' ? (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Motivo"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={error !== null}
              helperText={error?.message ?? cancelNote}
              // Why it was not cancelled, announced as it appears (focus stays on the button pressed).
              slotProps={{ htmlInput: { maxLength: 120 }, formHelperText: { role: error ? 'alert' : undefined } }}
            />
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                type="date"
                label="Nova data"
                value={to.date}
                onChange={(e) => setTo({ ...to, date: e.target.value })}
                error={fieldError('date').error}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: fieldError('date').htmlInput }}
              />
              <Stack direction="row" spacing={1}>
                <TextField
                  type="time"
                  label="Início"
                  value={to.startTime}
                  onChange={(e) => setTo({ ...to, startTime: e.target.value })}
                  error={fieldError('startTime').error}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: fieldError('startTime').htmlInput }}
                />
                <TextField
                  type="time"
                  label="Fim"
                  value={to.endTime}
                  onChange={(e) => setTo({ ...to, endTime: e.target.value })}
                  error={fieldError('endTime').error}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: fieldError('endTime').htmlInput }}
                />
              </Stack>
              {error && (
                <span role="alert" id={errorId}>
                  {error.message}
                </span>
              )}
              {warnings.map((warning) => (
                // A status, not an alert: it follows each keystroke of the date and times.
                <Alert key={warning} severity="warning" role="status">
                  {warning}
                </Alert>
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Voltar
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={busy || (mode === 'cancel' && creditDays === null)}
          >
            {busy ? 'Salvando...' : mode === 'cancel' ? 'Cancelar aula' : 'Remarcar'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
