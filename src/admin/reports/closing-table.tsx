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
import { phoneTableSx, Under, usePhone } from '../ui/phone-table';

/** A line's total and share: on a phone, the share under the total (room for three columns, not four). */
function Amount({ total, tenths, phone }: { total: number; tenths: number; phone: boolean }) {
  return phone ? (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {formatBRL(total)}
      <Under>{formatTenths(tenths)}</Under>
    </TableCell>
  ) : (
    <>
      <TableCell align="right">{formatBRL(total)}</TableCell>
      <TableCell align="right">{formatTenths(tenths)}</TableCell>
    </>
  );
}

/** A closing as a table: each line's count, total and share of the month; the month's total below. */
export function ClosingTable({ closing, what, caption }: { closing: Closing; what: string; caption: string }) {
  const phone = usePhone();
  if (closing.count === 0)
    return <Typography color="text.secondary">Nenhum pagamento recebido em {caption}.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`${what} — ${caption}`} sx={phone ? phoneTableSx : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{what}</TableCell>
            <TableCell align="right">Pagamentos</TableCell>
            <TableCell align="right">{phone ? 'Total (% do total)' : 'Total'}</TableCell>
            {!phone && <TableCell align="right">% do total</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {closing.lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{line.count}</TableCell>
              <Amount total={line.total} tenths={line.tenths} phone={phone} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell align="right">{closing.count}</TableCell>
            <Amount total={closing.total} tenths={1000} phone={phone} />
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
