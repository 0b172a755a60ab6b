/**
 * The server's password hasher, and the embedded backend's operations once the server has installed
 * it: what is stored is never the password, and only the right password opens it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { scryptPasswordHasher } from '../../server/scrypt-password-hasher';
import { plainPassword, plainPasswordHasher, usePasswordHasher, verifyPassword } from '../../mocks/password-hasher';
import { DEMO_PASSWORD, findUserByEmail, memoryUsers, rehashPlainPasswords, users } from '../../mocks/store/users.store';
import { call, signIn } from '../mocks/user/call-api';

const hasher = scryptPasswordHasher();

describe('scryptPasswordHasher', () => {
  it('stores scrypt$N$r$p$salt$key with the chosen parameters, never the password', async () => {
    const stored = await hasher.hash(DEMO_PASSWORD);
    expect(stored).not.toContain(DEMO_PASSWORD);
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash(DEMO_PASSWORD);
    expect(await hasher.verify(DEMO_PASSWORD, stored)).toBe(true);
    expect(await hasher.verify('Passw0rd?', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('salts every hash: one password hashed twice gives two values, both verify', async () => {
    const [first, second] = await Promise.all([hasher.hash(DEMO_PASSWORD), hasher.hash(DEMO_PASSWORD)]);
    expect(first).not.toBe(second);
    expect(await hasher.verify(DEMO_PASSWORD, second)).toBe(true);
  });

  it('refuses a tampered value: another key, salt or parameter, a cut value, another scheme', async () => {
    const stored = await hasher.hash(DEMO_PASSWORD);
    const parts = stored.split('$');
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0]! ^= 1;
      return bytes.toString('base64');
    };
    const tampered = [
      [...parts.slice(0, 5), flip(parts[5]!)].join('$'),
      [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join('$'),
      ['scrypt', String(2 ** 14), ...parts.slice(2)].join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'),
      ['scrypt', String(2 ** 24), ...parts.slice(2)].join('$'),
      parts.slice(0, 5).join('$'),
      plainPassword(DEMO_PASSWORD),
      DEMO_PASSWORD,
      '',
    ];
    for (const value of tampered) expect(await hasher.verify(DEMO_PASSWORD, value), value).toBe(false);
  });
});

describe('the embedded backend on the server, with scrypt installed', () => {
  // Cheaper parameters than the server's: these tests hash every seeded user.
  const quick = scryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
  afterEach(() => usePasswordHasher(plainPasswordHasher));

  it('rehashes the seeded passwords once, and the demo accounts still sign in', async () => {
    usePasswordHasher(quick);
    expect(await rehashPlainPasswords(memoryUsers)).toBe(users().length);
    expect(users().every((u) => u.password.startsWith('scrypt$'))).toBe(true);
    expect(await rehashPlainPasswords(memoryUsers)).toBe(0);
    await signIn('shipper@example.com', DEMO_PASSWORD);
  });

  it('a seeded plain password signs no one in once scrypt is the hasher', async () => {
    usePasswordHasher(quick);
    const { body } = await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: DEMO_PASSWORD } });
    expect(body.code).toBe(10001);
  });

  it('a changed password is stored as scrypt, and the old one no longer signs in', async () => {
    usePasswordHasher(quick);
    await rehashPlainPasswords(memoryUsers);
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const changed = await call('POST', '/user/password/change', { token: session.access_token, json: { oldPassword: DEMO_PASSWORD, newPassword: 'Harbor2026' } });
    expect(changed.body.success).toBe(true);

    const stored = findUserByEmail('shipper@example.com')!.password;
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(stored).not.toContain('Harbor2026');
    expect(await verifyPassword('Harbor2026', stored)).toBe(true);
    const old = await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: DEMO_PASSWORD } });
    expect(old.body.code).toBe(10001);
    await signIn('shipper@example.com', 'Harbor2026');
  });
});
