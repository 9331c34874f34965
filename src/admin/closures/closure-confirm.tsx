import { useState } from 'react';
import type { Closure } from '../../domain/closure';
import { formatDateBR } from '../../domain/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** A closure from today or earlier hides classes that took place, with their roll call (reopening shows them again). */
export const CLOSING_PAST_DAYS =
  'O fechamento começa hoje ou antes: as aulas desses dias saem da agenda e dos relatórios, também as que já ' +
  "aconteceram, com a chamada delas. Para parar só as aulas que ainda vão acontecer, use 'Cancelar aula deste dia' " +
  'em cada uma.';

/** A switch of 'Feriados e recesso' toggled: the closure as it would be saved. */
export interface ClosureChange {
  id: string;
  closure: Omit<Closure, 'createdAt' | 'updatedAt'>;
  createdAt?: number;
}

/**
 * Asks before a switch closes or reopens the studio: closing cancels make-ups and takes credits back,
 * and reopening gives the credits back but not the make-ups (their seats may be taken since).
 */
export function ClosureConfirm(props: {
  change: ClosureChange | null;
  today: string;
  onConfirm: () => unknown;
  onClose: () => void;
}) {
  const { change, today, onConfirm, onClose } = props;
  // Keeps the texts of the last question while the dialog fades out (not the other question's).
  const [last, setLast] = useState(change);
  if (change && change !== last) setLast(change);
  const c = (change ?? last)?.closure;
  const oneDay = c?.startDate === c?.endDate;
  const when = c ? `${formatDateBR(c.startDate)}${oneDay ? '' : ` a ${formatDateBR(c.endDate)}`}` : '';
  const days = oneDay ? 'desse dia' : 'desses dias';
  const message = !c
    ? ''
    : c.active
      ? `${c.reason} (${when}): as aulas ${days} saem da agenda. As reposições agendadas para ${oneDay ? 'esse dia' : 'esses dias'} ` +
        `são canceladas (o crédito volta ao aluno), e os créditos de avisos de falta ${days} são retirados, com as ` +
        'reposições já agendadas com eles. Reabrir depois devolve esses créditos, mas não refaz as reposições canceladas.' +
        (c.startDate <= today
          ? ` Começa hoje ou antes: saem também as aulas que já aconteceram, com a chamada delas. Para parar só as que ` +
            "ainda vão acontecer, use 'Cancelar aula deste dia' em cada uma."
          : '')
      : `${c.reason} (${when}): as aulas ${days} voltam à agenda, e os créditos retirados pelo fechamento voltam aos ` +
        'alunos. As reposições canceladas pelo fechamento não são refeitas: agende-as de novo, se for o caso.';
  return (
    <ConfirmDialog
      open={change !== null}
      title={c?.active === false ? 'Reabrir o estúdio?' : 'Fechar o estúdio?'}
      message={message}
      confirmLabel={c?.active === false ? 'Reabrir' : 'Fechar o estúdio'}
      destructive={c?.active !== false}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
