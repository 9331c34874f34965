import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../confirm-dialog';

type Props = Pick<
  ComponentProps<typeof ConfirmDialog>,
  'open' | 'onConfirm' | 'onClose' | 'onClosed' | 'focusAfter'
> & {
  /** The student whose make-up class is cancelled. */
  name: string;
  /** Where it was booked: 'nesta aula' (its roll call), 'em 05/12/2026 às 07:00' (the student's credits). */
  where: string;
};

/** 'Cancelar reposição' asks first, wherever it is (one mis-tap gave the seat away). */
export function CancelBookingConfirm({ name, where, ...dialog }: Props) {
  return (
    <ConfirmDialog
      {...dialog}
      title="Cancelar reposição"
      message={`A reposição de ${name} ${where} será cancelada: a vaga fica livre e o crédito volta para o aluno.`}
      confirmLabel="Cancelar reposição"
      // Not 'Cancelar' beside it: that read as the action itself.
      cancelLabel="Voltar"
      focusCancel
    />
  );
}
