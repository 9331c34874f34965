import { useMemo } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { PaymentRow } from '../../domain/payment-rows';
import { studentPaymentStatusLabels } from '../../domain/payment-status';
import { PaymentStatusChip, PaymentStatusLine } from '../ui/payment-status-chip';
import { StaffGrid } from '../ui/staff-grid';
import { TwoLineCell } from '../ui/two-line-cell';
import { PaymentRowActions, type RowHandlers } from './payment-row-actions';

const money = (value: number | null) => (value === null ? '—' : formatBRL(value));
// Most urgent first when sorted by status.
const urgency = { overdue: 0, pending: 1, none: 2, paid: 3 } as const;
/** Left out on a phone: the status goes under the name, so the name and the actions fit in 375 px. */
const secondary = ['lastPaymentDate', 'count', 'lastAmount', 'total', 'status'];

interface Props extends RowHandlers {
  rows: readonly PaymentRow[];
  loading: boolean;
}

/** Controle de Pagamentos: one row per student, status chip with text, the row actions. */
export function PaymentsTable({ rows, loading, ...handlers }: Props) {
  const { onNew, onEditLast, onHistory, onCharge } = handlers;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<GridColDef<PaymentRow>[]>(
    () => [
      {
        field: 'nome',
        headerName: 'Aluno',
        flex: 2,
        minWidth: phone ? 140 : 160,
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
        width: 150,
        valueFormatter: (value: string) => formatDateBR(value) || '—',
      },
      { field: 'count', headerName: 'Pagamentos', type: 'number', width: 110 },
      { field: 'lastAmount', headerName: 'Último valor', type: 'number', width: 130, valueFormatter: money },
      { field: 'total', headerName: 'Total pago', type: 'number', width: 140, valueFormatter: money },
      {
        field: 'status',
        headerName: 'Status',
        width: 170, // 'Sem pagamentos' with its icon
        valueFormatter: (value: PaymentRow['status']) => studentPaymentStatusLabels[value],
        sortComparator: (a: PaymentRow['status'], b: PaymentRow['status']) => urgency[a] - urgency[b],
        renderCell: ({ row }) => <PaymentStatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: 'Ações',
        width: phone ? 144 : 170, // the four buttons, and on a phone no more
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => <PaymentRowActions row={row} handlers={{ onNew, onEditLast, onHistory, onCharge }} />,
      },
    ],
    [onNew, onEditLast, onHistory, onCharge, phone],
  );
  return (
    <StaffGrid label="Controle de Pagamentos" rows={rows} columns={columns} secondary={secondary} loading={loading} />
  );
}
