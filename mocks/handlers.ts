/** Every handler of the embedded backend, scenario overrides first. */
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
  ...userHandlers,
  ...companyHandlers,
  ...rateHandlers,
  ...quoteHandlers,
  ...shipmentHandlers,
  ...billingHandlers,
  ...dashboardHandlers,
];
