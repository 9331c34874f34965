import { Grid } from '@mui/material';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { CepAddress } from '../../domain/cep-fill';
import { addressKeys } from '../../domain/fields';
import { maskCep, maskUf } from '../../domain/masks';
import { FormTextField } from './form-text-field';
import { useCepAutofill } from './use-cep-autofill';

export interface AddressValues extends CepAddress {
  cep: string;
  numero: string;
  complemento: string;
}

/** The address fields of a student or instructor, in the order a form shows them. */
export const addressFieldNames = addressKeys satisfies readonly (keyof AddressValues)[];

/** CEP (filling the rest from the postal-code lookup), street, number, complement, district, city, UF. */
export function AddressFields<T extends AddressValues>({ form }: { form: UseFormReturn<T> }) {
  useCepAutofill(form);
  // The fields are those of AddressValues, which T extends.
  const control = form.control as unknown as UseFormReturn<AddressValues>['control'];
  const field = (name: FieldPath<AddressValues>) => ({ control, name, fullWidth: true });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          {...field('cep')}
          label="CEP"
          mask={maskCep}
          helperText="Preenche o endereço"
          // The mask keeps 9 characters at most; a maxLength would cut a pasted '88.063-300' first.
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField {...field('logradouro')} label="Logradouro" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField {...field('numero')} label="Número" />
      </Grid>
      <Grid size={{ xs: 6, sm: 8 }}>
        <FormTextField {...field('complemento')} label="Complemento" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField {...field('bairro')} label="Bairro" />
      </Grid>
      <Grid size={{ xs: 8, sm: 5 }}>
        <FormTextField {...field('cidade')} label="Cidade" />
      </Grid>
      <Grid size={{ xs: 4, sm: 2 }}>
        <FormTextField
          {...field('estado')}
          label="Estado"
          mask={maskUf}
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        />
      </Grid>
    </Grid>
  );
}
