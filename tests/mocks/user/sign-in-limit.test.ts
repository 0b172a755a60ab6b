/**
 * The sign-in attempt limit on /user/login (docs/decisions/213) and reset links kept by digest: five wrong
 * passwords close password sign-in to the account for fifteen minutes, before any hash runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenKey, useTokenDigest } from '../../../mocks/token-key';
import { plainPasswordHasher, usePasswordHasher, type PasswordHasher } from '../../../mocks/password-hasher';
import { setMockNow } from '../../../mocks/store/clock';
import { readSlice } from '../../../mocks/store/db';
import { createResetToken, DEMO_PASSWORD, DEMO_USER, TEMPORARY_PASSWORD } from '../../../mocks/store/users.store';
import { RESET_TTL_FORGOT_MS } from '../../../domain/password-resets';
import { sha256Token } from '../../../server/token-digest';
import { call } from './call-api';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-01T09:00:00Z');
let verifications = 0;
const countingHasher: PasswordHasher = {
  ...plainPasswordHasher,
  verify: (password, stored) => {
    verifications += 1;
    return plainPasswordHasher.verify(password, stored);
  },
};

beforeEach(() => {
  verifications = 0;
  usePasswordHasher(countingHasher);
  setMockNow(T0);
});
afterEach(() => {
  usePasswordHasher(plainPasswordHasher);
  useTokenDigest((token) => token);
  setMockNow(null);
});

const signIn = (email: string, password: string) => call('POST', '/user/login', { form: { email, password } }).then((r) => r.body);
async function failTimes(times: number, email = 'shipper@example.com') {
  for (let i = 0; i < times; i += 1) expect((await signIn(email, 'Wrong-guess-1')).code).toBe(10001);
}

describe('POST /user/login: the attempt limit', () => {
  it('refuses the right password with 10005 after five wrong ones, naming the wait, and runs no hash for it', async () => {
    await failTimes(5);
    verifications = 0;
    const refused = await signIn('shipper@example.com', DEMO_PASSWORD);
    expect(refused).toMatchObject({ success: false, code: 10005 });
    expect(refused.message).toMatch(/Try again in 15 minutes, or reset your password\./);
    expect(refused.data).toBeUndefined();
    expect(verifications, 'a closed account costs no hash').toBe(0);
    // Another account is not affected.
    expect((await signIn('admin@example.com', DEMO_PASSWORD)).code).toBe(200);
  });

  it('counts down the minutes, and opens again fifteen minutes after the last failure', async () => {
    await failTimes(5);
    setMockNow(T0 + 10 * MINUTE + 1);
    expect((await signIn('shipper@example.com', DEMO_PASSWORD)).message).toMatch(/Try again in 5 minutes/);
    setMockNow(T0 + 14 * MINUTE + 30_000);
    expect((await signIn('shipper@example.com', DEMO_PASSWORD)).message).toMatch(/Try again in 1 minute,/);
    setMockNow(T0 + 15 * MINUTE);
    expect((await signIn('shipper@example.com', DEMO_PASSWORD)).code).toBe(200);
  });

  it('a correct password clears the count: four more wrong ones then do not close sign-in', async () => {
    await failTimes(4);
    expect((await signIn('shipper@example.com', DEMO_PASSWORD)).code).toBe(200);
    await failTimes(4);
    expect((await signIn('shipper@example.com', DEMO_PASSWORD)).code).toBe(200);
  });

  it('a password reset clears the count and opens sign-in at once', async () => {
    await failTimes(5);
    const resetToken = createResetToken(DEMO_USER.shipper, RESET_TTL_FORGOT_MS);
    const reset = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken, newPassword: 'Harbor2026' } });
    expect(reset.body.code).toBe(200);
    expect((await signIn('shipper@example.com', 'Harbor2026')).code).toBe(200);
  });

  it('a change of password clears the count', async () => {
    await failTimes(4);
    const session = (await signIn('shipper@example.com', DEMO_PASSWORD)).data;
    await failTimes(4);
    const changed = await call('POST', '/user/password/change', {
      token: session.access_token, json: { oldPassword: DEMO_PASSWORD, newPassword: 'Harbor2026' },
    });
    expect(changed.body.code).toBe(200);
    await failTimes(4);
    expect((await signIn('shipper@example.com', 'Harbor2026')).code).toBe(200);
  });

  it('gives a burst of parallel guesses no more hashes than the limit: the rest are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn('shipper@example.com', 'Wrong-guess-1')));
    expect(answers.map((a) => a.code).sort()).toEqual([10001, 10001, 10001, 10001, 10001, 10005, 10005, 10005]);
    expect(verifications).toBe(5);
  });

  it('lets parallel sign-ins with the right password all in: beyond the limit they wait their turn, not refused', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn('shipper@example.com', DEMO_PASSWORD)));
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill(200));
  });

  it('keeps the failures of one account as a few times, and forgets those that can no longer count', async () => {
    // Four minutes apart: never five within fifteen minutes, so sign-in stays open.
    for (const m of [0, 4, 8, 12, 16, 20]) {
      setMockNow(T0 + m * MINUTE);
      await failTimes(1);
    }
    expect(readSlice('signInFailures')).toEqual({ [DEMO_USER.shipper]: [4, 8, 12, 16, 20].map((m) => T0 + m * MINUTE) });
    setMockNow(T0 + 51 * MINUTE);
    await failTimes(1, 'admin@example.com');
    expect(readSlice('signInFailures')).toEqual({ [DEMO_USER.admin]: [T0 + 51 * MINUTE] });
  });
});

describe('reset and activation links kept by digest', () => {
  it('stores the link under its digest when the server installs one, and the link still resets', async () => {
    useTokenDigest(sha256Token);
    const resetToken = createResetToken(DEMO_USER.shipper, RESET_TTL_FORGOT_MS);
    const keys = Object.keys(readSlice('passwordResets') as object);
    expect(keys).toEqual([sha256Token(resetToken)]);
    expect(keys).not.toContain(resetToken);
    expect(tokenKey(resetToken)).toBe(sha256Token(resetToken));
    // The digest itself opens nothing.
    const byDigest = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: keys[0], newPassword: 'Harbor2026' } });
    expect(byDigest.body.code).toBe(10202);
    const reset = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken, newPassword: 'Harbor2026' } });
    expect(reset.body.code).toBe(200);
  });

  it("keeps the sign-in answer's reset token for a temporary password working under the digest", async () => {
    useTokenDigest(sha256Token);
    const login = await signIn('invited@example.com', TEMPORARY_PASSWORD);
    expect(login.data).toMatchObject({ mustResetPassword: true });
    const { resetToken } = login.data as { resetToken: string };
    expect(Object.keys(readSlice('passwordResets') as object)).toEqual([sha256Token(resetToken)]);
    const reset = await call('POST', '/user/password/reset', { json: { email: 'invited@example.com', resetToken, newPassword: 'Harbor2026' } });
    expect(reset.body.code).toBe(200);
    expect((await signIn('invited@example.com', 'Harbor2026')).data).toMatchObject({ mustResetPassword: false });
  });
});
