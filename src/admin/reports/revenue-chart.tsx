import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMonthlyRevenue } from '../../data/hooks';
import { shiftMonth, type Month } from '../../domain/closing';
import { formatBRL, formatBRLTick } from '../../domain/money';
import { closingMonthLabel } from '../../domain/monthly-dues';
import { visuallyHidden } from '../ui/visually-hidden';
import { ReportSection } from './report-section';

const short = (month: Month) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The table out of sight on screen, shown whole on paper. */
const printed = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'normal',
};

/** The 12 bars: the server's sums, but for the last two months, the live closings (previous: when known). */
export const barTotals = (summed: readonly number[], previous: number | null, current: number): number[] => [
  ...summed.slice(0, 10),
  previous ?? summed[10] ?? 0,
  current,
];

/**
 * Revenue of the 12 months up to `month` (one series: colour carries no meaning). The earlier months
 * are summed once by the server; `month`'s own bar is `current`, the live closing's total, and the
 * month before it `previous` (its live closing, null while unknown) — so a payment recorded while the
 * page is open moves the bars with the two closings beside them, and each bar says what its table says.
 */
export function RevenueChart({
  month,
  today,
  current,
  previous,
}: {
  month: Month;
  /** The studio's today: the month under way is said to be so in the figures' table. */
  today: string;
  current: number;
  previous: number | null;
}) {
  const months = Array.from({ length: 12 }, (_, i) => shiftMonth(month, i - 11));
  const summed = useMonthlyRevenue(months);
  const totals = Array.isArray(summed) ? barTotals(summed, previous, current) : summed;
  return (
    <ReportSection title="Receita dos últimos 12 meses">
      {totals === 'failed' ? (
        <Typography color="text.secondary">
          Não foi possível somar os meses (é preciso estar conectado). Recarregue a página para tentar de novo.
        </Typography>
      ) : totals === null ? (
        <Typography color="text.secondary">Carregando (precisa de conexão)...</Typography>
      ) : (
        <>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: months.map(short) }]}
            // Ticks without cents: 'R$ 100.000,00' was cut to 'R$ 1…' in the axis's width.
            yAxis={[{ valueFormatter: formatBRLTick, width: 90 }]}
            series={[{ data: totals, label: 'Receita (pagamentos pagos)', valueFormatter: (v) => formatBRL(v ?? 0) }]}
          />
          {/* The bars' figures, which the chart shows one at a time on hover: read out, and on paper. */}
          {/* Hidden by its box, not by the table's own style: a table is never narrower than its text, and
              stuck out of a phone's screen, widening the page. */}
          <Box sx={{ ...visuallyHidden, '@media print': printed }}>
            <Table size="small" aria-label="Receita mês a mês">
              <TableHead>
                <TableRow>
                  <TableCell>Mês</TableCell>
                  <TableCell align="right">Receita</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months.map((m, i) => (
                  <TableRow key={m}>
                    <TableCell>{closingMonthLabel(m, today)}</TableCell>
                    <TableCell align="right">{formatBRL(totals[i] ?? 0)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </ReportSection>
  );
}
