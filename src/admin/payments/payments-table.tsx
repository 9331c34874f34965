import { useMemo } from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { PaymentRow } from '../../domain/payment-rows';
import { studentPaymentStatusLabels } from '../../domain/payment-status';
import { PaymentStatusChip } from '../ui/payment-status-chip';
import { PaymentRowActions, type RowHandlers } from './payment-row-actions';

const localeText = ptBR.components.MuiDataGrid.defaultProps.localeText;
const money = (value: number | null) => (value === null ? '—' : formatBRL(value));
// Most urgent first when sorted by status.
const urgency = { overdue: 0, pending: 1, none: 2, paid: 3 } as const;
const secondary = ['lastPaymentDate', 'count', 'lastAmount', 'total'];

interface Props extends RowHandlers {
  rows: readonly PaymentRow[];
  loading: boolean;
  today: string;
}

/** Controle de Pagamentos: one row per student, status chip with text, the row actions. */
export function PaymentsTable({ rows, loading, today, ...handlers }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { onNew, onEditLast, onHistory } = handlers;
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
        width: 150,
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
        renderCell: ({ row }) => (
          <PaymentRowActions row={row} today={today} handlers={{ onNew, onEditLast, onHistory }} />
        ),
      },
    ],
    [today, onNew, onEditLast, onHistory],
  );
  const visibility = useMemo(
    () => Object.fromEntries((phone ? secondary : []).map((field) => [field, false])),
    [phone],
  );
  return (
    <Box sx={{ height: { xs: 'calc(100dvh - 250px)', sm: 'calc(100dvh - 220px)' }, minHeight: 360, width: '100%' }}>
      <DataGrid
        aria-label="Controle de Pagamentos"
        rows={rows}
        columns={columns}
        loading={loading}
        localeText={localeText}
        columnVisibilityModel={visibility}
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 50, 100]}
        getRowClassName={({ row }) => (row.active ? '' : 'inactive')}
        sx={{ '& .inactive': { color: 'text.disabled' } }}
      />
    </Box>
  );
}
