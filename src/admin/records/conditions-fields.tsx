import { Controller, type UseFormReturn } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { conditionKeys, conditionLabels } from '../../domain/health-record';
import type { AnamneseForm } from '../../domain/record-form';

/**
 * The checklist: each condition a checkbox with its note (since when, which side, …). Typing a note
 * ticks its box: only ticked conditions are saved, and a note is never dropped unseen.
 */
export function ConditionsFields({ form }: { form: UseFormReturn<AnamneseForm> }) {
  const { control, getValues, setValue } = form;
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
                // Beside its condition, the field shows 'Observação' whole (with the condition too it was cut
                // with '…'); its name says whose it is.
                label="Observação"
                slotProps={{ htmlInput: { 'aria-label': `Observação: ${conditionLabels[key]}` } }}
                name={field.name}
                // A note too long is focused on Salvar, wherever the dialog is scrolled.
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event);
                  const marked = `condicoes.${key}.marcada` as const;
                  if (event.target.value.trim() !== '' && !getValues(marked)) setValue(marked, true);
                }}
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
