// Filling an address from a postal-code lookup (SPEC 5) without ever undoing what the user typed:
// the answer arrives late, and by then the user may have typed a street themselves.
import { limits } from './limits';

export const cepAddressFields = ['logradouro', 'bairro', 'cidade', 'estado'] as const;
export type CepAddressField = (typeof cepAddressFields)[number];
export type CepAddress = Record<CepAddressField, string>;

/** The lookup's answer fitted to the stored limits (UF in capitals, two letters). */
export function cleanCepAddress(raw: Partial<Record<CepAddressField, unknown>>): CepAddress {
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
  return {
    logradouro: text(raw.logradouro, limits.shortText),
    bairro: text(raw.bairro, limits.shortText),
    cidade: text(raw.cidade, limits.shortText),
    estado: text(raw.estado, limits.estado).toUpperCase(),
  };
}

/**
 * The fields to set from `found`: those the lookup has a value for and that still hold what they
 * held when the lookup began (`before`), so an edit made while waiting is kept.
 */
export function addressFill(before: CepAddress, current: CepAddress, found: CepAddress): Partial<CepAddress> {
  const fill: Partial<CepAddress> = {};
  for (const field of cepAddressFields) {
    if (found[field] !== '' && current[field] === before[field] && current[field] !== found[field]) {
      fill[field] = found[field];
    }
  }
  return fill;
}
