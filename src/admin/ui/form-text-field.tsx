import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Formats what is typed (CPF, phone, CEP masks). */
  mask?: (value: string) => string;
  /**
   * Fields checked again when this one changes after a submit, so an error that depended on it goes
   * (e.g. the guardian's 'Obrigatório para menor' once the birth date is an adult's).
   */
  deps?: FieldPath<T>[];
};

/**
 * What a date field holds while the browser shows a date it cannot give (29/02/2015, a year left
 * half typed): its value is then '', as for no date, and an optional date would be saved as none.
 * No schema takes it for a date, so 'Data inválida' shows beside the field.
 */
export const UNREADABLE_DATE = 'data-ilegível';

/** A react-hook-form text field that shows its validation message beside the field. */
export function FormTextField<T extends FieldValues>({ control, name, mask, deps, helperText, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps && { deps }}
      render={({ field, fieldState }) => {
        // Known on leaving the field, or on Enter (which saves the form from within it): the browser
        // gives no change while a date typed stays unreadable.
        const checkDate = (input: EventTarget) => {
          if (rest.type !== 'date' || !(input instanceof HTMLInputElement)) return;
          const unreadable = input.validity.badInput;
          if (unreadable !== (field.value === UNREADABLE_DATE))
            field.onChange(unreadable ? UNREADABLE_DATE : input.value);
        };
        return (
          <TextField
            {...rest}
            name={field.name}
            inputRef={field.ref}
            value={field.value === UNREADABLE_DATE ? '' : (field.value ?? '')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') checkDate(event.target);
              rest.onKeyDown?.(event);
            }}
            onBlur={(event) => {
              checkDate(event.target);
              field.onBlur();
            }}
            onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
          />
        );
      }}
    />
  );
}
