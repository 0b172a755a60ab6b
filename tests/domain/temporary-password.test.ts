/**
 * The temporary password of invitations and resets (docs/decisions/211): three groups of four symbols
 * that cannot be read for one another, from the cryptographic generator, always meeting the password
 * rule that sign-up, reset and change password check on both sides.
 */
import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, TEMPORARY_PASSWORD_ALPHABET, type RandomBytes } from '../../domain/temporary-password';
import { newPasswordRule } from '../../machines/auth-rules';
import { passwordProblem } from '../../mocks/operations/user.operations';

/** Random bytes a test chooses: each call takes the next list, repeated to the length asked. */
const scripted = (...draws: number[][]): RandomBytes => {
  let call = 0;
  return (bytes) => {
    const draw = draws[Math.min(call++, draws.length - 1)]!;
    bytes.forEach((_, i) => (bytes[i] = draw[i % draw.length]!));
    return bytes;
  };
};
const indexOf = (symbol: string) => TEMPORARY_PASSWORD_ALPHABET.indexOf(symbol);

describe('generateTemporaryPassword', () => {
  it('has no symbol read for another: no 0, o, O, 1, l, I, i, and one case', () => {
    expect(TEMPORARY_PASSWORD_ALPHABET).not.toMatch(/[0oO1lIiA-Z]/);
    expect(new Set(TEMPORARY_PASSWORD_ALPHABET).size).toBe(TEMPORARY_PASSWORD_ALPHABET.length);
  });

  it('gives three groups of four, each different, all meeting the password rule, every symbol in use', () => {
    const passwords = Array.from({ length: 2000 }, () => generateTemporaryPassword());
    for (const password of passwords) {
      expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect([...password.replace(/-/g, '')].every((c) => TEMPORARY_PASSWORD_ALPHABET.includes(c))).toBe(true);
      expect(newPasswordRule(password)).toBeNull();
      expect(passwordProblem('newPassword', password)).toBeNull();
    }
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(new Set(passwords.join('').replace(/-/g, '')).size).toBe(TEMPORARY_PASSWORD_ALPHABET.length);
  });

  it('draws again when the symbols lack a letter or a digit', () => {
    const allLetters = [indexOf('a'), indexOf('b')];
    const allDigits = [indexOf('2')];
    const mixed = [indexOf('k'), indexOf('7')];
    expect(generateTemporaryPassword(scripted(allLetters, allDigits, mixed))).toBe('k7k7-k7k7-k7k7');
  });

  it('skips the bytes that would make some symbols likelier than others', () => {
    // 248 = 8 × 31: a byte from 248 up is dropped, not folded onto the first symbols.
    const password = generateTemporaryPassword(scripted([255, indexOf('m'), 248, indexOf('3'), 249, 250]));
    expect(password).toBe('m3m3-m3m3-m3m3');
  });

  it('uses the platform’s cryptographic generator by default', () => {
    const original = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    let calls = 0;
    const spy = <T extends ArrayBufferView | null>(array: T): T => {
      calls += 1;
      return original(array as never) as T;
    };
    Object.defineProperty(globalThis.crypto, 'getRandomValues', { value: spy, configurable: true });
    try {
      generateTemporaryPassword();
    } finally {
      Object.defineProperty(globalThis.crypto, 'getRandomValues', { value: original, configurable: true });
    }
    expect(calls).toBeGreaterThan(0);
  });
});
