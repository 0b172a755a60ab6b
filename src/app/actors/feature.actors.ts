/**
 * The factories of the signed-in features' actors, in one module that loads with the signed-in layout
 * (all.actors.ts `loadFeatureActors`): one request, and one loader in the first load rather than one per
 * feature. A new feature adds its factory here and a getter in all.actors.ts.
 */
import { createAccountActors } from './account.actors';
import { createBillingBillsActors } from './billing-bills.actors';
import { createBillingInvoicesActors } from './billing-invoices.actors';
import { createBillingStatementsActors } from './billing-statements.actors';
import { createBookingActors } from './booking.actors';
import { createCompanyUsersActors } from './company-users.actors';
import { createDashboardActors } from './dashboard.actors';
import { createQuoteManagementActors } from './quote-management.actors';
import { createQuoteResultActors } from './quote-result.actors';
import { createQuoteSearchActors } from './quote-search.actors';
import { createRateSheetsActors } from './rate-sheets.actors';
import { createShipmentDetailActors } from './shipment-detail.actors';
import { createShipmentFilesActors } from './shipment-files.actors';
import { createShipmentListActors } from './shipment-list.actors';

export const featureFactories = {
  booking: createBookingActors,
  quoteResult: createQuoteResultActors,
  quoteSearch: createQuoteSearchActors,
  shipmentList: createShipmentListActors,
  shipmentDetail: createShipmentDetailActors,
  shipmentFiles: createShipmentFilesActors,
  billingBills: createBillingBillsActors,
  billingInvoices: createBillingInvoicesActors,
  billingStatements: createBillingStatementsActors,
  account: createAccountActors,
  companyUsers: createCompanyUsersActors,
  quoteManagement: createQuoteManagementActors,
  rateSheets: createRateSheetsActors,
  dashboard: createDashboardActors,
};

export type FeatureFactories = typeof featureFactories;
export type FeatureActors = { [K in keyof FeatureFactories]: ReturnType<FeatureFactories[K]> };
