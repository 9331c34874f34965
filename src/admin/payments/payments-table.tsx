import { useMemo } from 'react';
import { Box, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { PaymentRow } from '../../domain/payment-rows';
import { studentPaymentStatusLabels, type StudentPaymentStatus } from '../../domain/payment-status';
import { PaymentStatusChip, PaymentStatusLine } from '../ui/payment-status-chip';
import type { TableView } from '../ui/list-filters';
import { StaffGrid } from '../ui/staff-grid';
import { TwoLineCell } from '../ui/two-line-cell';
import { visuallyHidden } from '../ui/visually-hidden';
import { PaymentRowActions, type RowHandlers } from './payment-row-actions';

const money = (value: number | null) => (value === null ? '—' : formatBRL(value));
// Most urgent first when sorted by status.
const urgency: Record<StudentPaymentStatus, number> = { overdue: 0, pending: 1, none: 2, paid: 3 };
/** The column holds the label (what the filter matches), so it sorts by the label's urgency. */
const urgencyOfLabel = new Map(
  Object.entries(studentPaymentStatusLabels).map(([status, label]) => [label, urgency[status as StudentPaymentStatus]]),
);
const byUrgency = (a: string, b: string) => (urgencyOfLabel.get(a) ?? 0) - (urgencyOfLabel.get(b) ?? 0);
/** 'dd/MM/yyyy' back to a sortable 'yyyyMMdd' (an empty date first, as before). */
const sortableDate = (br: string) => br.split('/').reverse().join('');
const byDate = (a: string, b: string) => sortableDate(a).localeCompare(sortableDate(b));
/** Left out on a phone: the status goes under the name, so the name and the actions fit in 375 px. */
const secondary = ['lastPaymentDate', 'count', 'lastAmount', 'total', 'status'];

interface Props extends RowHandlers {
  rows: readonly PaymentRow[];
  loading: boolean;
  /** The rows could not be read (StaffGrid). */
  failed?: boolean;
  /** How the table is seen, kept in the URL (StaffGrid). */
  view?: TableView;
  onViewChange?: (view: TableView) => void;
}

/** Controle de Pagamentos: one row per student, status chip with text, the row actions. */
export function PaymentsTable({ rows, loading, failed, view, onViewChange, ...handlers }: Props) {
  const { onNew, onEditLast, onHistory, onCharge } = handlers;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<GridColDef<PaymentRow>[]>(
    () => [
      {
        field: 'nome',
        headerName: 'Aluno',
        flex: 2,
        minWidth: phone ? 140 : 145,
        renderCell: phone
          ? ({ row }) => (
              <TwoLineCell primary={row.nome}>
                <PaymentStatusLine status={row.status} />
              </TwoLineCell>
            )
          : undefined,
      },
      {
        field: 'lastPaymentDate',
        headerName: 'Último pagamento',
        width: 155, // its header, whole
        // The column holds 'dd/MM/yyyy', as shown, so a filter typed the way the date reads matches it.
        valueGetter: (_value, row) => formatDateBR(row.lastPaymentDate),
        valueFormatter: (value: string) => value || '—',
        sortComparator: byDate,
        // The latest record may be a charge not paid yet (a month's due is dated on its due day): it
        // must not read as money received on that day. Under the date, not beside it: the column so wide
        // pushed the row's actions ('Cobrar') out of a 1280-px screen.
        renderCell: ({ row, formattedValue }) =>
          row.summary && row.summary.lastStatus !== 'paid' ? (
            <TwoLineCell primary={formattedValue}>
              {/* Read, and copied, as one line: '15/06/2025 · em aberto'. */}
              <Box component="span" sx={visuallyHidden}>
                {' · '}
              </Box>
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                em aberto
              </Typography>
            </TwoLineCell>
          ) : (
            formattedValue
          ),
      },
      { field: 'count', headerName: 'Pagamentos', type: 'number', width: 110 },
      { field: 'lastAmount', headerName: 'Último valor', type: 'number', width: 125, valueFormatter: money },
      { field: 'total', headerName: 'Total pago', type: 'number', width: 125, valueFormatter: money },
      {
        field: 'status',
        headerName: 'Status',
        width: 160, // 'Sem pagamentos' with its icon (the columns leave a scrollbar's width at 1280 px)
        // The column holds the label ('Pago'), so the column filter matches what the chip says.
        valueGetter: (_value, row) => studentPaymentStatusLabels[row.status],
        sortComparator: byUrgency,
        renderCell: ({ row }) => <PaymentStatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: 'Ações',
        width: phone ? 144 : 150, // the four buttons, and on a phone no more
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        // The cell's tabIndex: Tab enters and leaves the grid; the arrows reach each row's buttons.
        renderCell: ({ row, tabIndex }) => (
          <PaymentRowActions row={row} tabIndex={tabIndex} handlers={{ onNew, onEditLast, onHistory, onCharge }} />
        ),
      },
    ],
    [onNew, onEditLast, onHistory, onCharge, phone],
  );
  return (
    <StaffGrid
      label="Controle de Pagamentos"
      rows={rows}
      columns={columns}
      secondary={secondary}
      loading={loading}
      failed={failed}
      noRowsLabel="Nenhum pagamento encontrado"
      view={view}
      onViewChange={onViewChange}
    />
  );
}
