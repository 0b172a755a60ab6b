/**
 * The fault matrix (docs/decisions/187-fault-matrix.md): every operation the app calls × 400, 401,
 * 500, network error, timeout and each business code its contract lists, made by the embedded
 * backend (mocks/scenarios.ts) and sent through the app's real client and actor. Each cell checks
 * the spec section 8 outcome the machine acts on, and that the screen has a message for it in all
 * three languages. Plain async calls, no React.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createApiClient, type AuthFailureReason } from '../../src/api/client';
import { isApiError, type ApiError } from '../../src/api/api-error';
import { createTokenStore } from '../../src/api/token-store';
import { createAppActors, loadFeatureActors, type AppActors } from '../../src/app/actors/all.actors';
import { createAppServices } from '../../src/app/actors/app-services.factory';
import { businessCode, callFailure } from '../../machines/shared/call-failure';
import { setScenarios } from '../../mocks/scenarios';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { buildMatrix, scenarioOf, type Cell, type OperationKey } from './fault-matrix';
import { drivers, type Driver } from './fault-drivers';

const messageFiles = import.meta.glob<{ messages: Record<Locale, Record<string, string>> }>('../../src/features/*/*.messages.ts', { eager: true });
const catalogues = Object.fromEntries(
  LOCALES.map((l) => [l, Object.assign({}, ...Object.values(messageFiles).map((m) => m.messages[l]))]),
) as Record<Locale, Record<string, string>>;

/** Long enough for any answer of the in-memory backend on a busy machine; the timeout cells run at once. */
const TIMEOUT_MS = 1_500;

const tokens = createTokenStore();
const onAuthFailure = vi.fn<(reason: AuthFailureReason) => void>();
const onErrorToast = vi.fn<(message: string | null) => void>();
let actors: AppActors;

const matrix = buildMatrix(new Set(Object.keys(drivers)));
const byOperation = new Map<OperationKey, Cell[]>();
for (const cell of matrix) byOperation.set(cell.operation.key, [...(byOperation.get(cell.operation.key) ?? []), cell]);

function signedIn() {
  // No refresh token: a 401 ends the session at once (a refresh first is tests/api/token-refresh.test.ts's business).
  tokens.setTokens({ accessToken: 'fault-matrix-token', refreshToken: null, accessTokenExpiresAt: Date.now() + 3_600_000 });
  tokens.setUser({ id: 'u-1', email: 'shipper@example.com', role: 'BUYER' });
}

async function failureOf(driver: Driver): Promise<ApiError> {
  let error: unknown;
  try {
    await driver.run(actors);
  } catch (thrown) {
    error = thrown;
  }
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  return error;
}

/** Checks one cell against its spec section 8 outcome. */
function check(cell: Cell, driver: Driver, error: ApiError) {
  const { expected } = cell;
  expect({ kind: error.kind, status: error.status, code: error.code }, cell.name).toEqual({
    kind: expected.errorKind,
    status: expected.status,
    code: expected.code,
  });
  expect(callFailure(error), cell.name).toBe(expected.failure);
  if (cell.fault.kind === 'business') {
    // The code reaches the machine unchanged, with the server's words for whoever wants them.
    expect(businessCode(error), cell.name).toBe(cell.fault.code);
    expect(error.serverMessage, cell.name).toBe(cell.fault.message);
  }
  expect(onErrorToast.mock.calls, `${cell.name}: toasts`).toEqual(expected.toast === undefined ? [] : [[expected.toast]]);
  expect(onAuthFailure.mock.calls, `${cell.name}: sign-outs`).toEqual(expected.signOut ? [[expected.signOut]] : []);
  if (expected.signOut) expect(tokens.getTokens().accessToken, `${cell.name}: tokens cleared`).toBeNull();

  const id = driver.message(error);
  if (id === null) {
    expect(driver.silent, `${cell.name}: the screen shows no message; the driver says why`).toBeTruthy();
    return;
  }
  for (const locale of LOCALES) expect(catalogues[locale][id], `${cell.name}: message ${id} in ${locale}`).toBeTypeOf('string');
}

beforeAll(async () => {
  await loadFeatureActors();
  const client = createApiClient({ tokens, onAuthFailure, onErrorToast, timeoutMs: TIMEOUT_MS });
  actors = createAppActors(client, tokens);
});

beforeEach(() => {
  onAuthFailure.mockReset();
  onErrorToast.mockReset();
});

