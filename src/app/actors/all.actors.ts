/**
 * Every actor implementation of the app, from the one API client and token store, provided from the
 * root by name (`useAppActors().<name>`, DESIGN.md).
 *
 * The session's and the sign-in screens' actors are built at once. The signed-in features' actors
 * (booking, quoteResult, quoteSearch, ...) are built on first use, from factory modules that load with
 * the signed-in layout (`loadFeatureActors` in src/app/router.tsx): the first load of a signed-out
 * visit carries none of them (docs/decisions/104-feature-actors-on-demand.md). A new feature adds its
 * factory to FEATURE_FACTORIES and a getter below.
 */
import type { ApiClient } from '../../api/client';
import type { TokenStore } from '../../api/token-store';
import { createAuthActors } from './auth.actors';
import type { BookingActors } from './booking.actors';
import type { QuoteResultActors } from './quote-result.actors';
import type { QuoteSearchActors } from './quote-search.actors';
import type { ShipmentDetailActors } from './shipment-detail.actors';
import type { ShipmentFilesActors } from './shipment-files.actors';
import type { ShipmentListActors } from './shipment-list.actors';
import { createSessionActors } from './session.actors';
import type { BillingBillsActors } from './billing-bills.actors';
import type { BillingInvoicesActors } from './billing-invoices.actors';
import type { BillingStatementsActors } from './billing-statements.actors';
import type { AccountActors } from './account.actors';
import type { CompanyUsersActors } from './company-users.actors';

interface FeatureActors {
  booking: BookingActors;
  quoteResult: QuoteResultActors;
  quoteSearch: QuoteSearchActors;
  shipmentList: ShipmentListActors;
  shipmentDetail: ShipmentDetailActors;
  shipmentFiles: ShipmentFilesActors;
  billingBills: BillingBillsActors;
  billingInvoices: BillingInvoicesActors;
  billingStatements: BillingStatementsActors;
  account: AccountActors;
  companyUsers: CompanyUsersActors;
}
type FeatureName = keyof FeatureActors;
type Factories = { [K in FeatureName]: (client: ApiClient) => FeatureActors[K] };

const FEATURE_FACTORIES: { [K in FeatureName]: () => Promise<Factories[K]> } = {
  booking: () => import('./booking.actors').then((m) => m.createBookingActors),
  quoteResult: () => import('./quote-result.actors').then((m) => m.createQuoteResultActors),
  quoteSearch: () => import('./quote-search.actors').then((m) => m.createQuoteSearchActors),
  shipmentList: () => import('./shipment-list.actors').then((m) => m.createShipmentListActors),
  shipmentDetail: () => import('./shipment-detail.actors').then((m) => m.createShipmentDetailActors),
  shipmentFiles: () => import('./shipment-files.actors').then((m) => m.createShipmentFilesActors),
  billingBills: () => import('./billing-bills.actors').then((m) => m.createBillingBillsActors),
  billingInvoices: () => import('./billing-invoices.actors').then((m) => m.createBillingInvoicesActors),
  billingStatements: () => import('./billing-statements.actors').then((m) => m.createBillingStatementsActors),
  account: () => import('./account.actors').then((m) => m.createAccountActors),
  companyUsers: () => import('./company-users.actors').then((m) => m.createCompanyUsersActors),
};

const factories: Partial<Factories> = {};
let loading: Promise<void> | null = null;

/** Loads every feature's actor factory (once); the signed-in layout's route waits for it. */
export function loadFeatureActors(): Promise<void> {
  loading ??= Promise.all(
    (Object.keys(FEATURE_FACTORIES) as FeatureName[]).map((name) =>
      FEATURE_FACTORIES[name]().then((create) => {
        (factories as Record<FeatureName, unknown>)[name] = create;
      }),
    ),
  ).then(
    () => undefined,
    (error: unknown) => {
      loading = null; // offline: the next navigation tries again
      throw error;
    },
  );
  return loading;
}

export function createAppActors(client: ApiClient, tokens: TokenStore) {
  const built: Partial<FeatureActors> = {};
  function feature<K extends FeatureName>(name: K): FeatureActors[K] {
    const existing = built[name];
    if (existing) return existing as FeatureActors[K];
    const create = factories[name] as Factories[K] | undefined;
    if (!create) throw new Error(`The ${name} actors are not loaded: only pages under the signed-in layout use them (loadFeatureActors).`);
    const actors = create(client);
    built[name] = actors;
    return actors;
  }
  return {
    session: createSessionActors(client, tokens),
    auth: createAuthActors(client),
    get booking(): BookingActors {
      return feature('booking');
    },
    get quoteResult(): QuoteResultActors {
      return feature('quoteResult');
    },
    get quoteSearch(): QuoteSearchActors {
      return feature('quoteSearch');
    },
    get shipmentList(): ShipmentListActors {
      return feature('shipmentList');
    },
    get shipmentDetail(): ShipmentDetailActors {
      return feature('shipmentDetail');
    },
    get shipmentFiles(): ShipmentFilesActors {
      return feature('shipmentFiles');
    },
    get billingBills(): BillingBillsActors {
      return feature('billingBills');
    },
    get billingInvoices(): BillingInvoicesActors {
      return feature('billingInvoices');
    },
    get billingStatements(): BillingStatementsActors {
      return feature('billingStatements');
    },
    get account(): AccountActors {
      return feature('account');
    },
    get companyUsers(): CompanyUsersActors {
      return feature('companyUsers');
    },
  };
}

export type AppActors = ReturnType<typeof createAppActors>;
