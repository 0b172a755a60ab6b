/**
 * Every handler of the embedded backend, scenario overrides first. MSW tries handlers in order and
 * parses each one's cookies before matching, so the areas whose lists and pages are asked most
 * (shipments, billing, quotes) come before those asked once a session (sign-in, settings).
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

export const handlers: HttpHandler[] = [
  ...scenarioHandlers,
  ...shipmentHandlers,
  ...billingHandlers,
  ...quoteHandlers,
  ...companyHandlers,
  ...userHandlers,
  ...rateHandlers,
  ...dashboardHandlers,
];