describe('the fault matrix', () => {
  it('covers every operation of the contract the app calls, with each business code it lists', () => {
    expect(byOperation.size).toBeGreaterThan(60);
    const confirm = byOperation.get('POST /booking/confirm')!.map((c) => c.name);
    expect(confirm).toContain('POST /booking/confirm × code 40010');
    expect(confirm).toContain('POST /booking/confirm × code 50005');
    expect(confirm).toEqual(expect.arrayContaining(['HTTP 400', 'HTTP 401', 'HTTP 500', 'network', 'timeout'].map((f) => `POST /booking/confirm × ${f}`)));
  });

  it('refuses to build when an operation the app calls has no driver', () => {
    const without = new Set(Object.keys(drivers).filter((key) => key !== 'POST /promo/check'));
    expect(() => buildMatrix(without)).toThrow(/POST \/promo\/check is called .* but has no driver/);
  });

  it('refuses to build when a driver drives an operation the app does not call', () => {
    expect(() => buildMatrix(new Set([...Object.keys(drivers), 'POST /user/refreshToken']))).toThrow(/NOT_DRIVEN|no longer calls/);
  });

  // Statuses, network errors and business codes: one operation per test, its cells in turn.
  it.each([...byOperation.keys()])('%s: 400, 401, 500, network error and its business codes', async (key) => {
    const driver = drivers[key as OperationKey]!;
    for (const cell of byOperation.get(key)!) {
      if (cell.fault.kind === 'timeout') continue;
      onAuthFailure.mockReset();
      onErrorToast.mockReset();
      signedIn();
      setScenarios([scenarioOf(cell.operation, cell.fault)]);
      check(cell, driver, await failureOf(driver));
    }
  });

  it("Sign In shows each of /user/login's codes in its own words: too many wrong passwords asks to wait or reset", async () => {
    const cells = byOperation.get('POST /user/login')!.filter((cell) => cell.fault.kind === 'business');
    const shown: Record<string, string | null> = {};
    for (const cell of cells) {
      setScenarios([scenarioOf(cell.operation, cell.fault)]);
      shown[cell.name] = drivers['POST /user/login']!.message(await failureOf(drivers['POST /user/login']!));
    }
    expect(shown).toEqual({
      'POST /user/login × code 10001': 'auth.signIn.wrongPassword',
      'POST /user/login × code 10002': 'auth.signIn.unknownUser',
      'POST /user/login × code 10003': 'auth.signIn.failed',
      'POST /user/login × code 10004': 'auth.signIn.inactive',
      'POST /user/login × code 10005': 'auth.signIn.locked',
      'POST /user/login × code 90001': 'auth.signIn.failed',
    });
  });

  // A timeout waits the client's whole timeout: every operation's at once.
  it('every operation: no answer within the timeout', async () => {
    const cells = matrix.filter((cell) => cell.fault.kind === 'timeout');
    signedIn();
    setScenarios(cells.map((cell) => scenarioOf(cell.operation, cell.fault)));
    const errors = await Promise.all(cells.map((cell) => failureOf(drivers[cell.operation.key]!)));
    cells.forEach((cell, i) => {
      const error = errors[i]!;
      expect({ kind: error.kind, failure: callFailure(error) }, cell.name).toEqual({ kind: cell.expected.errorKind, failure: cell.expected.failure });
      const id = drivers[cell.operation.key]!.message(error);
      if (id !== null) for (const locale of LOCALES) expect(catalogues[locale][id], `${cell.name}: ${id} in ${locale}`).toBeTypeOf('string');
    });
    // One default toast per call: the server never said anything.
    expect(onErrorToast.mock.calls).toEqual(cells.filter((cell) => cell.expected.toast !== undefined).map(() => [null]));
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe("the app's hooks for the matrix's outcomes", () => {
  it('a 500 toasts the default; a 401 signs out to /login with the return address', async () => {
    signedIn();
    const here = new URL('http://localhost/shipment/S-1?tab=documents');
    const services = createAppServices({ initialUrl: here.href, location: () => here });
    try {
      await waitFor(services.session, (s) => s.matches('ready'));
      const op: OperationKey = 'GET /shipment/{id}';
      const driver: Driver = { ...drivers[op]!, run: () => drivers[op]!.run(services.actors) };
      const cells = byOperation.get(op)!;
      const serverError = cells.find((c) => c.fault.kind === 'status' && c.fault.status === 500)!;
      const unauthorized = cells.find((c) => c.fault.kind === 'status' && c.fault.status === 401)!;

      const shown: (string | null)[] = [];
      services.toasts.connect(({ message }) => shown.push(message));
      setScenarios([scenarioOf(serverError.operation, serverError.fault)]);
      await failureOf(driver);
      expect(shown).toEqual([null]);

      setScenarios([scenarioOf(unauthorized.operation, unauthorized.fault)]);
      await failureOf(driver);
      expect(services.session.getSnapshot().context.redirect).toEqual({ to: `/login?redirect=${encodeURIComponent('/shipment/S-1?tab=documents')}` });
      expect(services.tokens.getTokens().accessToken).toBeNull();
    } finally {
      services.stop();
    }
  });
});
