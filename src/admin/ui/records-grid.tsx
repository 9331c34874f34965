import { useMemo, type ReactElement } from 'react';
import { Box, Chip, useMediaQuery, useTheme } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { chipTextColor } from './clipped-text';
import type { TableView } from './list-filters';
import { StaffGrid } from './staff-grid';
import { TwoLineCell } from './two-line-cell';

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
  /** What the table says when it has no rows, e.g. 'Nenhum aluno encontrado'. */
  noRowsLabel?: string;
  /** The rows could not be read (StaffGrid). */
  failed?: boolean;
  onEdit: (record: R) => void;
  onToggleActive: (record: R) => void;
  /** More actions of a row (e.g. a student's 'Prontuário'), after Editar and Inativar. */
  rowActions?: (record: R) => RowAction[];
  /** How the table is seen and where a change of it goes (StaffGrid). */
  view?: TableView;
  onViewChange?: (view: TableView) => void;
}

export interface RowAction {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}

/**
 * On a phone: the name as the column draws it (with a student's health alert), and under it Ativo or
 * Inativo.
 */
function withStatus<R extends GridRecord>(column: GridColDef<R>): GridColDef<R> {
  const own = column.renderCell;
  return {
    ...column,
    renderCell: (params) => (
      <TwoLineCell primary={own ? own(params) : params.row.nome}>
        <Box component="span" sx={{ color: chipTextColor(params.row.active ? 'success' : 'default') }}>
          {params.row.active ? 'Ativo' : 'Inativo'}
        </Box>
      </TwoLineCell>
    ),
  };
}

/**
 * The list of students or instructors: MUI's data grid (rows virtualised, 100 a page), sorted as
 * given, with Situação and the row actions Editar and Inativar/Restaurar.
 */
export function RecordsGrid<R extends GridRecord>(props: Props<R>) {
  const { label, rows, columns, secondary, loading, noRowsLabel, onEdit, onToggleActive, rowActions, ...paging } =
    props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const allColumns = useMemo<GridColDef<R>[]>(
    () => [
      // On a phone there is no Situação column: the status goes under the name (not only dimmed text).
      ...(phone ? columns.map((c) => (c.field === 'nome' ? withStatus(c) : c)) : columns),
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
        width: rowActions ? 140 : 100,
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
            {rowActions?.(params.row).map((action) => (
              <GridActionsCellItem
                key={action.label}
                icon={action.icon}
                label={action.label}
                onClick={action.onClick}
              />
            ))}
          </GridActionsCell>
        ),
      },
    ],
    [phone, columns, onEdit, onToggleActive, rowActions],
  );

  // On a phone the name (with the status under it) and the actions fit.
  const hidden = useMemo(() => [...secondary, 'active'], [secondary]);

  return (
    <StaffGrid
      label={label}
      rows={rows}
      columns={allColumns}
      secondary={hidden}
      loading={loading}
      noRowsLabel={noRowsLabel}
      {...paging}
    />
  );
}
