import { Autocomplete, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { PaymentFormValues } from '../../domain/payment-form';

export interface StudentOption {
  id: string;
  nome: string;
}

interface Props {
  control: Control<PaymentFormValues>;
  options: readonly StudentOption[];
  /** An edit keeps its student (a payment never moves to another one). */
  disabled: boolean;
  /** The student chosen, or '' when the field is cleared. */
  onPick: (studentId: string) => void;
}

/** 'Aluno': a searchable list of students; the message shows beside the field. */
export function StudentPicker({ control, options, disabled, onPick }: Props) {
  return (
    <Controller
      control={control}
      name="studentId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((o) => o.id === field.value) ?? null}
          onChange={(_event, option) => {
            field.onChange(option?.id ?? '');
            onPick(option?.id ?? '');
          }}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.nome}
          getOptionKey={(option) => option.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disabled={disabled}
          noOptionsText="Nenhum aluno encontrado"
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Aluno"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
