import { useState, type ReactNode } from 'react';
import { StrandedClasses } from '../../domain/class-days';
import { InactivationUnfinished } from '../../domain/student-places';
import { ConfirmDialog } from './confirm-dialog';
import { failureMessage } from './failure-message';
import { useNotify } from './notify';

interface Props<R extends { nome: string; active: boolean }> {
  /** The record to inactivate or restore; null when closed. */
  record: R | null;
  /** 'Aluno' or 'Instrutor', for the title and the messages. */
  noun: string;
  setActive: (record: R, active: boolean) => Promise<void>;
  /** What else the change does to this record (e.g. a student leaving their classes), below the text. */
  detail?: (record: R) => ReactNode;
  onClose: () => void;
  /** Where focus goes when the record's row has left the list (inactivated, 'Mostrar inativos' off). */
  focusAfter: () => HTMLElement | null;
}

/**
 * Inativar / Restaurar with a confirmation (SPEC 4: nothing is deleted; an inactive record comes
 * back with 'Mostrar inativos'), then a success or failure message.
 */
export function ActiveToggleDialog<R extends { nome: string; active: boolean }>(props: Props<R>) {
  const { record, noun, setActive, detail, onClose, focusAfter } = props;
  const notify = useNotify();
  const lower = noun.toLowerCase();
  // Keeps the texts of the last record while the dialog fades out.
  const [last, setLast] = useState(record);
  if (record && record !== last) setLast(record);
  const shown = record ?? last;
  const inactivate = shown?.active ?? true;

  const confirm = async () => {
    if (!record) return;
    try {
      await setActive(record, !inactivate);
      notify(`${noun} ${inactivate ? 'inativado' : 'restaurado'} com sucesso!`);
    } catch (error) {
      const failed = `Erro ao ${inactivate ? 'inativar' : 'restaurar'} ${lower}.`;
      // What to do first (a class of theirs alone has make-ups ahead), what was done before it stopped,
      // or the spec's message and the reason.
      notify(
        error instanceof StrandedClasses || error instanceof InactivationUnfinished
          ? `${failed} ${error.message}`
          : failureMessage(`${failed} Tente novamente.`, error),
      );
    }
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title={inactivate ? `Inativar ${lower}?` : `Restaurar ${lower}?`}
      message={
        <>
          {inactivate
            ? `${shown?.nome ?? ''} deixará de aparecer nas listas. Nada é apagado: marque 'Mostrar inativos' para ver e restaurar o cadastro.`
            : `${shown?.nome ?? ''} volta a aparecer nas listas.`}
          {shown && detail?.(shown)}
        </>
      }
      confirmLabel={inactivate ? 'Inativar' : 'Restaurar'}
      destructive={inactivate}
      onConfirm={confirm}
      onClose={onClose}
      focusAfter={focusAfter}
    />
  );
}
