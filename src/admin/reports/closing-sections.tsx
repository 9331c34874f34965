import { Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Closing } from '../../domain/closing';
import { formatBRL } from '../../domain/money';
import { formatTenths } from '../../domain/percent';
import { downloadCsv } from '../ui/download-csv';
import { ClosingTable, closingCsv } from './closing-table';
import { ReportSection } from './report-section';

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** pt-BR writes month names in lower case: only a heading's first letter is a capital ('Novembro de 2026'). */
const headingCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Props {
  closing: Closing;
  previousClosing: Closing;
  disciplines: Closing;
}

/** The monthly closing beside the previous month's, and the month by discipline (table and chart). */
export function ClosingSections({ closing, previousClosing, disciplines }: Props) {
  const month = monthName(closing.month);
  const previous = monthName(previousClosing.month);
  return (
    <>
      <ReportSection
        title="Fechamento mensal"
        onExport={() =>
          downloadCsv(`fechamento-${closing.month}.csv`, [
            ...closingCsv(closing, `Forma de pagamento (${month})`),
            [],
            ...closingCsv(previousClosing, `Forma de pagamento (${previous})`),
          ])
        }
      >
        <Grid container spacing={3}>
          {[
            [closing, month],
            [previousClosing, `${previous} (mês anterior)`],
          ].map(([c, caption]) => (
            <Grid key={(c as Closing).month} size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle1" component="h3">
                {headingCase(caption as string)}: {formatBRL((c as Closing).total)}
              </Typography>
              <ClosingTable closing={c as Closing} what="Forma de pagamento" caption={caption as string} />
            </Grid>
          ))}
        </Grid>
      </ReportSection>
      <ReportSection
        title="Fechamento por disciplina"
        onExport={() => downloadCsv(`disciplinas-${closing.month}.csv`, closingCsv(disciplines, 'Disciplina'))}
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
                yAxis={[{ scaleType: 'band', data: disciplines.lines.map((l) => l.label), width: 140 }]}
                xAxis={[{ valueFormatter: (v: number) => formatBRL(v) }]}
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
