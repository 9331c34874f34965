import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ReportSection } from './report-section';

export interface ListColumn<R> {
  label: string;
  /** Text for the table and the CSV file. */
  value: (row: R) => string;
  align?: 'right';
}

interface Props<R> {
  title: string;
  rows: readonly R[];
  columns: ListColumn<R>[];
  keyOf: (row: R) => string;
  empty: string;
  onExport: (csv: string[][]) => void;
  /** An action per row (not exported), e.g. 'Cobrar via WhatsApp'. */
  action?: (row: R) => ReactNode;
}

/** One of Relatórios' lists, with its CSV export. */
export function ReportList<R>({ title, rows, columns, keyOf, empty, onExport, action }: Props<R>) {
  const exportRows = () => onExport([columns.map((c) => c.label), ...rows.map((r) => columns.map((c) => c.value(r)))]);
  return (
    <ReportSection title={`${title} (${rows.length})`} onExport={exportRows}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
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
                  {columns.map((c) => (
                    <TableCell key={c.label} align={c.align}>
                      {c.value(row)}
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
