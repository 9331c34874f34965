import { useId, type ReactNode } from 'react';
import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

type Props = Omit<OutlinedInputProps, 'label' | 'id'> & { label: string; endAdornment?: ReactNode };

/**
 * A text box of the sign-in screens, looking like TextField but built from its parts: TextField
 * also brings its select, with MUI's menu and modal, into the code the sign-in page downloads.
 */
export function PlainField({ label, required, ...input }: Props) {
  const id = useId();
  return (
    <FormControl variant="outlined" required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
