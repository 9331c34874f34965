// Filling an address from a postal-code lookup (SPEC 5) without ever undoing what the user typed:
// the answer arrives late, and by then the user may have typed a street themselves.
import { limits } from './limits';
import { normalizeSearch } from './search';

export const cepAddressFields = ['logradouro', 'bairro', 'cidade', 'estado'] as const;
export type CepAddressField = (typeof cepAddressFields)[number];
export type CepAddress = Record<CepAddressField, string>;

/** What the lookup cannot know: the house on the street. */
export const houseFields = ['numero', 'complemento'] as const;
export type House = Record<(typeof houseFields)[number], string>;

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
 * The fields to set from `found`: those that still hold what they held when the lookup began
 * (`before`), so an edit made while waiting is kept — set to the lookup's value, or, for a field the
 * lookup has none for (a city-wide CEP has no street), blanked only when the address moved to another
 * city: a street of the old city would otherwise print beside the new one.
 */
export function addressFill(before: CepAddress, current: CepAddress, found: CepAddress): Partial<CepAddress> {
  const moved =
    found.cidade !== '' && before.cidade !== '' && normalizeSearch(before.cidade) !== normalizeSearch(found.cidade);
  const fill: Partial<CepAddress> = {};
  for (const field of cepAddressFields) {
    const next = found[field] !== '' ? found[field] : moved ? '' : current[field];
    if (current[field] === before[field] && current[field] !== next) fill[field] = next;
  }
  return fill;
}

/**
 * The house fields to blank: the address left the street it was on when the lookup began (`street`;
 * `written`: the street once the lookup's answer is in, blank for a city-wide CEP in another city), so
 * the number and the complement are the old street's (a contract would print 'Rua Nova, 120' for a
 * house on the old one). One edited while waiting is kept; on a first address nothing is blanked.
 */
export function staleHouse(street: string, written: string, before: House, current: House): Partial<House> {
  const moved = street !== '' && normalizeSearch(street) !== normalizeSearch(written);
  if (!moved) return {};
  return Object.fromEntries(
    houseFields.filter((f) => current[f] !== '' && current[f] === before[f]).map((f) => [f, '']),
  ) as Partial<House>;
}
