import { Controller, type Control } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { conditionKeys, conditionLabels } from '../../domain/health-record';
import type { AnamneseForm } from '../../domain/record-form';

/** The checklist: each condition a checkbox with its note (since when, which side, …). */
export function ConditionsFields({ control }: { control: Control<AnamneseForm> }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 1 }}>
      {conditionKeys.map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`condicoes.${key}.marcada`}
            render={({ field }) => (
              <FormControlLabel
                sx={{ minWidth: '12rem' }}
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={conditionLabels[key]}
              />
            )}
          />
          <Controller
            control={control}
            name={`condicoes.${key}.nota`}
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                fullWidth
                label={`Observação: ${conditionLabels[key]}`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Box>
      ))}
    </Box>
  );
}
