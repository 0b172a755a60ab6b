/**
 * Every handler of the embedded backend. In the page MSW tries handlers in order and parses each
 * one's cookies before matching, so the areas whose lists and pages are asked most (shipments,
 * billing, quotes) come before those asked once a session (sign-in, settings). The Node server
 * offers each request only its area's handlers first (server/api.ts).
 */
import type { HttpHandler } from 'msw';
import { scenarioHandlers } from './scenarios';
import { userHandlers } from './handlers/user.handlers';
import { companyHandlers } from './handlers/company.handlers';
import { rateHandlers } from './handlers/rate.handlers';
import { quoteHandlers } from './handlers/quote.handlers';
import { shipmentHandlers } from './handlers/shipment.handlers';
import { billingHandlers } from './handlers/billing.handlers';
import { dashboardHandlers } from './handlers/dashboard.handlers';

/** The operations alone: what the Node server answers /api/* with (server/api.ts). */
export const operationHandlers: HttpHandler[] = [
  ...shipmentHandlers,
  ...billingHandlers,
  ...quoteHandlers,
  ...companyHandlers,
  ...userHandlers,
  ...rateHandlers,
  ...dashboardHandlers,
];

/**
 * The page's and the tests' backend: the scenario overrides (QA's fault injection and the browser's
 * latency) first, so that they can answer before an operation does. Never served by the Node server.
 */
export const handlers: HttpHandler[] = [...scenarioHandlers, ...operationHandlers];
