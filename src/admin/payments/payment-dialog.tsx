import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Grid } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStudentPayments, useStudentPrivate } from '../../data/hooks';
import { paymentHistory, restorePayment } from '../../data/payment-ledger';
import type { PaymentRecord } from '../../data/payments-repo';
import type { StudentPrivateRecord, StudentRecord } from '../../data/students-repo';
import { messageForError } from '../../domain/auth-errors';
import { isIsoDate, todayIso } from '../../domain/dates';
import { isFirstFee, latestFeeDue, proposedDueDate, proratedFirstDue } from '../../domain/monthly-dues';
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
import { studio } from '../../site/studio';
import { FormDialog } from '../ui/form-dialog';
import { HistoryButton } from '../ui/history-dialog';
import { useRecordSave } from '../ui/use-record-save';
import { OpenDuesNotice } from './open-dues-notice';
import { PaymentFields } from './payment-fields';
import { ProratedProposal } from './prorated-proposal';
import {
  paymentCreated,
  paymentNotChanged,
  paymentSaveFailed,
  paymentUpdated,
  savePayment,
  type PaymentEdit,
} from './save-payment';
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

/** The fee to propose: the class price for 'avulsa', the monthly fee otherwise; none without a plan on file. */
const proposal = (details: StudentPrivateRecord | null) => (details ? formatMoneyInput(suggestedAmount(details)) : '');

const toForm = (payment: PaymentRecord) => ({ ...paymentToForm(payment), amount: formatMoneyInput(payment.amount) });

