/**
 * The server's password hasher: scrypt from node:crypto (asynchronous, on libuv's thread pool, so a
 * sign-in never blocks the event loop), N=2^15, r=8, p=1, a 16-byte random salt and a 32-byte key,
 * stored as `scrypt$<N>$<r>$<p>$<salt base64>$<key base64>`. The parameters travel with each value,
 * so stronger ones later still verify the older values.
 *
 * Measured on this machine (Node 20.20.2, 2 cores shared with other work): one hash (or one verify)
 * takes 105–140 ms, median 126 ms, and about 250 ms while the cores are busy; 32 MiB of memory each.
 * docs/decisions/205-password-hashing-and-tokens.md.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../mocks/password-hasher';

export interface ScryptParameters {
  /** CPU and memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

export const SCRYPT_DEFAULTS: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// scrypt needs 128·N·r bytes plus its buffers: 32 MiB and a little at N=2^15, r=8, just over Node's
// default maxmem (32 MiB). This limit also bounds what a tampered stored value can make us allocate.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const POSITIVE_INT = /^[1-9][0-9]{0,9}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The parts of a stored `scrypt$` value, or null when it is not one. */
function parse(stored: string): { params: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((v) => POSITIVE_INT.test(v)) || !BASE64.test(salt) || !BASE64.test(key)) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length < 16 || keyBytes.length > 64) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

export function scryptPasswordHasher(params: ScryptParameters = SCRYPT_DEFAULTS): PasswordHasher {
  return {
    scheme: 'scrypt',
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, KEY_BYTES, params);
      return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      try {
        const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
        return timingSafeEqual(key, parsed.key);
      } catch {
        // Parameters scrypt refuses (N not a power of two, over the memory limit): not a password of ours.
        return false;
      }
    },
  };
}
