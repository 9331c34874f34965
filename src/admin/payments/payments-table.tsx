import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { PaymentRow } from '../../domain/payment-rows';
import { studentPaymentStatusLabels } from '../../domain/payment-status';
import { PaymentStatusChip } from '../ui/payment-status-chip';
import { StaffGrid } from '../ui/staff-grid';
import { PaymentRowActions, type RowHandlers } from './payment-row-actions';

const money = (value: number | null) => (value === null ? '—' : formatBRL(value));
// Most urgent first when sorted by status.
const urgency = { overdue: 0, pending: 1, none: 2, paid: 3 } as const;
const secondary = ['lastPaymentDate', 'count', 'lastAmount', 'total'];

interface Props extends RowHandlers {
  rows: readonly PaymentRow[];
  loading: boolean;
}

/** Controle de Pagamentos: one row per student, status chip with text, the row actions. */
export function PaymentsTable({ rows, loading, ...handlers }: Props) {
  const { onNew, onEditLast, onHistory, onCharge } = handlers;
  const columns = useMemo<GridColDef<PaymentRow>[]>(
    () => [
      { field: 'nome', headerName: 'Aluno', flex: 2, minWidth: 160 },
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
        width: 170,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => <PaymentRowActions row={row} handlers={{ onNew, onEditLast, onHistory, onCharge }} />,
      },
    ],
    [onNew, onEditLast, onHistory, onCharge],
  );
  return (
    <StaffGrid label="Controle de Pagamentos" rows={rows} columns={columns} secondary={secondary} loading={loading} />
  );
}
