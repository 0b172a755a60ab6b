/**
 * How the backend stores and checks passwords. Every stored password is `<scheme>$...`; a hasher
 * verifies only its own scheme, so a stored value of another scheme (or the empty password of a
 * sign-up not yet activated) never signs anyone in.
 *
 * The handlers call `hashPassword` / `verifyPassword`, which use the current hasher: the plain one
 * below by default, for the embedded backend in the browser demo and in tests, or what the server
 * installs with `usePasswordHasher` before it serves (server/scrypt-password-hasher.ts).
 * docs/decisions/205-password-hashing-and-tokens.md.
 */
export interface PasswordHasher {
  /** The prefix of every value this hasher stores, before the first `$`. */
  readonly scheme: string;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** Equal strings in a time that depends on their lengths only, not on where they first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return difference === 0;
}

const PLAIN = 'plain$';

/**
 * `plain$<password>`: DEMO ONLY, never for a server. The embedded backend's store is the visitor's
 * own localStorage (or a test's memory) holding the documented demo passwords, and the browser has
 * no slow hash that would not stall every sign-in; the seed, which runs synchronously, writes it too.
 */
export const plainPassword = (password: string): string => `${PLAIN}${password}`;

/** The password inside a `plain$` value, or null for any other value. */
export const plainPasswordOf = (stored: string): string | null => (stored.startsWith(PLAIN) ? stored.slice(PLAIN.length) : null);

export const plainPasswordHasher: PasswordHasher = {
  scheme: 'plain',
  hash: (password) => Promise.resolve(plainPassword(password)),
  verify: (password, stored) => {
    const plain = plainPasswordOf(stored);
    return Promise.resolve(plain !== null && password !== '' && constantTimeEqual(plain, password));
  },
};

let current: PasswordHasher = plainPasswordHasher;

/** Installs the hasher every later hash and check uses (the server, once, before it listens; tests). */
export function usePasswordHasher(hasher: PasswordHasher): void {
  current = hasher;
}

export const currentPasswordScheme = (): string => current.scheme;

/** The value to store for a new password. */
export const hashPassword = (password: string): Promise<string> => current.hash(password);

/** True when the password matches the stored value; false for an empty password or stored value. */
export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  password === '' || stored === '' ? Promise.resolve(false) : current.verify(password, stored);
