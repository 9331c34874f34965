import { useMemo, useRef } from 'react';
import { Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paymentHistory, restorePayment } from '../../data/payment-ledger';
import type { PaymentRecord } from '../../data/payments-repo';
import type { StudentRecord } from '../../data/students-repo';
import { formatMoneyInput } from '../../domain/money';
import {
  paymentFormDefaults,
  paymentFormSchema,
  paymentToForm,
  suggestedAmount,
  type PaymentFormData,
  type PaymentFormValues,
} from '../../domain/payment-form';
import type { PaymentSummary } from '../../domain/payment-summary';
import { FormDialog } from '../ui/form-dialog';
import { HistoryButton } from '../ui/history-dialog';
import { useRecordSave } from '../ui/use-record-save';
import { PaymentFields } from './payment-fields';
import { paymentCreated, paymentSaveFailed, paymentUpdated, savePayment, type PaymentEdit } from './save-payment';
import { StudentPicker } from './student-picker';

interface Props {
  /** Every student (the picker offers the active ones, and the one already chosen). */
  students: readonly StudentRecord[];
  /** The student a new payment is for, when opened from a row. */
  studentId?: string;
  /** The payment to edit (with the student's history), or null for a new one. */
  edit: PaymentEdit | null;
  summaryOf: (studentId: string) => PaymentSummary | undefined;
  today: string;
  onClose: () => void;
}

/** The fee to propose for a student: the class price for 'avulsa', the monthly fee otherwise. */
const proposal = (student: StudentRecord | undefined) => (student ? formatMoneyInput(suggestedAmount(student)) : '');

const toForm = (payment: PaymentRecord) => ({ ...paymentToForm(payment), amount: formatMoneyInput(payment.amount) });

/** The payment form (SPEC 2.10, 5): a failed save keeps what was typed. */
export function PaymentDialog({ students, studentId = '', edit, summaryOf, today, onClose }: Props) {
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const chosen = edit?.payment.studentId ?? studentId;
  const form = useForm<PaymentFormValues, unknown, PaymentFormData>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: edit
      ? toForm(edit.payment)
      : { ...paymentFormDefaults(chosen, today), amount: proposal(byId.get(chosen)) },
  });
  const proposed = useRef(form.getValues('amount'));
  const options = useMemo(
    () => students.filter((s) => s.active || s.id === chosen).map((s) => ({ id: s.id, nome: s.nome })),
    [students, chosen],
  );
  // Choosing a student proposes its fee, unless the amount was typed by hand.
  const pick = (id: string) => {
    const amount = form.getValues('amount');
    if (amount !== '' && amount !== proposed.current) return;
    proposed.current = proposal(byId.get(id));
    form.setValue('amount', proposed.current, { shouldValidate: form.formState.isSubmitted });
  };
  const save = useRecordSave(form, {
    record: edit?.payment ?? null,
    toForm,
    save: (data, base, version) =>
      savePayment(data, edit && base ? { ...edit, payment: base } : null, summaryOf, version),
    success: edit ? paymentUpdated : paymentCreated,
    failure: paymentSaveFailed,
    onSaved: onClose,
    onInvalid: () => undefined,
  });

  return (
    <FormDialog
      open
      title={edit ? 'Editar pagamento' : 'Novo Pagamento'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      submitLabel={edit ? 'Salvar' : 'Registrar'}
      busyLabel={edit ? 'Salvando...' : 'Registrando...'}
      error={form.formState.errors.root?.server?.message}
      maxWidth="sm"
      extraActions={
        edit && (
          <HistoryButton
            kind="payments"
            current={edit.payment}
            load={() => paymentHistory(edit.payment.id)}
            restore={(version) => restorePayment(edit.payment, version, edit.history)}
            nameOf={(id) => byId.get(id)?.nome ?? id}
            onRestored={onClose}
          />
        )
      }
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <StudentPicker control={form.control} options={options} disabled={edit !== null} onPick={pick} />
        </Grid>
        <Grid size={12}>
          <PaymentFields control={form.control} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
