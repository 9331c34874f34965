// The throw-away password of an account an admin creates (SPEC 7, 9): nobody ever types it, the
// new user sets their own through the reset e-mail. It must still satisfy any password policy the
// project turns on, hence letters and digits guaranteed.

const letters = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const alphabet = letters + digits;

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
 * A random password of `length` (at least 10) characters from letters and digits, ending with one
 * letter and one digit so both are always there.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH, random: RandomSource = cryptoSource): string {
  if (!Number.isInteger(length) || length < 10) throw new RangeError('a generated password has at least 10 characters');
  let body = '';
  for (let i = 0; i < length - 2; i += 1) body += pick(alphabet, random);
  return body + pick(letters, random) + pick(digits, random);
}
