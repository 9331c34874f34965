// The throw-away password of an account an admin creates (SPEC 7, 9): nobody ever types it, the
// new user sets their own through the reset e-mail. It must still satisfy any password policy the
// project turns on (Firebase's can require lower case, upper case, digits and symbols), hence one of each.

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
// Among the characters Firebase's policy counts as non-alphanumeric.
const symbols = '!@#%&*?_.~';
const alphabet = lower + upper + digits + symbols;

export const GENERATED_PASSWORD_LENGTH = 16;

/** Fills a buffer with random bytes; `crypto.getRandomValues` unless a test passes its own. */
export type RandomSource = (buffer: Uint32Array) => Uint32Array;
const cryptoSource: RandomSource = (buffer) => crypto.getRandomValues(buffer);

/** A uniform pick from `chars` (rejection sampling: no modulo bias). */
function pick(chars: string, random: RandomSource): string {
  const limit = Math.floor(0x1_0000_0000 / chars.length) * chars.length;
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0] ?? 0;
    if (value < limit) return chars.charAt(value % chars.length);
  }
}

/**
 * A random password of `length` (at least 10) characters from letters, digits and symbols, ending
 * with one lower-case letter, one upper-case, one digit and one symbol so each is always there.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH, random: RandomSource = cryptoSource): string {
  if (!Number.isInteger(length) || length < 10) throw new RangeError('a generated password has at least 10 characters');
  let body = '';
  for (let i = 0; i < length - 4; i += 1) body += pick(alphabet, random);
  return body + pick(lower, random) + pick(upper, random) + pick(digits, random) + pick(symbols, random);
}
