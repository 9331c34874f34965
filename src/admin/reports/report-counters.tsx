import { Grid, Paper, Typography } from '@mui/material';
import type { ReportCounts } from '../../domain/report';

interface Props {
  /** null while the students or their summaries are loading: the counters show '—'. */
  counts: ReportCounts | null;
  /** false for a period that ends before it starts: 'Cadastros no período' shows '—', not 0. */
  periodValid: boolean;
  activeInstructors: number | null;
  activeSchedules: number | null;
}

function Counter({ label, value }: { label: string; value: number | null }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3 }}>
      <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }} role="group" aria-label={label}>
        <Typography variant="h5" component="p">
          {value ?? '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Paper>
    </Grid>
  );
}

/** The counters of Relatórios. */
export function ReportCounters({ counts, periodValid, activeInstructors, activeSchedules }: Props) {
  return (
    <Grid container spacing={1.5}>
      <Counter label="Alunos ativos" value={counts?.active ?? null} />
      <Counter label="Alunos inativos" value={counts?.inactive ?? null} />
      <Counter label="Cadastros no período" value={periodValid ? (counts?.newInPeriod ?? null) : null} />
      <Counter label="Instrutores ativos" value={activeInstructors} />
      <Counter label="Horários ativos" value={activeSchedules} />
      <Counter label="Último pagamento pago" value={counts?.byLatest.paid ?? null} />
      <Counter label="Último pagamento pendente" value={counts?.byLatest.pending ?? null} />
      <Counter label="Último pagamento em atraso" value={counts?.byLatest.overdue ?? null} />
      <Counter label="Sem pagamentos" value={counts?.byLatest.none ?? null} />
    </Grid>
  );
}
