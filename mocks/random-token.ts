/**
 * Secrets the backend hands out (access, refresh, reset and social tokens, captcha ids): bytes from
 * the platform's cryptographic generator (`crypto.getRandomValues`, global in browsers and Node 20),
 * never Math.random, whose next values can be worked out from a few it gave.
 */

/** 32 random bytes by default (256 bits; at least 16), base64url without padding: 43 characters. */
export function randomToken(bytes = 32): string {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(Math.max(16, bytes)));
  let binary = '';
  for (const byte of random) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
