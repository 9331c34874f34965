import { Grid, LinearProgress, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { shiftMonth, type Closing } from '../../domain/closing';
import { headingCase } from '../../domain/dates';
import { closingMonthLabel } from '../../domain/monthly-dues';
import { formatBRL, formatBRLTick } from '../../domain/money';
import { formatTenths } from '../../domain/percent';
import { downloadCsv } from '../ui/download-csv';
import { ClosingTable, closingCsv } from './closing-table';
import { ReportSection } from './report-section';

interface Props {
  closing: Closing;
  /** The studio's today: the month under way is said to be so ('junho de 2025, até 15/06'). */
  today: string;
  /** null while the month before is still loading, or when it could not be read (`previousFailed`). */
  previousClosing: Closing | null;
  previousFailed: boolean;
  disciplines: Closing;
}

/** The names' column as wide as the longest name needs (about 7 px a letter), leaving a phone room for the bars. */
const labelsWidth = ({ lines }: Closing) => Math.min(140, 16 + 7 * Math.max(0, ...lines.map((l) => l.label.length)));

function MonthClosing({ closing, caption }: { closing: Closing; caption: string }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {headingCase(caption)}: {formatBRL(closing.total)}
      </Typography>
      <ClosingTable closing={closing} what="Forma de pagamento" caption={caption} />
    </>
  );
}

/** The monthly closing beside the previous month's, and the month by discipline (table and chart). */
export function ClosingSections({ closing, today, previousClosing, previousFailed, disciplines }: Props) {
  const month = closingMonthLabel(closing.month, today);
  const previous = closingMonthLabel(shiftMonth(closing.month, -1), today);
  return (
    <>
      <ReportSection
        title="Fechamento mensal"
        // With the month before once it is here; without it when it could not be read.
        onExport={
          previousClosing || previousFailed
            ? () =>
                downloadCsv(`fechamento-${closing.month}.csv`, [
                  ...closingCsv(closing, `Forma de pagamento (${month})`),
                  ...(previousClosing ? [[], ...closingCsv(previousClosing, `Forma de pagamento (${previous})`)] : []),
                ])
            : undefined
        }
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <MonthClosing closing={closing} caption={month} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {previousClosing ? (
              <MonthClosing closing={previousClosing} caption={`${previous} (mês anterior)`} />
            ) : previousFailed ? (
              // The page's alert says why; a progress bar here would wait for good.
              <Typography
                sx={{ mt: 2, color: 'text.secondary' }}
              >{`Não foi possível carregar o fechamento de ${previous}.`}</Typography>
            ) : (
              <LinearProgress aria-label={`Carregando ${previous}`} sx={{ mt: 2 }} />
            )}
          </Grid>
        </Grid>
      </ReportSection>
      <ReportSection
        title="Fechamento por disciplina"
        onExport={() =>
          downloadCsv(`disciplinas-${closing.month}.csv`, closingCsv(disciplines, `Disciplina (${month})`))
        }
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ClosingTable closing={disciplines} what="Disciplina" caption={month} />
          </Grid>
          {disciplines.count > 0 && (
            <Grid size={{ xs: 12, md: 6 }}>
              <BarChart
                height={Math.max(160, 36 * disciplines.lines.length + 60)}
                layout="horizontal"
                yAxis={[
                  { scaleType: 'band', data: disciplines.lines.map((l) => l.label), width: labelsWidth(disciplines) },
                ]}
                // Room past the longest bar for its share outside it ('59,4%' was cut at the edge).
                xAxis={[
                  {
                    valueFormatter: formatBRLTick,
                    domainLimit: (min, max) => ({ min, max: +max > 0 ? +max * 1.5 : 1 }),
                  },
                ]}
                series={[
                  {
                    data: disciplines.lines.map((l) => l.total),
                    label: `Receita por disciplina — ${month}`,
                    valueFormatter: (v, { dataIndex }) =>
                      `${formatBRL(v ?? 0)} (${formatTenths(disciplines.lines[dataIndex]?.tenths ?? 0)})`,
                    barLabel: (item) => formatTenths(disciplines.lines[item.dataIndex]?.tenths ?? 0),
                    barLabelPlacement: 'outside',
                  },
                ]}
              />
            </Grid>
          )}
        </Grid>
      </ReportSection>
    </>
  );
}
