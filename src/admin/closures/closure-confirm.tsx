import { useState } from 'react';
import type { ClosureRecord } from '../../data/closures-repo';
import { closureDates, closureLabel, type Closure, type KeptClosed } from '../../domain/closure';
import { daysFromTo } from '../../domain/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** A closure from today or earlier hides classes that took place, with their roll call (reopening shows them again). */
export const CLOSING_PAST_DAYS =
  'O fechamento começa hoje ou antes: as aulas desses dias saem da agenda e dos relatórios, também as que já ' +
  "aconteceram, com a chamada delas. Para parar só as aulas que ainda vão acontecer, use 'Cancelar aula deste dia' " +
  'em cada uma.';

/** A switch of 'Feriados e recesso' toggled, or a range added: the closure as it would be saved. */
export interface ClosureChange {
  id: string;
  closure: Omit<Closure, 'createdAt' | 'updatedAt'>;
  createdAt?: number;
  /** Reopening: the other closures that keep some (or all) of its days closed (keptClosed). */
  kept?: KeptClosed<ClosureRecord>;
  /** What to do once it is saved and the question has gone (e.g. clear the range's fields). */
  done?: () => void;
}

/** 'Recesso (21/12/2026 a 03/01/2027)', 'Feriado: Natal (25/12/2026)'. */
const named = (closures: readonly ClosureRecord[]) =>
  closures.map((c) => `${closureLabel(c)} (${closureDates(c)})`).join(', ');

/** A closure longer than this is asked about with its length first: an end date's year mistyped (2062). */
const LONG_CLOSURE_DAYS = 31;

/** The question for closing: what goes, and what reopening does not bring back. */
function closeText(c: ClosureChange['closure'], today: string): string {
  const oneDay = c.startDate === c.endDate;
  const days = oneDay ? 'desse dia' : 'desses dias';
  const length = daysFromTo(c.startDate, c.endDate) + 1;
  return (
    (length > LONG_CLOSURE_DAYS
      ? `Atenção: são ${length.toLocaleString('pt-BR')} dias fechados. Confira as datas. `
      : '') +
    `${c.reason} (${closureDates(c)}): as aulas ${days} saem da agenda. As reposições agendadas para ` +
    `${oneDay ? 'esse dia' : 'esses dias'} são canceladas (o crédito volta ao aluno), e os créditos de avisos de ` +
    `falta ${days} são retirados, com as reposições já agendadas com eles. Reabrir depois devolve esses créditos, ` +
    'mas não refaz as reposições canceladas.' +
    (c.startDate <= today
      ? ' Começa hoje ou antes: saem também as aulas que já aconteceram, com a chamada delas. Para parar só as que ' +
        "ainda vão acontecer, use 'Cancelar aula deste dia' em cada uma."
      : '')
  );
}

/** The question for reopening: what comes back, and what another closure keeps closed. */
function reopenText(c: ClosureChange['closure'], kept: ClosureChange['kept']): string {
  const oneDay = c.startDate === c.endDate;
  const what = `${c.reason} (${closureDates(c)})`;
  if (kept?.every)
    return (
      `${what}: ${oneDay ? 'o dia continua fechado' : 'os dias continuam fechados'} por ${named(kept.by)}. ` +
      'As aulas e os créditos retirados só voltam quando esse fechamento também for desligado.'
    );
  const stays =
    kept && kept.by.length > 0 ? ` Continuam fechados os dias que outro fechamento cobre: ${named(kept.by)}.` : '';
  return (
    `${what}: as aulas ${oneDay ? 'desse dia' : 'desses dias'} voltam à agenda, e os créditos retirados pelo ` +
    'fechamento voltam aos alunos. As reposições canceladas pelo fechamento não são refeitas: agende-as de novo, ' +
    `se for o caso.${stays}`
  );
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
  /** Once the question has gone (its fade-out over, focus given back). */
  onClosed?: () => void;
}) {
  const { change, today, onConfirm, onClose, onClosed } = props;
  // Keeps the texts of the last question while the dialog fades out (not the other question's).
  const [last, setLast] = useState(change);
  if (change && change !== last) setLast(change);
  const shown = change ?? last;
  const c = shown?.closure;
  const kept = shown?.kept;
  const message = !c ? '' : c.active ? closeText(c, today) : reopenText(c, kept);
  const reopening = c?.active === false;
  return (
    <ConfirmDialog
      open={change !== null}
      title={reopening ? (kept?.every ? 'Desligar este fechamento?' : 'Reabrir o estúdio?') : 'Fechar o estúdio?'}
      message={message}
      confirmLabel={reopening ? (kept?.every ? 'Desligar' : 'Reabrir') : 'Fechar o estúdio'}
      destructive={!reopening}
      onConfirm={onConfirm}
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
