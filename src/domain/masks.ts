// Input masks of SPEC 5. They keep only digits, cap their number, and never end with a separator,
// so masking is idempotent and backspace over a separator works while typing.
import { onlyDigits } from './cpf';

/** 000.000.000-00 (at most 11 digits). '1234' → '123.4'. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * The national digits of a phone: no trunk '0' (no area code starts with it: '048 …'), and no country
 * code 55 when more than 11 digits came (a number pasted from WhatsApp: '+55 48 …') — unless they
 * follow the area code 55 (Santa Maria, RS) the field already shows: a digit too many typed there
 * is dropped, as for any other area code, not taken for a country code. At most 11.
 */
function nationalDigits(value: string): string {
  const d = onlyDigits(value).replace(/^0+/, '');
  const countryCode = d.length > 11 && d.startsWith('55') && !/^\s*\(55\)/.test(value);
  return (countryCode ? d.slice(2) : d).slice(0, 11);
}

// A number given with another country's code ('+54 9 11 2345-6789') is kept as typed (at most this
// long), never cut into a Brazilian one (it was saved as '(54) 91123-4567'): the form says it is invalid.
const FOREIGN_MAX = 20;

/**
 * (DD) NNNNN-NNNN for 11 digits, (DD) NNNN-NNNN for 10 or fewer. '219' → '(21) 9'. After a '+', 55 is
 * Brazil's code (typed too, not only pasted); another country's number is kept as typed.
 */
export function maskPhone(value: string): string {
  const typed = value.trimStart();
  if (typed.startsWith('+')) {
    const digits = onlyDigits(typed);
    if (digits.startsWith('55')) return nationalMask(digits.slice(2).replace(/^0+/, '').slice(0, 11));
    // '+' or '+5': which country is not known yet.
    return '55'.startsWith(digits) ? `+${digits}` : typed.slice(0, FOREIGN_MAX);
  }
  return nationalMask(nationalDigits(value));
}

/** The mask of at most 11 national digits. */
function nationalMask(d: string): string {
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return area + rest;
  const split = rest.length === 9 ? 5 : 4;
  return `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** NNNNN-NNN (at most 8 digits). */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * True when the value holds a whole Brazilian phone number (10 or 11 digits, '+55' or not), as the
 * stored pattern takes it; another country's is not one (maskPhone keeps it as typed).
 */
export function isCompletePhone(value: string): boolean {
  const masked = maskPhone(value);
  const n = onlyDigits(masked).length;
  return masked.startsWith('(') && (n === 10 || n === 11);
}

/** True when the value holds exactly 8 CEP digits. */
export function isCompleteCep(value: string): boolean {
  return onlyDigits(value).length === 8;
}

/** A state's two-letter code (UF) in capitals: 'sc' → 'SC'; digits and punctuation are dropped. */
export function maskUf(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}
