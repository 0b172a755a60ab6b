/**
 * The temporary password an invitation, a client company's first user or an admin's reset gives a user
 * (docs/decisions/211): fresh for each, answered once to the admin, who reads it out or pastes it to the
 * user. Both backends' operations call this; it needs nothing but `crypto.getRandomValues` (a web
 * standard, global in browsers and Node 20), never Math.random, whose next values can be worked out.
 */

/**
 * Lower-case letters and digits without the ones read or typed for another (0/o, 1/l/i): one case, so
 * that it can be spelled out loud. 31 symbols.
 */
export const TEMPORARY_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
/** Bytes at or above this would make the first symbols likelier than the others: they are drawn again. */
const UNBIASED_LIMIT = 256 - (256 % TEMPORARY_PASSWORD_ALPHABET.length);

/** Fills the array with random bytes: the platform's cryptographic generator unless a test gives one. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

function randomSymbols(count: number, random: RandomBytes): string {
  let symbols = '';
  while (symbols.length < count) {
    for (const byte of random(new Uint8Array(count * 2))) {
      if (byte < UNBIASED_LIMIT && symbols.length < count) symbols += TEMPORARY_PASSWORD_ALPHABET[byte % TEMPORARY_PASSWORD_ALPHABET.length];
    }
  }
  return symbols;
}

/**
 * Three groups of four symbols joined by '-', e.g. `k7mq-2xhd-p9tw` (about 59 bits). The password rule
 * (docs/decisions/012: 8 to 128 characters, a letter and a digit) holds: a draw without a letter or
 * without a digit (about one in 36) is drawn again whole, so every valid password stays equally likely.
 */
export function generateTemporaryPassword(random: RandomBytes = cryptoBytes): string {
  for (;;) {
    const symbols = randomSymbols(GROUPS * GROUP_LENGTH, random);
    if (/[a-z]/.test(symbols) && /[0-9]/.test(symbols)) {
      return Array.from({ length: GROUPS }, (_, i) => symbols.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH)).join('-');
    }
  }
}
