import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { setScheduleActive, type ScheduleRecord } from '../../data/schedules-repo';
import { formatDateBR } from '../../domain/dates';
import { disciplineLabel, weekdayNames } from '../../domain/enums';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureMessage } from '../ui/failure-message';
import { useNotify } from '../ui/notify';
import { timeRange } from './agenda/agenda-labels';
import type { AgendaNames } from './agenda/use-agenda-data';

interface Props {
  /** The class shown; null when closed. */
  schedule: ScheduleRecord | null;
  names: AgendaNames;
  onClose: () => void;
  onEdit: (schedule: ScheduleRecord) => void;
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

/** 'Detalhes do horário' (SPEC 2.6), with Editar and Desativar (DESIGN.md: nothing is deleted). */
export function ScheduleDetails({ schedule, names, onClose, onEdit }: Props) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  // Keeps the texts while the dialog fades out.
  const [last, setLast] = useState(schedule);
  if (schedule && schedule !== last) setLast(schedule);
  const shown = schedule ?? last;
  const deactivate = async () => {
    if (!shown) return;
    try {
      await setScheduleActive(shown, false);
      notify('Horário desativado com sucesso!');
      onClose();
    } catch (error) {
      notify(failureMessage('Erro ao desativar horário. Tente novamente.', error));
    }
  };
  const dates = shown && period(shown);
  return (
    <>
      <Dialog
        open={schedule !== null}
        onClose={onClose}
        aria-labelledby="schedule-details-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="schedule-details-title">Detalhes do horário</DialogTitle>
        {shown && (
          <DialogContent>
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              <Detail label="Instrutor" value={names.instructor(shown.instructorId)} />
              <Detail label="Alunos" value={names.students(shown.studentIds).join(', ')} />
              <Detail label="Disciplina" value={disciplineLabel(shown.discipline)} />
              <Detail label="Horário" value={timeRange(shown)} />
              <Detail label="Dias" value={weekdayNames(shown.days)} />
              {dates && <Detail label="Período" value={dates} />}
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button color="error" onClick={() => setConfirming(true)}>
            Desativar
          </Button>
          <Button onClick={() => shown && onEdit(shown)}>Editar</Button>
          <Button variant="contained" onClick={onClose}>
            Fechar
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Desativar horário?"
        message="A aula deixa de aparecer na agenda e os alunos deixam de estar matriculados nela. Nada é apagado."
        confirmLabel="Desativar"
        destructive
        onConfirm={deactivate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
