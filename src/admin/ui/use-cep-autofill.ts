import { useEffect, useRef } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { lookupCep } from '../../data/cep-lookup';
import {
  addressFill,
  cepAddressFields,
  houseFields,
  staleHouse,
  type CepAddress,
  type House,
} from '../../domain/cep-fill';
import { onlyDigits } from '../../domain/cpf';

type AddressValues = FieldValues & CepAddress & { cep: string } & Partial<House>;

/**
 * Fills logradouro, bairro, cidade and estado when an 8-digit CEP is entered (SPEC 5), and blanks the
 * number and complement of the street it replaces (staleHouse) — not for the same CEP typed again. The CEP a
 * record already had is not looked up again on opening it. A changed or abandoned CEP cancels its
 * request, and a late answer only fills fields nobody edited while it was on its way.
 */
export function useCepAutofill<T extends AddressValues>(form: UseFormReturn<T>, lookup = lookupCep): void {
  const { control, getValues, setValue, formState } = form;
  const cep = useWatch({ control, name: 'cep' as Path<T> }) as string | undefined;
  const digits = onlyDigits(cep ?? '');
  // The CEP on file: the form's default, also after a reset (e.g. 'Recarregar' after an edit conflict,
  // which brings another person's address, corrected by hand perhaps: not looked up over it).
  const onFile = onlyDigits(String((formState.defaultValues as Partial<AddressValues> | undefined)?.cep ?? ''));
  const initial = useRef(digits);
  const changed = useRef(false);
  // The CEP whose address the form holds: the one on file, then each one filled in.
  const filled = useRef(digits);

  useEffect(() => {
    if (onFile !== initial.current && digits === onFile) {
      initial.current = filled.current = onFile;
      changed.current = false;
    }
    if (!changed.current && digits === initial.current) return undefined;
    changed.current = true;
    if (digits.length !== 8) return undefined;
    const read = (): CepAddress =>
      Object.fromEntries(
        cepAddressFields.map((field) => [field, String(getValues(field as Path<T>) ?? '')]),
      ) as CepAddress;
    const house = (): House =>
      Object.fromEntries(houseFields.map((field) => [field, String(getValues(field as Path<T>) ?? '')])) as House;
    const before = read();
    const houseBefore = house();
    const controller = new AbortController();
    void lookup(digits, { signal: controller.signal }).then((found) => {
      if (!found || controller.signal.aborted) return;
      if (onlyDigits(String(getValues('cep' as Path<T>) ?? '')) !== digits) return;
      const current = read();
      const address = addressFill(before, current, found);
      const street = address.logradouro ?? current.logradouro;
      // The same CEP typed again (to fill the address anew) is the same house: its number stays, even
      // where the street had been corrected by hand.
      const moved = digits !== filled.current;
      filled.current = digits;
      const fill = { ...address, ...(moved ? staleHouse(before.logradouro, street, houseBefore, house()) : {}) };
      for (const [field, value] of Object.entries(fill)) {
        setValue(field as Path<T>, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          // After a first submit the messages are live; keep them in step with the filled values.
          shouldValidate: formState.isSubmitted,
        });
      }
    });
    return () => controller.abort();
    // Only a new CEP starts a lookup (`onFile` changes with it on a reset); the form's functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [digits]);
}
