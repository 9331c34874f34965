import { useMemo } from 'react';
import { Box, Chip, useMediaQuery, useTheme } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';

const localeText = ptBR.components.MuiDataGrid.defaultProps.localeText;

export interface GridRecord {
  id: string;
  nome: string;
  active: boolean;
}

interface Props<R extends GridRecord> {
  /** The grid's accessible name, e.g. 'Alunos / Pacientes'. */
  label: string;
  rows: readonly R[];
  /** The record's own columns; Situação and the actions are added here. */
  columns: GridColDef<R>[];
  /** Columns left out on a phone (375 px), where only the name and the actions fit. */
  secondary: readonly string[];
  loading: boolean;
  onEdit: (record: R) => void;
  onToggleActive: (record: R) => void;
}

/**
 * The list of students or instructors: MUI's data grid (rows virtualised, 100 a page), sorted as
 * given, with Situação and the row actions Editar and Inativar/Restaurar.
 */
export function RecordsGrid<R extends GridRecord>(props: Props<R>) {
  const { label, rows, columns, secondary, loading, onEdit, onToggleActive } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  const allColumns = useMemo<GridColDef<R>[]>(
    () => [
      ...columns,
      {
        field: 'active',
        headerName: 'Situação',
        width: 110,
        type: 'boolean',
        renderCell: ({ row }) =>
          row.active ? (
            <Chip label="Ativo" size="small" color="success" variant="outlined" />
          ) : (
            <Chip label="Inativo" size="small" />
          ),
      },
      {
        field: 'actions',
        headerName: 'Ações',
        width: 100,
        sortable: false,
        filterable: false,
        hideable: false,
        disableColumnMenu: true,
        align: 'right',
        headerAlign: 'right',
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<EditIcon />} label="Editar" onClick={() => onEdit(params.row)} />
            <GridActionsCellItem
              icon={params.row.active ? <PersonOffIcon /> : <RestoreIcon />}
              label={params.row.active ? 'Inativar' : 'Restaurar'}
              onClick={() => onToggleActive(params.row)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [columns, onEdit, onToggleActive],
  );

  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries((phone ? [...secondary, 'active'] : []).map((field) => [field, false])),
    [phone, secondary],
  );

  return (
    <Box sx={{ height: { xs: 'calc(100dvh - 250px)', sm: 'calc(100dvh - 220px)' }, minHeight: 360, width: '100%' }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={allColumns}
        loading={loading}
        localeText={localeText}
        columnVisibilityModel={visibility}
        disableRowSelectionOnClick
        disableColumnMenu={phone}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 50, 100]}
        getRowClassName={({ row }) => (row.active ? '' : 'inactive')}
        sx={{ '& .inactive': { color: 'text.disabled' } }}
      />
    </Box>
  );
}
