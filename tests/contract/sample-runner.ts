/**
 * Runs every contract sample (tests/contract/samples/*.samples.ts) through a backend given as
 * `send(request)`: the embedded backend in process (contract.test.ts) or the Node server over a socket
 * (tests/server/api-conformance-pglite.test.ts and api-conformance-postgres.test.ts). Each answer must have the sample's status and validate against
 * the operation's response schema (status, content type, envelope and data).
 */
import { describe, expect, it } from 'vitest';
import { operations, responseFor, validateJson, type Operation } from './openapi-doc';
import type { DemoAccount, Sample } from './sample';
import { issueTokens } from '../../mocks/store/sessions.store';
import { DEMO_USER } from '../../mocks/store/users.store';

const modules = import.meta.glob<{ samples: Sample[] }>('./samples/*.samples.ts', { eager: true });
/** Every sample, with the file it comes from. */
export const samples = Object.entries(modules).flatMap(([file, m]) => m.samples.map((s) => ({ ...s, file })));
export const operationsByKey = new Map(operations.map((op) => [op.key, op]));

/** The origin of the requests built here; a backend reached elsewhere rewrites it. */
export const SAMPLE_ORIGIN = 'http://localhost';

const accountUser: Record<DemoAccount, string> = { shipper: DEMO_USER.shipper, forwarder: DEMO_USER.forwarder, admin: DEMO_USER.admin };

function buildRequest(op: Operation, sample: Sample): Request {
  const params = typeof sample.params === 'function' ? sample.params() : (sample.params ?? {});
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.key}: sample lacks path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${SAMPLE_ORIGIN}/api${path}`);
  for (const [k, v] of Object.entries(sample.query ?? {})) url.searchParams.set(k, String(v));

  const headers = new Headers(sample.headers);
  // Tokens are issued in this process: the server under test runs here too and shares the store.
  if (sample.as) headers.set('Authorization', `Bearer ${issueTokens(accountUser[sample.as]).access_token}`);
  const needsKey = (op.spec.parameters ?? []).some((p: any) => p.$ref?.endsWith('/IdempotencyKey') || p.name === 'Idempotency-Key');
  if (needsKey && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', `contract-${crypto.randomUUID()}`);

  let body: BodyInit | undefined;
  const json = typeof sample.json === 'function' ? (sample.json as () => unknown)() : sample.json;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (sample.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(sample.form).toString();
  } else if (sample.multipart) {
    // Encoded by hand: under jsdom the global FormData/File are jsdom's, which Node's Request cannot serialise.
    const boundary = `----contract-${crypto.randomUUID()}`;
    const chunks: Uint8Array[] = [];
    const text = (t: string) => chunks.push(new TextEncoder().encode(t));
    for (const [k, v] of Object.entries(sample.multipart)) {
      if (typeof v === 'string') {
        text(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      } else {
        text(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.fileName}"\r\nContent-Type: ${v.contentType}\r\n\r\n`);
        chunks.push(typeof v.content === 'string' ? new TextEncoder().encode(v.content) : v.content);
        text('\r\n');
      }
    }
    text(`--${boundary}--\r\n`);
    headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    chunks.reduce((offset, c) => (bytes.set(c, offset), offset + c.byteLength), 0);
    body = bytes;
  }
  return new Request(url, { method: op.method, headers, body });
}

/** One test per sample, under `name`, each sent with `send`. */
export function runSamples(name: string, send: (request: Request) => Promise<Response>): void {
  describe(name, () => {
    it.each(samples.map((s) => [`${s.operation}${s.name ? ` (${s.name})` : ''}`, s] as const))('%s', async (_, sample) => {
      for (const earlier of sample.before ?? []) await sendAndCheck(earlier, send);
      await sendAndCheck(sample, send);
    });
  });
}

/** Sends one sample and checks its answer: status, schema, and code when the sample names one. */
async function sendAndCheck(sample: Sample, send: (request: Request) => Promise<Response>): Promise<void> {
  const op = operationsByKey.get(sample.operation);
  if (!op) throw new Error(`unknown operation ${sample.operation}`);
  const response = await send(buildRequest(op, sample));
  const expected = sample.status ?? 200;
  const type = response.headers.get('Content-Type') ?? '';
  const text = type.includes('json') ? await response.clone().text() : '';
  expect(response.status, `HTTP status; body: ${text.slice(0, 300)}`).toBe(expected);

  const documented = responseFor(op, expected);
  expect(documented, `${op.key} documents no ${expected} response`).toBeTruthy();
  const contentTypes = Object.keys(documented?.content ?? {});
  if (type.includes('application/json')) {
    expect(contentTypes).toContain('application/json');
    const body = JSON.parse(text);
    expect(validateJson(op, expected, body)).toBeNull();
    if (sample.code !== undefined) expect(body.code).toBe(sample.code);
    if (sample.message !== undefined) expect(body.message).toBe(sample.message);
  } else {
    expect(contentTypes.some((ct) => type.startsWith(ct)), `content type ${type} not in ${contentTypes.join(', ')}`).toBe(true);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
}
