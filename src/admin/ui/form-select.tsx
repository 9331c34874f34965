import type { FieldValues } from 'react-hook-form';
import { MenuItem } from '@mui/material';
import { FormTextField } from './form-text-field';

export interface Option {
  value: string;
  label: string;
  /** Shown but not choosable (the label says why). */
  disabled?: boolean;
}

type Props<T extends FieldValues> = Omit<Parameters<typeof FormTextField<T>>[0], 'select' | 'mask' | 'children'> & {
  options: readonly Option[];
  /** Label of the '' option; omit for none. */
  emptyLabel?: string;
};

/** A react-hook-form select whose message shows beside the field. */
export function FormSelect<T extends FieldValues>({ options, emptyLabel, ...rest }: Props<T>) {
  return (
    <FormTextField {...rest} select>
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        // A long option wraps on a phone instead of losing its end ('— já vinculada a …').
        <MenuItem key={option.value} value={option.value} disabled={option.disabled} sx={{ whiteSpace: 'normal' }}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
