/**
 * Test kit for the API layer: a client with spy hooks and a real token store, typed for raw paths
 * so the middleware is exercised independently of the areas' contract.
 */
import type { Client } from 'openapi-fetch';
import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions, type AuthFailureReason } from '../../src/api/client';
import { createTokenStore, type TokenStore } from '../../src/api/token-store';

interface RawOperation {
  parameters: { query?: Record<string, unknown>; header?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown; 'application/pdf': unknown } } };
}
/** Any path with any method. */
export type RawPaths = Record<string, { get: RawOperation; post: RawOperation }>;

export const API_BASE = `${window.location.origin}/api`;

export function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const tokens: TokenStore = overrides.tokens ?? createTokenStore();
  const onAuthFailure = vi.fn<(reason: AuthFailureReason) => void>();
  const onErrorToast = vi.fn<(message: string | null) => void>();
  const client = createApiClient({ tokens, onAuthFailure, onErrorToast, ...overrides }) as unknown as Client<RawPaths>;
  return { client, tokens, onAuthFailure, onErrorToast };
}

/** A signed-in session whose access token has `expiresInMs` left. */
export function signIn(tokens: TokenStore, { expiresInMs = 30 * 60_000, accessToken = 'at-1', refreshToken = 'rt-1' } = {}) {
  tokens.setTokens({ accessToken, refreshToken, accessTokenExpiresAt: Date.now() + expiresInMs });
  tokens.setUser({ id: 'u-1', email: 'shipper@example.com' });
}

/** The envelope of a successful answer. */
export const ok = <T>(data: T) => ({ success: true, code: 200, data });

/** A promise the test resolves when it wants the server to answer. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Resolves to the rejection of `promise` (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject, but it resolved');
}
