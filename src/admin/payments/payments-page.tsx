import { useCallback, useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { paymentRow, type PaymentRow } from '../../domain/payment-rows';
import { readListFilters, writeListFilters } from '../ui/list-filters';
import { useTitleAfterDialogs } from '../ui/focus-if-lost';
import { ListToolbar } from '../ui/list-toolbar';
import { LiveError } from '../ui/live-error';
import { ChargeDialog } from '../ui/charge-dialog';
import { PageHeader } from '../ui/page-header';
import { useTableView } from '../ui/use-table-view';
import { useToday } from '../ui/use-today';
import { useUrlState } from '../ui/use-url-state';
import { EditLastPayment } from './edit-last-payment';
import { GenerateDuesDialog } from './generate-dues-dialog';
import { PaymentDialog } from './payment-dialog';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { PaymentsTable } from './payments-table';
import type { PaymentEdit } from './save-payment';
import { usePaymentRows } from './use-payment-rows';

type Form =
  { kind: 'new'; studentId: string } | { kind: 'editLast'; studentId: string } | { kind: 'edit'; edit: PaymentEdit };

/** Controle de Pagamentos (SPEC 2.10): search and 'Mostrar inativos' in the URL, the table, the dialogs. */
export default function PaymentsPage() {
  const [filters, setFilters] = useUrlState(readListFilters, writeListFilters);
  const today = useToday();
  const { rows, students, summaries } = usePaymentRows(filters, today);
  const [form, setForm] = useState<Form | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [chargeOf, setChargeOf] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  // Dialogs follow the live data (a save elsewhere updates them), whatever the filters hide.
  const rowOf = useCallback(
    (id: string): PaymentRow | null => {
      const student = students.data.find((s) => s.id === id);
      return student ? paymentRow(student, summaries.data.get(id), today) : null;
    },
    [students.data, summaries.data, today],
  );
  const summaryOf = useCallback((id: string) => summaries.data.get(id), [summaries.data]);
  const handlers = useMemo(
    () => ({
      onNew: (row: PaymentRow) => setForm({ kind: 'new', studentId: row.id }),
      onEditLast: (row: PaymentRow) => setForm({ kind: 'editLast', studentId: row.id }),
      onHistory: (row: PaymentRow) => setHistoryOf(row.id),
      onCharge: (row: PaymentRow) => setChargeOf(row.id),
    }),
    [],
  );
  const edit = useCallback((value: PaymentEdit) => setForm({ kind: 'edit', edit: value }), []);
  const close = useCallback(() => setForm(null), []);
  const tableView = useTableView(filters, setFilters);
  // A payment is written with its student's summary as read: none before the summaries are whole.
  const unsure = rows.loading || rows.error !== null;
  const historyRow = historyOf ? rowOf(historyOf) : null;
  const lastRow = form?.kind === 'editLast' ? rowOf(form.studentId) : null;
  const chargeRow = chargeOf ? rowOf(chargeOf) : null;

  // A payment saved so that its row left the list (a search for 'atraso'): focus goes to the title.
  const headingRef = useTitleAfterDialogs(form !== null || historyOf !== null || chargeOf !== null || generating);

  return (
    <Stack spacing={2}>
      <PageHeader title="Controle de Pagamentos" headingRef={headingRef} />
      <ListToolbar
        filters={filters}
        onChange={setFilters}
        searchHint="Nome, telefone, disciplina ou status"
        resultCount={rows.loading || rows.error ? undefined : rows.data.length}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              disabled={unsure}
              onClick={() => setGenerating(true)}
            >
              Gerar mensalidades
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={unsure}
              onClick={() => setForm({ kind: 'new', studentId: '' })}
            >
              Novo Pagamento
            </Button>
          </Stack>
        }
      />
      <LiveError live={rows} />
      <PaymentsTable
        rows={rows.data}
        loading={rows.loading}
        failed={rows.error !== null}
        {...tableView}
        {...handlers}
      />
      {historyRow && (
        <PaymentHistoryDialog row={historyRow} today={today} onEdit={edit} onClose={() => setHistoryOf(null)} />
      )}
      {generating && (
        <GenerateDuesDialog
          students={students.data}
          summaryOf={summaryOf}
          source={rows}
          today={today}
          onClose={() => setGenerating(false)}
        />
      )}
      {chargeRow && <ChargeDialog row={chargeRow} today={today} onClose={() => setChargeOf(null)} />}
      {lastRow && <EditLastPayment row={lastRow} onReady={edit} onClose={close} />}
      {form && form.kind !== 'editLast' && (
        <PaymentDialog
          key={form.kind === 'edit' ? form.edit.payment.id : `new-${form.studentId}`}
          students={students.data}
          studentId={form.kind === 'new' ? form.studentId : undefined}
          edit={form.kind === 'edit' ? form.edit : null}
          summaryOf={summaryOf}
          today={today}
          onClose={close}
        />
      )}
    </Stack>
  );
}
