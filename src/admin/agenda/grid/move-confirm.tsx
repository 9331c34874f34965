import { useState } from 'react';
import { moveClass } from '../../../data/occurrences-repo';
import type { ClassOnDate } from '../../../domain/class-days';
import { formatDateBR } from '../../../domain/dates';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { failureMessage } from '../../ui/failure-message';
import { useNotify } from '../../ui/notify';

export interface PendingMove {
  item: ClassOnDate;
  to: { date: string; startTime: string; endTime: string };
  /** Why the move is not offered (the studio is closed then, or it has started), or null. */
  refused: string | null;
  /** What it would clash with (moveWarnings): said, never blocking. */
  warnings?: readonly string[];
}

/** A drag in Grade is 'Remarcar' of that one class, after a confirmation. */
export function MoveConfirm({ pending, onClose }: { pending: PendingMove | null; onClose: () => void }) {
  const notify = useNotify();
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const p = pending ?? shown;
  const message = !p
    ? ''
    : (p.refused ??
      [
        `Remarcar só a aula de ${formatDateBR(p.item.at)} ${p.item.startTime} para ${formatDateBR(p.to.date)} ${p.to.startTime}–${p.to.endTime}? As outras aulas do horário não mudam.`,
        ...(p.warnings ?? []).map((warning) => `Atenção: ${warning}`),
      ].join(' '));
  return (
    <ConfirmDialog
      open={pending !== null}
      title="Remarcar"
      message={message}
      confirmLabel={p?.refused ? 'Fechar' : 'Remarcar'}
      // Refused, it only says why: one button closes it.
      cancelLabel={p?.refused ? null : undefined}
      onConfirm={async () => {
        if (!p || p.refused) return onClose();
        try {
          await moveClass(p.item, p.to);
          notify('Aula remarcada com sucesso!');
          onClose();
        } catch (error) {
          // Taken meanwhile (Grade knows only moved and cancelled classes): said alone, as no use trying again.
          notify(failureMessage('Erro ao remarcar a aula. Tente novamente.', error));
        }
      }}
      onClose={onClose}
    />
  );
}
