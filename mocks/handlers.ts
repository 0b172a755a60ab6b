/**
 * The embedded backend as MSW serves it in the page and the tests: each operation of the contract
 * (mocks/operations.ts) as a handler under any origin's /api, after the scenario overrides (QA's fault
 * injection and the browser's latency), so that they can answer before an operation does. MSW's
 * adapter only matches the route and hands the request over; the Node server has its own (server/api.ts).
 */
import { http, type HttpHandler } from 'msw';
import { routePath, type Operation } from './operation';
import { operations } from './operations';
import { scenarioHandlers } from './scenarios';

const toHandler = (op: Operation): HttpHandler =>
  http[op.method](`*/api${routePath(op.path)}`, ({ request, params }) => op.run({ request, params: params as Record<string, string> }));

/** The operations alone, as MSW handlers. */
export const operationHandlers: HttpHandler[] = operations.map(toHandler);

export const handlers: HttpHandler[] = [...scenarioHandlers, ...operationHandlers];
