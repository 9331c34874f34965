import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { Live } from '../../data/live';
import type { ListFilters } from './list-filters';
import { ActiveToggleDialog } from './active-toggle-dialog';
import { useTitleAfterDialogs } from './focus-if-lost';
import { ListToolbar } from './list-toolbar';
import { LiveError } from './live-error';
import { PageHeader } from './page-header';
import { RecordsGrid, type GridRecord, type RowAction } from './records-grid';
import { useTableView } from './use-table-view';

interface Props<R extends GridRecord> {
  title: string;
  /** What the search looks at. */
  searchHint: string;
  /** The 'Novo' button's text. */
  newLabel: string;
  /** 'Aluno' or 'Instrutor', for the confirmation and its messages. */
  noun: string;
  filters: ListFilters;
  onFiltersChange: (next: ListFilters) => void;
  /** The rows to show, already filtered and sorted. */
  list: Live<R[]>;
  columns: GridColDef<R>[];
  /** Columns left out on a phone. */
  secondary: readonly string[];
  setActive: (record: R, active: boolean) => Promise<void>;
  /** What else Inativar/Restaurar does to a record, said in its confirmation. */
  toggleDetail?: (record: R) => ReactNode;
  /** The form for a record (null: a new one); mounted with a key per record, so it starts fresh. */
  renderDialog: (record: R | null, onClose: () => void) => ReactNode;
  rowActions?: (record: R) => RowAction[];
  /** Said above the table, beside a failed subscription (e.g. the health alerts'). */
  notice?: ReactNode;
}

/**
 * A list screen of people (Alunos, Instrutores): title, search + 'Mostrar inativos' + 'Novo',
 * a failed or partial subscription, the table, the form dialog and Inativar/Restaurar.
 */
export function RecordsScreen<R extends GridRecord>(props: Props<R>) {
  const { title, searchHint, newLabel, noun, filters, onFiltersChange, list, columns, secondary } = props;
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [toggling, setToggling] = useState<R | null>(null);
  const edit = useCallback((record: R) => setEditing(record), []);
  const close = useCallback(() => setEditing(null), []);
  const tableView = useTableView(filters, onFiltersChange);
  // A record saved (or restored) so that its row left the list: focus goes to the title.
  const headingRef = useTitleAfterDialogs(editing !== null);

  return (
    <Stack spacing={2}>
      <PageHeader title={title} headingRef={headingRef} />
      <ListToolbar
        filters={filters}
        onChange={onFiltersChange}
        searchHint={searchHint}
        resultCount={list.loading || list.error ? undefined : list.data.length}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {newLabel}
          </Button>
        }
      />
      <LiveError live={list} />
      {props.notice}
      <RecordsGrid
        label={title}
        rows={list.data}
        columns={columns}
        secondary={secondary}
        loading={list.loading}
        failed={list.error !== null}
        noRowsLabel={`Nenhum ${noun.toLowerCase()} encontrado`}
        onEdit={edit}
        onToggleActive={setToggling}
        rowActions={props.rowActions}
        {...tableView}
      />
      {editing && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {props.renderDialog(editing === 'new' ? null : editing, close)}
        </Fragment>
      )}
      <ActiveToggleDialog
        record={toggling}
        noun={noun}
        setActive={props.setActive}
        detail={props.toggleDetail}
        onClose={() => setToggling(null)}
        focusAfter={() => headingRef.current}
      />
    </Stack>
  );
}
