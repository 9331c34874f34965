import { Box, Typography } from '@mui/material';
import { formatDateBR } from '../../domain/dates';
import { conditionsText } from '../../domain/field-display';
import type { StoredHealthRecord } from '../../domain/health-record';
import { formatWhen } from '../../domain/record-history';

/** The rows of the anamnese as a person reads them (screen and print). */
export function anamneseRows(record: StoredHealthRecord): { label: string; value: string }[] {
  return [
    { label: 'Data da anamnese', value: formatDateBR(record.data) },
    { label: 'Consentimento assinado em', value: formatDateBR(record.consentimento) },
    { label: 'Queixa principal', value: record.queixaPrincipal || '—' },
    { label: 'Histórico de saúde', value: conditionsText(record.condicoes) },
    { label: 'Medicamentos', value: record.medicamentos || '—' },
    { label: 'Restrições e contraindicações', value: record.restricoes || '—' },
    { label: 'Objetivos', value: record.objetivos || '—' },
    { label: 'Nível de dor (EVA 0–10)', value: String(record.dor) },
    { label: 'Observações', value: record.observacoes || '—' },
  ];
}

export function AnamneseView({ record }: { record: StoredHealthRecord }) {
  return (
    <Box component="section" aria-label="Anamnese">
      <Typography variant="h6" component="h2">
        Anamnese
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Revisão ${record.version}, por ${record.updatedByName} em ${formatWhen(record.writtenAt)}`}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '14rem 1fr' }, gap: 1 }}>
        {anamneseRows(record).map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
