/**
 * The fault matrix, generated from the contract and the source (docs/decisions/187-fault-matrix.md):
 * for every operation the app calls, the faults a server or a network can produce, and what spec
 * section 8 says the app does about each.
 *
 * - Operations: openapi/openapi.yaml (the bundled contract).
 * - Which of them the app calls: every `client.GET('/path'` (POST, PUT, DELETE, PATCH) in src/, so a
 *   new call is picked up without anyone listing it.
 * - Business codes: the ResultCode values an operation's description names (single codes and ranges
 *   such as 40001–40010).
 *
 * `buildMatrix` refuses to build when the contract, the source and the drivers disagree: a called
 * operation without a driver, a driver for an operation nobody calls, or a contract operation that is
 * neither called nor set aside below with a reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { AuthFailureReason } from '../../src/api/client';
import type { CallFailure } from '../../machines/shared/call-failure';

const ROOT = join(import.meta.dirname, '..', '..');
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** "POST /shipment/{id}/cancel": the method in upper case and the contract path. */
export type OperationKey = `${Uppercase<(typeof METHODS)[number]>} /${string}`;

export interface Operation {
  key: OperationKey;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  operationId: string;
  /** `security: []` in the contract: no bearer token. */
  isPublic: boolean;
  /** The ResultCode values (other than 200) the description says the operation can answer. */
  businessCodes: number[];
}

/**
 * Contract operations the matrix does not drive through an actor, each with the reason. A new entry
 * needs a reason a reviewer accepts; the generator fails if one of them becomes an actor's call.
 */
export const NOT_DRIVEN: Partial<Record<OperationKey, string>> = {
  'POST /user/refreshToken':
    "The client's own middleware calls it (src/api/token-refresh.ts), never an actor; its 400 → sign out row is tested in tests/api/token-refresh.test.ts.",
};

interface Contract {
  paths: Record<string, Record<string, { operationId?: string; description?: string; security?: unknown[] }>>;
  components: { schemas: { ResultCode: { enum: number[] } } };
}

let contract: Contract | null = null;
function readContract(): Contract {
  contract ??= parse(readFileSync(join(ROOT, 'openapi', 'openapi.yaml'), 'utf8')) as Contract;
  return contract;
}

/** Every ResultCode the text names: `40001`, and each code of a range `40001–40010`. */
export function codesNamedIn(text: string, known: ReadonlySet<number>): number[] {
  const found = new Set<number>();
  for (const [, from, to] of text.matchAll(/\b(\d{5})\s*[–-]\s*(\d{5})\b/g)) {
    for (let code = Number(from); code <= Number(to); code += 1) found.add(code);
  }
  for (const [, code] of text.matchAll(/\b(\d{5})\b/g)) found.add(Number(code));
  return [...found].filter((code) => known.has(code) && code !== 200).sort((a, b) => a - b);
}

export function contractOperations(): Operation[] {
  const { paths, components } = readContract();
  const known = new Set(components.schemas.ResultCode.enum);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const lower of METHODS) {
      const op = item[lower];
      if (!op) continue;
      const method = lower.toUpperCase() as Operation['method'];
      operations.push({
        key: `${method} ${path}` as OperationKey,
        method,
        path,
        operationId: op.operationId ?? `${method} ${path}`,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        businessCodes: codesNamedIn(op.description ?? '', known),
      });
    }
  }
  return operations;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : [];
  });
}

