import { useId } from 'react';
import { Chip, FormHelperText, Grid, Stack, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { weekdayLabels } from '../../../domain/enums';
import type { ScheduleFormValues } from '../../../domain/schedule-form';
import { FormTextField } from '../../ui/form-text-field';

const shrink = { inputLabel: { shrink: true } };
const toggle = (list: readonly number[], day: number) =>
  list.includes(day) ? list.filter((d) => d !== day) : [...list, day];

/** Tab 'Horários e Recorrência': times, weekday chips and the optional date range. */
export function ScheduleTimeFields({ control }: { control: Control<ScheduleFormValues> }) {
  const daysErrorId = useId();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6 }}>
        <FormTextField
          control={control}
          name="startTime"
          // The end's message ('depois do inicial') is checked again when the start changes.
          deps={['endTime']}
          label="Horário inicial"
          type="time"
          fullWidth
          slotProps={shrink}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <FormTextField
          control={control}
          name="endTime"
          label="Horário final"
          type="time"
          fullWidth
          slotProps={shrink}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="days"
          // The dates' check (a chosen day between them) sits beside Data final: a day picked rechecks it.
          rules={{ deps: ['endDate'] }}
          render={({ field, fieldState }) => {
            const chosen = field.value ?? [];
            // The message is the group's description, and the first day's, which a failed save focuses.
            const describedBy = fieldState.error ? daysErrorId : undefined;
            return (
              <Stack spacing={1} role="group" aria-labelledby="dias-label" aria-describedby={describedBy}>
                <Typography id="dias-label" variant="subtitle2">
                  Dias da semana
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {weekdayLabels.map((label, day) => {
                    const on = chosen.includes(day);
                    return (
                      <Chip
                        key={label}
                        ref={day === 0 ? field.ref : undefined}
                        label={label}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        onClick={() => field.onChange(toggle(chosen, day))}
                        aria-pressed={on}
                        aria-describedby={day === 0 ? describedBy : undefined}
                        role="button"
                      />
                    );
                  })}
                </Stack>
                {fieldState.error && (
                  <FormHelperText id={daysErrorId} error>
                    {fieldState.error.message}
                  </FormHelperText>
                )}
              </Stack>
            );
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="startDate"
          deps={['endDate']}
          label="Data inicial (opcional)"
          // Empty is 'since always' (SPEC): the class then shows on the past dates of its weekdays too.
          helperText="Vazia: a aula aparece também nas datas passadas."
          type="date"
          fullWidth
          slotProps={shrink}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="endDate"
          label="Data final (opcional)"
          type="date"
          fullWidth
          slotProps={shrink}
        />
      </Grid>
    </Grid>
  );
}
