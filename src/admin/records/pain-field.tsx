import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';

const levels = Array.from({ length: 11 }, (_, i) => i);

/** Nível de dor, EVA 0 (sem dor) a 10 (a pior imaginável). */
export function PainField<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Nível de dor (EVA 0–10)"
          value={field.value}
          onChange={(e) => field.onChange(Number(e.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          sx={{ minWidth: '12rem' }}
        >
          {levels.map((level) => (
            <MenuItem key={level} value={level}>
              {level === 0 ? '0 — sem dor' : level === 10 ? '10 — pior dor' : String(level)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
