import { useCallback } from 'react';
import { Button, GlobalStyles, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBR as chartsPtBR } from '@mui/x-charts/locales';
import { formatDateBR } from '../../domain/dates';
import { monthLabel } from '../../domain/monthly-dues';
import { LiveError } from '../ui/live-error';
import { PageHeader } from '../ui/page-header';
import { useToday } from '../ui/use-today';
import { useUrlState } from '../ui/use-url-state';
import { AttendanceSection } from './attendance-section';
import { ClosingSections } from './closing-sections';
import { ReportCounters } from './report-counters';
import { readReportFilters, writeReportFilters, type ReportFilters } from './report-filters';
import { ReportListsView } from './report-lists';
import { RevenueChart } from './revenue-chart';
import { useReportData } from './use-report-data';
import { MonthField } from '../ui/month-field';

const chartsText = chartsPtBR.components.MuiChartsLocalizationProvider.defaultProps.localeText;

// Printing shows the report alone: no menu, no buttons.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'nav, header, .no-print, .MuiDrawer-root': { display: 'none !important' },
        // The app is dark and paper is white: black text, no dark surfaces (browsers skip backgrounds).
        'body, body *': {
          color: '#000 !important',
          backgroundColor: 'transparent !important',
          boxShadow: 'none !important',
        },
        'svg text': { fill: '#000 !important' },
        // Every row of a list on paper: no scroll box cutting it at its screen height.
        '.MuiTableContainer-root': { maxHeight: 'none !important', overflow: 'visible !important' },
      },
    }}
  />
);

/** Relatórios (SPEC 2.11): period and month in the URL, counters, closings, lists, CSV and print. */
export default function ReportsPage() {
  const today = useToday();
  const read = useCallback((params: URLSearchParams) => readReportFilters(params, today), [today]);
  const [filters, setFilters] = useUrlState(read, writeReportFilters);
  const data = useReportData(filters, today);
  const set = (patch: Partial<ReportFilters['period']> | { month: string }) =>
    'month' in patch
      ? patch.month && setFilters({ ...filters, month: patch.month })
      : setFilters({ ...filters, period: { ...filters.period, ...patch } });
  const date = { type: 'date', size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  // A period ending before it starts counts nobody: said beside 'até', not shown as 'Nenhum cadastro'.
  const reversed = filters.period.to < filters.period.from;

  return (
    <Stack spacing={2}>
      {printStyles}
      <PageHeader
        title="Relatórios"
        actions={
          <Button startIcon={<PrintIcon />} onClick={() => window.print()} className="no-print">
            Imprimir
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className="no-print">
        <TextField
          {...date}
          label="Cadastros de"
          value={filters.period.from}
          onChange={(e) => e.target.value && set({ from: e.target.value })}
        />
        <TextField
          {...date}
          label="até"
          value={filters.period.to}
          onChange={(e) => e.target.value && set({ to: e.target.value })}
          error={reversed}
          helperText={reversed ? 'A data final deve ser igual ou posterior à inicial.' : undefined}
        />
        <MonthField size="small" label="Mês do fechamento" value={filters.month} onChange={(month) => set({ month })} />
      </Stack>
      {/* On paper the filters are hidden: the report says which period and month it covers. */}
      <Typography sx={{ display: 'none', displayPrint: 'block' }}>
        {`Cadastros de ${formatDateBR(filters.period.from)} a ${formatDateBR(filters.period.to)} · Mês do fechamento: ${monthLabel(filters.month)} · Emitido em ${formatDateBR(today)}`}
      </Typography>
      <LiveError live={data.live} />
      {data.loading && <LinearProgress aria-label="Carregando relatórios" />}
      <ReportCounters
        counts={data.people?.counts ?? null}
        periodValid={!reversed}
        activeInstructors={data.activeInstructors}
        activeSchedules={data.activeSchedules}
      />
      {/* Nothing claims 'no payments' or 'nobody' before its data is here; the 12 sums start after it. */}
      <ChartsLocalizationProvider localeText={chartsText}>
        {!data.closingLoading && (
          <>
            <ClosingSections
              closing={data.closing}
              today={today}
              previousClosing={data.previousClosing}
              previousFailed={data.previousFailed}
              disciplines={data.disciplines}
            />
            <RevenueChart
              month={filters.month}
              today={today}
              current={data.closing.total}
              previous={data.previousClosing?.total ?? null}
            />
          </>
        )}
        {data.people && (
          <ReportListsView
            lists={data.people.lists}
            dues={data.dues}
            duesFailed={data.duesFailed}
            reversed={reversed}
            nameOf={data.nameOf}
            today={today}
            period={filters.period}
          />
        )}
        {data.studentsReady && <AttendanceSection month={filters.month} today={today} nameOf={data.nameOf} />}
      </ChartsLocalizationProvider>
    </Stack>
  );
}