/** The payment form (SPEC 2.10, 5): a failed save keeps what was typed. */
export function PaymentDialog({ students, studentId = '', edit, summaryOf, today, onClose }: Props) {
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const chosen = edit?.payment.studentId ?? studentId;
  const form = useForm<PaymentFormValues, unknown, PaymentFormData>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: edit ? toForm(edit.payment) : paymentFormDefaults(chosen, today),
  });
  const options = useMemo(
    () => students.filter((s) => s.active || s.id === chosen).map((s) => ({ id: s.id, nome: s.nome })),
    [students, chosen],
  );
  // The student whose fee a new payment proposes: its plan and fees are in its private document, read
  // when the student is chosen (one document). An edit proposes nothing.
  const [picked, setPicked] = useState(edit ? '' : chosen);
  // The month joined of the student whose payment is edited, or of the one picked for a new one.
  const joinedOf = (id: string) => todayIso(byId.get(id)?.createdAt ?? 0);
  // A due still open with no other fee due by the month joined may be the first due to pro-rate
  // (generated in full, with next month's generated since): its edit reads the fees for the proposal
  // below, and proposes no amount by itself.
  const firstDueEdit =
    edit !== null &&
    edit.payment.status !== 'paid' &&
    isFirstFee(
      edit.history.filter((p) => p.id !== edit.payment.id),
      joinedOf(edit.payment.studentId),
    );
  const fees = useStudentPrivate(picked || (firstDueEdit ? edit.payment.studentId : null));
  const proposed = useRef('');
  useEffect(() => {
    if (!picked || fees.loading) return;
    const amount = form.getValues('amount');
    if (amount !== '' && amount !== proposed.current) return; // typed by hand: kept
    proposed.current = proposal(fees.data);
    form.setValue('amount', proposed.current, { shouldValidate: form.formState.isSubmitted });
  }, [form, picked, fees.loading, fees.data]);
  // Its method too, the student's formaPagamento (as on the dues 'Gerar mensalidades' makes), unless chosen by hand.
  const proposedMethod = useRef<PaymentFormValues['paymentMethod']>('');
  useEffect(() => {
    if (!picked || fees.loading || form.getValues('paymentMethod') !== proposedMethod.current) return;
    proposedMethod.current = fees.data?.formaPagamento ?? '';
    form.setValue('paymentMethod', proposedMethod.current, { shouldValidate: form.formState.isSubmitted });
  }, [form, picked, fees.loading, fees.data]);
  // Its due date too: a monthly fee's is the month after the student's latest fee due, read from their
  // payments (one paid in advance is next month's, which 'Gerar mensalidades' then does not charge
  // again; one settled late is not the latest), unless typed by hand. Their summary's latest payment
  // stands in until they are read, or when they cannot be (offline, not on this device).
  const history = useStudentPayments(picked || null, picked ? summaryOf(picked) : undefined);
  const proposedDue = useRef(today);
  useEffect(() => {
    if (!picked || fees.loading || form.getValues('dueDate') !== proposedDue.current) return;
    const joined = todayIso(byId.get(picked)?.createdAt ?? 0);
    // From the summary at once (no date of today to save meanwhile), then from the payments once read.
    const read = !history.loading && !history.error;
    const summary = summaryOf(picked);
    const lastDue = read ? latestFeeDue(history.data) : summary?.lastDueDate;
    const first = read ? isFirstFee(history.data, joined) : !summary;
    proposedDue.current = proposedDueDate(fees.data, lastDue, joined, today, studio.defaultDueDay, first);
    form.setValue('dueDate', proposedDue.current, { shouldValidate: form.formState.isSubmitted });
  }, [form, picked, fees.loading, fees.data, history.loading, history.error, history.data, byId, summaryOf, today]);
  // A due switched to 'Pago' was paid today, not on the day it was due (the closing counts it in the
  // month of its payment date): the date follows, unless it was changed by hand; switched back, the
  // due gets its own date again.
  useEffect(() => {
    if (!edit || edit.payment.status === 'paid') return undefined;
    const own = edit.payment.paymentDate;
    let followed = false; // the date is today because 'Pago' was chosen
    const setDate = (date: string) =>
      form.setValue('paymentDate', date, { shouldValidate: form.formState.isSubmitted });
    return form.subscribe({
      name: 'status',
      formState: { values: true },
      callback: ({ values }) => {
        if (values.status === 'paid' && values.paymentDate === own) {
          followed = true;
          setDate(today);
        } else if (values.status !== 'paid' && followed && values.paymentDate === today) {
          followed = false;
          setDate(own);
        }
      },
    });
  }, [form, edit, today]);
  // A new payment for a student with no fee due by the month joined may be a first, pro-rated due (until
  // their payments are read, one without payments); so may the edit of that first due.
  const student = byId.get(edit ? edit.payment.studentId : picked);
  const historyRead = !history.loading && !history.error;
  const first = edit
    ? firstDueEdit
    : student !== undefined && (historyRead ? isFirstFee(history.data, joinedOf(student.id)) : !summaryOf(student.id));
  const newcomer = first && student && fees.data ? { joinedAt: student.createdAt, fees: fees.data } : null;
  // The month the payment is due in, as typed: a first due recorded later, or ahead, is pro-rated by it.
  const dueDate = useWatch({ control: form.control, name: 'dueDate' });
  const dueIn = isIsoDate(dueDate) ? dueDate : (edit?.payment.dueDate ?? today);
  const prorates = newcomer !== null && proratedFirstDue(newcomer.fees, todayIso(newcomer.joinedAt), dueIn) !== null;
  // 'Usar proporcional' chosen, then a due date of another month: the pro-rated amount goes with the
  // proposal (the whole fee comes back), unless it was typed over since.
  const usedProrated = useRef('');
  useEffect(() => {
    if (prorates || usedProrated.current === '') return;
    const kept = form.getValues('amount') === usedProrated.current;
    usedProrated.current = '';
    if (!kept) return;
    proposed.current = edit ? formatMoneyInput(edit.payment.amount) : proposal(fees.data);
    form.setValue('amount', proposed.current, { shouldValidate: form.formState.isSubmitted });
  }, [prorates, form, edit, fees.data]);
  // What a new payment records it paid for: the student's discipline and, from its private part, plan;
  // and whose it is, for a refusal said later.
  const studentOf = (id: string) => {
    const s = byId.get(id);
    return (
      s && { nome: s.nome, disciplina: s.disciplina, frequencia: id === picked ? (fees.data?.frequencia ?? '') : '' }
    );
  };
  const save = useRecordSave(form, {
    record: edit?.payment ?? null,
    toForm,
    save: (data, base, version, theirs) =>
      savePayment(data, edit && base ? { ...edit, payment: base } : null, summaryOf, studentOf, version, theirs),
    success: edit ? paymentUpdated : paymentCreated,
    unchanged: paymentNotChanged,
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
      dirty={form.formState.isDirty}
      submitLabel={edit ? 'Salvar' : 'Registrar'}
      busyLabel="Salvando..."
      error={form.formState.errors.root?.server?.message}
      maxWidth="sm"
      extraActions={
        edit && (
          <HistoryButton
            kind="payments"
            current={edit.payment}
            load={() => paymentHistory(edit.payment.id)}
            restore={(version) =>
              restorePayment(edit.payment, version, edit.history, byId.get(edit.payment.studentId)?.nome)
            }
            nameOf={(id) => byId.get(id)?.nome ?? id}
            onRestored={onClose}
            unsaved={form.formState.isDirty}
          />
        )
      }
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <StudentPicker control={form.control} options={options} disabled={edit !== null} onPick={setPicked} />
        </Grid>
        {!edit && student && (
          <Grid size={12}>
            <OpenDuesNotice nome={student.nome} summary={summaryOf(student.id)} today={today} />
          </Grid>
        )}
        {!edit && student && fees.error && (
          <Grid size={12}>
            <Alert severity="warning">
              {`Não foi possível ler o plano e os valores de ${student.nome}: informe o valor. ${messageForError(fees.error, '')}`.trim()}
            </Alert>
          </Grid>
        )}
        {newcomer && (
          <Grid size={12}>
            <ProratedProposal
              {...newcomer}
              dueIn={dueIn}
              onUse={(amount) => {
                // Still the app's proposal, not typed by hand: another student chosen gets their own fee.
                proposed.current = usedProrated.current = formatMoneyInput(amount);
                form.setValue('amount', proposed.current, { shouldValidate: true });
              }}
            />
          </Grid>
        )}
        <Grid size={12}>
          <PaymentFields control={form.control} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
