// CPF (Brazilian taxpayer number): 9 base digits followed by 2 check digits (mod 11).

/** Keeps only the ASCII digits of a string. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The check digit for the given digits (weights start at length + 1 and go down to 2). */
export function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Appends both check digits to 9 base digits. */
export function completeCpf(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error('completeCpf expects 9 digits');
  const first = cpfCheckDigit(base9);
  return base9 + String(first) + String(cpfCheckDigit(base9 + String(first)));
}

/** True for a CPF with 11 digits (masked or not) whose check digits match; repeated digits are invalid. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return completeCpf(digits.slice(0, 9)) === digits;
}

/** A valid CPF (11 digits, unmasked) drawn from `random` (returns numbers in [0, 1)). */
export function generateCpf(random: () => number = Math.random): string {
  let base = '';
  for (let i = 0; i < 9; i++) base += String(Math.min(9, Math.max(0, Math.floor(random() * 10))));
  // Nine equal digits would give an invalid CPF: bump the last one instead of drawing again.
  if (/^(\d)\1{8}$/.test(base)) base = base.slice(0, 8) + String((Number(base[8]) + 1) % 10);
  return completeCpf(base);
}
