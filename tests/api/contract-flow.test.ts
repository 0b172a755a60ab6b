/**
 * The client against the contract's typed operations and the embedded backend's real handlers:
 * a form-encoded sign-in, an authenticated call, a refresh through the real /user/refreshToken.
 */
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../src/api/call';
import { createApiClient } from '../../src/api/client';
import { formHeaders } from '../../src/api/middleware/form';
import { createTokenStore, expiresAtFromNow } from '../../src/api/token-store';

function appClient() {
  const tokens = createTokenStore();
  const onAuthFailure = vi.fn();
  const onErrorToast = vi.fn();
  const client = createApiClient({ tokens, onAuthFailure, onErrorToast });
  return { client, tokens, onAuthFailure, onErrorToast };
}

async function signInAsShipper(kit: ReturnType<typeof appClient>) {
  const result = await call(
    kit.client.POST('/user/login', { headers: formHeaders, body: { email: 'shipper@example.com', password: 'Passw0rd!' } }),
  );
  if (result.mustResetPassword) throw new Error('the demo shipper has no temporary password');
  kit.tokens.setTokens({
    accessToken: result.access_token,
    refreshToken: result.refresh_token,
    accessTokenExpiresAt: expiresAtFromNow(result.expires_in),
  });
  kit.tokens.setUser(result.user);
  return result;
}

describe('the client with the embedded backend', () => {
  it('signs in with a form-encoded body and then calls with the bearer token', async () => {
    const kit = appClient();
    await signInAsShipper(kit);

    const me = await call(kit.client.GET('/user/current'));
    expect(me.email).toBe('shipper@example.com');
    expect(kit.onErrorToast).not.toHaveBeenCalled();
    expect(kit.onAuthFailure).not.toHaveBeenCalled();
  });

  it('refreshes an expiring token through /user/refreshToken before the call', async () => {
    const kit = appClient();
    const session = await signInAsShipper(kit);
    kit.tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token, accessTokenExpiresAt: Date.now() + 10_000 });

    const me = await call(kit.client.GET('/user/current'));
    expect(me.email).toBe('shipper@example.com');
    const rotated = kit.tokens.getTokens();
    expect(rotated.accessToken).not.toBe(session.access_token);
    expect(rotated.refreshToken).not.toBe(session.refresh_token);
    expect(rotated.accessTokenExpiresAt).toBeGreaterThan(Date.now() + 60_000);
  });

  it('signs out when the stored refresh token was already spent', async () => {
    const kit = appClient();
    const session = await signInAsShipper(kit);
    // Spend rt by refreshing once, then put the spent one back with an expiring access token.
    kit.tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token, accessTokenExpiresAt: Date.now() + 1_000 });
    await call(kit.client.GET('/user/current'));
    kit.tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token, accessTokenExpiresAt: Date.now() + 1_000 });

    await expect(call(kit.client.GET('/user/current'))).rejects.toMatchObject({ kind: 'auth', status: 400 });
    expect(kit.onAuthFailure).toHaveBeenCalledExactlyOnceWith('refresh-rejected');
    expect(kit.tokens.getTokens().accessToken).toBeNull();
    expect(kit.tokens.getUser()).toBeNull();
  });

  it('reads the public company settings without a session', async () => {
    const kit = appClient();
    const settings = await call(kit.client.GET('/company/getSystemSettings'));
    expect(settings).toHaveProperty('skinTheme');
  });
});
