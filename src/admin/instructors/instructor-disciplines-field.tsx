import { Chip, FormHelperText, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Controller, type Control } from 'react-hook-form';
import { disciplineOptions, type Discipline } from '../../domain/enums';
import type { InstructorFormValues } from '../../domain/instructor-form';

const toggle = (list: readonly Discipline[], value: Discipline) =>
  list.includes(value) ? list.filter((d) => d !== value) : [...list, value];

/** Tab 'Disciplinas': one toggle chip per discipline of SPEC 3 (aria-pressed tells the state). */
export function InstructorDisciplinesField({ control }: { control: Control<InstructorFormValues> }) {
  return (
    <Controller
      control={control}
      name="disciplinas"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        return (
          <Stack spacing={1} role="group" aria-labelledby="disciplinas-label">
            <Typography id="disciplinas-label" variant="subtitle2">
              Disciplinas que ensina ({chosen.length} selecionada{chosen.length === 1 ? '' : 's'})
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {disciplineOptions.map((option, index) => {
                const on = chosen.includes(option.value);
                return (
                  <Chip
                    key={option.value}
                    ref={index === 0 ? field.ref : undefined}
                    label={option.label}
                    icon={on ? <CheckIcon /> : undefined}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => field.onChange(toggle(chosen, option.value))}
                    aria-pressed={on}
                    role="button"
                  />
                );
              })}
            </Stack>
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Stack>
        );
      }}
    />
  );
}
