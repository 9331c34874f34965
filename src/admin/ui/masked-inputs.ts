import type { TextFieldProps } from '@mui/material';
import { maskCpf, maskPhone } from '../../domain/masks';

type MaskedInput = Pick<TextFieldProps, 'placeholder' | 'slotProps'> & { mask: (value: string) => string };

// No maxLength: the browser would cut a pasted '+55 48 99876-5432' to '+55 48 99876-54' before the
// mask sees it (saved as '(55) 48998-7654'). The masks cap what they keep (at most 15 and 14 characters).

/** Spread into a FormTextField for a Brazilian phone: mask, example, phone keypad. */
export const phoneInput: MaskedInput = {
  mask: maskPhone,
  placeholder: '(48) 99999-9999',
  slotProps: { htmlInput: { inputMode: 'tel' } },
};

/** Spread into a FormTextField for a CPF: mask, example, numeric keypad. */
export const cpfInput: MaskedInput = {
  mask: maskCpf,
  placeholder: '000.000.000-00',
  slotProps: { htmlInput: { inputMode: 'numeric' } },
};
