import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Box, useMediaQuery, useTheme, type SxProps, type Theme } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { PAGE_SIZES, type TableView } from './list-filters';

/** What an empty table says when its screen names no record ('Nenhuma linha' is MUI's). */
export const NO_ROWS_DEFAULT = 'Nenhum registro encontrado';
/** What it says instead when the rows could not be read: not that there are none. */
export const ROWS_FAILED = 'Não foi possível carregar a lista.';

/** MUI's pt-BR text, with Brazilian wording where it says it the European way ('Gerir colunas'). */
const localeText: Partial<GridLocaleText> = {
  ...ptBR.components.MuiDataGrid.defaultProps.localeText,
  columnMenuManageColumns: 'Gerenciar colunas',
};

interface Props<R extends GridValidRowModel> {
  /** The grid's accessible name, e.g. 'Alunos / Pacientes'. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  /** Columns left out on a phone (375 px), where only the name, the status and the actions fit. */
  secondary: readonly string[];
  loading: boolean;
  /** What the table says when it has no rows, e.g. 'Nenhum aluno encontrado'. */
  noRowsLabel?: string;
  /** The read failed (the screen says why above): an empty table then says so, not 'Nenhum…'. */
  failed?: boolean;
  /** A class for the row ('inactive' is dimmed); by default inactive records are. */
  rowClass?: (row: R) => string;
  sx?: SxProps<Theme>;
  /**
   * How the table is seen (page, rows per page, sorted column) and where a change of it goes: a list
   * screen keeps it in the URL and starts again at page 0 when its search changes (list-filters.ts).
   * Without them the grid keeps its own.
   */
  view?: TableView;
  onViewChange?: (view: TableView) => void;
}

const ownView: TableView = { page: 0, pageSize: 100, sort: '' };

/** 'nome' → ascending by nome; '-nome' → descending; '' → the rows' own order. */
const sortModelOf = (sort: string): GridSortModel =>
  sort === '' ? [] : [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }];
const sortOf = (model: GridSortModel): string => {
  const [first] = model;
  return first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : '';
};

const inactiveClass = (row: GridValidRowModel) => (row.active === false ? 'inactive' : '');

/**
 * The table of every staff list: MUI's data grid in pt-BR (rows virtualised, 100 a page), filling the
 * screen below the toolbar, secondary columns hidden on a phone, inactive rows dimmed.
 */
function StaffGridView<R extends GridValidRowModel>(props: Props<R>) {
  const {
    label,
    rows,
    columns,
    secondary,
    loading,
    noRowsLabel: emptyLabel = NO_ROWS_DEFAULT,
    failed = false,
    rowClass = inactiveClass,
    sx,
    view,
    onViewChange,
  } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // The columns hidden in the column menu ('Ocultar coluna', 'Gerenciar colunas'), and on a phone the
  // secondary ones on top of them (its column menu is off).
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => ({ ...chosen, ...Object.fromEntries((phone ? secondary : []).map((field) => [field, false])) }),
    [chosen, phone, secondary],
  );
  const noRowsLabel = failed ? ROWS_FAILED : emptyLabel;
  const text = useMemo(() => ({ ...localeText, noRowsLabel }), [noRowsLabel]);
  const [own, setOwn] = useState(ownView);
  const current = view ?? own;
  const change = onViewChange ?? setOwn;
  const { pageSize, sort } = current;
  // Never past the last page (an old link, rows gone since, none yet while they load), without
  // forgetting the page asked for: it is shown again when the rows come back (Back from a record).
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shownPage = Math.min(current.page, lastPage);
  const pagination = useMemo(() => ({ page: shownPage, pageSize }), [shownPage, pageSize]);
  const sortModel = useMemo(() => sortModelOf(sort), [sort]);
  // The grid goes to the first page a moment after any change of its sort — also one the URL brings
  // back (Back to ?ordem=-nome&pagina=3), whose page stands: that one reset is ignored. A sort chosen
  // in the table starts at the first page by itself (onSortModelChange below), and then none comes.
  const shownSort = useRef(sort);
  const sortResetDue = useRef(false);
  useEffect(() => {
    if (shownSort.current === sort) return;
    shownSort.current = sort;
    sortResetDue.current = shownPage !== 0;
    // Only a change of sort says a reset is coming; the page it finds is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sort]);
  const changePagination = (model: GridPaginationModel) => {
    if (sortResetDue.current && model.page === 0) {
      sortResetDue.current = false;
      return;
    }
    change({ ...current, page: model.page, pageSize: model.pageSize });
  };
  return (
    <Box sx={{ height: { xs: 'calc(100dvh - 250px)', sm: 'calc(100dvh - 220px)' }, minHeight: 360, width: '100%' }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        localeText={text}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setChosen}
        disableRowSelectionOnClick
        disableColumnMenu={phone}
        paginationModel={pagination}
        onPaginationModelChange={changePagination}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={(model) => change({ ...current, sort: sortOf(model), page: 0 })}
        getRowClassName={({ row }) => rowClass(row)}
        sx={[{ '& .inactive': { color: 'text.disabled' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Box>
  );
}

/** Memoised: a keystroke in the search box re-renders the screen, not the grid, until the rows change. */
export const StaffGrid = memo(StaffGridView) as typeof StaffGridView;
