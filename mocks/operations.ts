/**
 * Every operation of the contract, in the order a router tries them: the areas whose lists and pages
 * are asked most (shipments, billing, quotes) before those asked once a session (sign-in, settings).
 * MSW serves them in the page and the tests (mocks/handlers.ts), Hono on the Node server (server/api.ts).
 */
import type { Operation } from './operation';
import { userOperations } from './operations/user.operations';
import { companyOperations } from './operations/company.operations';
import { rateOperations } from './operations/rate.operations';
import { quoteOperations } from './operations/quote.operations';
import { shipmentOperations } from './operations/shipment.operations';
import { billingOperations } from './operations/billing.operations';
import { dashboardOperations } from './operations/dashboard.operations';

export const operations: readonly Operation[] = [
  ...shipmentOperations,
  ...billingOperations,
  ...quoteOperations,
  ...companyOperations,
  ...userOperations,
  ...rateOperations,
  ...dashboardOperations,
];