/** Every operation the app's code calls through the client, with the files that call it. */
export function calledOperations(): Map<OperationKey, string[]> {
  const called = new Map<OperationKey, string[]>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, method, path] of text.matchAll(/\bclient\.(GET|POST|PUT|DELETE|PATCH)\(\s*['"`]([^'"`]+)['"`]/g)) {
      const key = `${method} ${path}` as OperationKey;
      called.set(key, [...(called.get(key) ?? []), file.slice(ROOT.length + 1)]);
    }
  }
  return called;
}

// ---------------------------------------------------------------------------------------------------
// Faults and their spec section 8 outcome.

export type Fault =
  | { kind: 'status'; status: 400 | 401 | 500; message: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'business'; code: number; message: string };

/** What the client and the machine must make of a fault (spec section 8, src/api/middleware/errors.ts). */
export interface Outcome {
  /** ApiError kind the actor rejects with. */
  errorKind: 'http' | 'auth' | 'network' | 'timeout' | 'business';
  status: number;
  /** The code that must reach the machine unchanged (business faults). */
  code: number | null;
  /** callFailure(error): what the machine branches on. */
  failure: CallFailure;
  /** onErrorToast's argument (the server's message, or null for the default), or undefined: no toast. */
  toast?: string | null;
  /** onAuthFailure's reason (sign-out to /login with the return address), or undefined. */
  signOut?: AuthFailureReason;
}

export interface Cell {
  operation: Operation;
  fault: Fault;
  name: string;
  expected: Outcome;
  /** Set when the app is known to differ from spec section 8 here: `expected` is then what it does today. */
  deviation?: string;
}

/**
 * Cells where the app is known to differ from spec section 8, with what it does today. The matrix
 * checks today's behaviour, so the cell fails the day the app is fixed: then delete the entry.
 */
export const KNOWN_DEVIATIONS: Record<string, { outcome: Partial<Outcome>; why: string }> = {};

/** Cells a test cannot reach today, with the reason; each is named in the decision record. */
export const UNREACHABLE: Record<string, string> = {
  'POST /forwarder-rate/template/upload × timeout':
    "The XMLHttpRequest upload waits DEFAULT_TIMEOUT_MS (60 s) whatever the client's injected timeout, too long for this matrix; " +
    'after it, the upload is sent again through the client (src/api/upload-with-progress.ts), whose timeout cell is the one toasted.',
};

const LOGIN = '/user/login';
/** Sign-out's revoke: the client reports none of its failures (src/api/middleware/errors.ts). */
const LOGOUT = '/user/logout';

/** The server's message for the 400 and business cells; the 500 cell sends none (the default applies). */
export const SERVER_MESSAGE = 'Fault matrix: the server says no';

export function faultsOf(operation: Operation): Fault[] {
  return [
    { kind: 'status', status: 400, message: SERVER_MESSAGE },
    { kind: 'status', status: 401, message: 'Token expired' },
    { kind: 'status', status: 500, message: '' },
    { kind: 'network' },
    { kind: 'timeout' },
    ...operation.businessCodes.map((code): Fault => ({ kind: 'business', code, message: `${SERVER_MESSAGE} (${code})` })),
  ];
}

export function outcomeOf(operation: Operation, fault: Fault): Outcome {
  if (operation.path === LOGOUT && fault.kind !== 'business') {
    const { toast: _toast, signOut: _signOut, ...quiet } = spokenOutcomeOf(operation, fault);
    return quiet;
  }
  return spokenOutcomeOf(operation, fault);
}

function spokenOutcomeOf(operation: Operation, fault: Fault): Outcome {
  switch (fault.kind) {
    case 'business':
      return { errorKind: 'business', status: 200, code: fault.code, failure: 'generic' };
    case 'timeout':
      return { errorKind: 'timeout', status: 0, code: null, failure: 'timeout', toast: null };
    case 'network':
      // Spec 8: status 0 signs out, except on sign in, where there is no session to end.
      return operation.path === LOGIN
        ? { errorKind: 'network', status: 0, code: null, failure: 'network', toast: null }
        : { errorKind: 'network', status: 0, code: null, failure: 'network', signOut: 'network' };
    case 'status': {
      // An empty message is no message: the toast shows the translated default.
      const toast = fault.message.trim() ? fault.message : null;
      if (fault.status === 401 && operation.path !== LOGIN) {
        return { errorKind: 'auth', status: 401, code: 401, failure: 'sessionEnded', signOut: 'unauthorized' };
      }
      return { errorKind: 'http', status: fault.status, code: fault.status, failure: 'generic', toast };
    }
  }
}

export const faultName = (fault: Fault): string =>
  fault.kind === 'status' ? `HTTP ${fault.status}` : fault.kind === 'business' ? `code ${fault.code}` : fault.kind;

/** The scenario (mocks/scenarios.ts) that makes the embedded backend produce the fault. */
export function scenarioOf(operation: Operation, fault: Fault) {
  const base = { method: operation.method, path: operation.path };
  switch (fault.kind) {
    case 'status':
      return { ...base, status: fault.status, code: fault.status, message: fault.message };
    case 'business':
      return { ...base, code: fault.code, message: fault.message };
    case 'network':
      return { ...base, networkError: true };
    case 'timeout':
      return { ...base, delayMs: 'infinite' as const };
  }
}

/**
 * The matrix: every fault of every driven operation. Throws, naming what to do, when the contract,
 * the source and the drivers disagree.
 */
export function buildMatrix(driven: ReadonlySet<string>): Cell[] {
  const operations = contractOperations();
  const inContract = new Set<string>(operations.map((op) => op.key));
  const called = calledOperations();
  const problems: string[] = [];

  for (const [key, files] of called) {
    if (!inContract.has(key)) problems.push(`${key} is called (${files.join(', ')}) but the contract has no such operation.`);
    else if (!driven.has(key)) {
      problems.push(`${key} is called (${files.join(', ')}) but has no driver: add one to tests/faults/fault-drivers.ts.`);
    }
    if (NOT_DRIVEN[key]) problems.push(`${key} is set aside in NOT_DRIVEN but the app now calls it (${files.join(', ')}): drive it instead.`);
  }
  for (const op of operations) {
    if (!called.has(op.key) && !NOT_DRIVEN[op.key]) {
      problems.push(
        `${op.key} (${op.operationId}) is in the contract but the app never calls it: when the app calls it, add a driver; otherwise set it aside in NOT_DRIVEN with the reason.`,
      );
    }
  }
  for (const key of driven) {
    if (!called.has(key as OperationKey)) problems.push(`The driver for ${key} drives an operation the app no longer calls: remove it.`);
  }
  if (problems.length) throw new Error(`The fault matrix does not cover the contract:\n- ${problems.join('\n- ')}`);

  return operations
    .filter((op) => driven.has(op.key))
    .flatMap((operation) => faultsOf(operation).map((fault) => cellOf(operation, fault)))
    .filter((cell) => !UNREACHABLE[cell.name]);
}

function cellOf(operation: Operation, fault: Fault): Cell {
  const name = `${operation.key} × ${faultName(fault)}`;
  const deviation = KNOWN_DEVIATIONS[name];
  const expected = outcomeOf(operation, fault);
  return deviation ? { operation, fault, name, expected: { ...expected, ...deviation.outcome }, deviation: deviation.why } : { operation, fault, name, expected };
}
