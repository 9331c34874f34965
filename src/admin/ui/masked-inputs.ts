import type { TextFieldProps } from '@mui/material';
import { maskCpf, maskPhone } from '../../domain/masks';

type MaskedInput = Pick<TextFieldProps, 'placeholder' | 'slotProps'> & { mask: (value: string) => string };

/** Spread into a FormTextField for a Brazilian phone: mask, example, phone keypad, masked length. */
export const phoneInput: MaskedInput = {
  mask: maskPhone,
  placeholder: '(48) 99999-9999',
  slotProps: { htmlInput: { inputMode: 'tel', maxLength: 15 } },
};

/** Spread into a FormTextField for a CPF: mask, example, numeric keypad, masked length. */
export const cpfInput: MaskedInput = {
  mask: maskCpf,
  placeholder: '000.000.000-00',
  slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 14 } },
};
