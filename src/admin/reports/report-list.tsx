import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Under, usePhone } from '../ui/phone-table';
import { ReportSection } from './report-section';

export interface ListColumn<R> {
  label: string;
  /** Text for the table (and the CSV file, unless `csv` says otherwise). */
  value: (row: R) => string;
  /** What the CSV file holds instead, e.g. an amount as a number Excel can add up, and its header. */
  csv?: { label: string; value: (row: R) => string | number };
  align?: 'right';
}

interface Props<R> {
  title: string;
  rows: readonly R[];
  columns: ListColumn<R>[];
  keyOf: (row: R) => string;
  empty: string;
  onExport: (csv: (string | number)[][]) => void;
  /** An action per row (not exported), e.g. 'Cobrar via WhatsApp'. */
  action?: (row: R) => ReactNode;
  /** Why there is no list to show (still loading, not readable, a period to correct): said instead of `empty`. */
  unavailable?: string;
}

/** One of Relatórios' lists, with its CSV export. */
export function ReportList<R>({ title, rows, columns, keyOf, empty, onExport, action, unavailable }: Props<R>) {
  // A phone has room for two columns: the first, with the others' values under it, and the action.
  const phone = usePhone();
  const [shown, under] = phone ? [columns.slice(0, 1), columns.slice(1)] : [columns, []];
  const exportRows = () =>
    onExport([
      columns.map((c) => c.csv?.label ?? c.label),
      ...rows.map((r) => columns.map((c) => (c.csv ? c.csv.value(r) : c.value(r)))),
    ]);
  if (unavailable !== undefined)
    return (
      <ReportSection title={title}>
        <Typography color="text.secondary">{unavailable}</Typography>
      </ReportSection>
    );
  return (
    <ReportSection title={`${title} (${rows.length})`} onExport={exportRows}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                {shown.map((c) => (
                  <TableCell key={c.label} align={c.align}>
                    {c.label}
                  </TableCell>
                ))}
                {action && <TableCell className="no-print">Ações</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={keyOf(row)}>
                  {shown.map((c, i) => (
                    <TableCell key={c.label} align={c.align}>
                      {c.value(row)}
                      {i === 0 && under.map((u) => <Under key={u.label}>{`${u.label}: ${u.value(row)}`}</Under>)}
                    </TableCell>
                  ))}
                  {action && <TableCell className="no-print">{action(row)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ReportSection>
  );
}
