import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Closing } from '../../domain/closing';
import { formatBRL } from '../../domain/money';
import { formatTenths } from '../../domain/percent';

/** A closing as a table: each line's count, total and share of the month; the month's total below. */
export function ClosingTable({ closing, what, caption }: { closing: Closing; what: string; caption: string }) {
  if (closing.count === 0)
    return <Typography color="text.secondary">Nenhum pagamento recebido em {caption}.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`${what} — ${caption}`}>
        <TableHead>
          <TableRow>
            <TableCell>{what}</TableCell>
            <TableCell align="right">Pagamentos</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">% do total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {closing.lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{line.count}</TableCell>
              <TableCell align="right">{formatBRL(line.total)}</TableCell>
              <TableCell align="right">{formatTenths(line.tenths)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell align="right">{closing.count}</TableCell>
            <TableCell align="right">{formatBRL(closing.total)}</TableCell>
            <TableCell align="right">{formatTenths(1000)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** The closing's rows for a CSV file. */
export function closingCsv(closing: Closing, what: string): (string | number)[][] {
  return [
    [what, 'Pagamentos', 'Total (R$)', '% do total'],
    ...closing.lines.map((l) => [l.label, l.count, l.total, formatTenths(l.tenths)]),
    ['Total', closing.count, closing.total, formatTenths(closing.count ? 1000 : 0)],
  ];
}
