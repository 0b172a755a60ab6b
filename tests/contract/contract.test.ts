/**
 * The contract test: every operation of openapi/openapi.yaml has a handler in the embedded backend,
 * proven by at least one sample request per operation, and every answer validates against the
 * operation's response schema (tests/contract/sample-runner.ts). The Node server runs the same samples
 * over a socket (tests/server/api-conformance-pglite.test.ts and api-conformance-postgres.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { doc, operations } from './openapi-doc';
import { operationsByKey as byKey, runSamples, samples } from './sample-runner';

describe('contract', () => {
  it('is a non-trivial OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(operations.length).toBeGreaterThan(40);
  });

  it('has at least one sample (and so a handler) for every operation', () => {
    const covered = new Set(samples.map((s) => s.operation));
    expect(operations.map((op) => op.key).filter((k) => !covered.has(k))).toEqual([]);
  });

  it('names only operations that exist', () => {
    expect(samples.filter((s) => !byKey.has(s.operation)).map((s) => `${s.file}: ${s.operation}`)).toEqual([]);
  });

  it('declares the spec section 7 calls with their exact methods and paths', () => {
    const required = [
      'POST /user-customize/update', 'POST /user-customize/add', 'POST /user-customize/query',
      'POST /forwarder-rate/template/upload', 'GET /company/getSystemSettings', 'GET /user/current',
      'POST /user/save', 'POST /user/password/change', 'POST /user/refreshToken', 'GET /company/getUsers',
      'POST /company/createUser', 'POST /company/createPartyAndUser', 'POST /user/update',
      'POST /user/updateStatus', 'POST /user/loginByToken', 'POST /user/login', 'POST /user/signup',
      'POST /user/password/forget',
    ];
    expect(required.filter((k) => !byKey.has(k))).toEqual([]);
  });
});

// The embedded backend as the page and the tests run it: MSW intercepting fetch in this process.
runSamples('contract samples, embedded backend', (request) => fetch(request));
