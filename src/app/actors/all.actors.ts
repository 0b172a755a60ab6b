/**
 * Every actor implementation of the app, from the one API client and token store, provided from the
 * root by name (`useAppActors().<name>`, DESIGN.md).
 *
 * The session's and the sign-in screens' actors are built at once. The signed-in features' actors
 * (booking, quoteResult, quoteSearch, ...) are built on first use, from factory modules that load with
 * the signed-in layout (`loadFeatureActors` in src/app/router.tsx): the first load of a signed-out
 * visit carries none of them (docs/decisions/104-feature-actors-on-demand.md). A new feature adds its
 * factory to feature.actors.ts and a getter below.
 */
import type { ApiClient } from '../../api/client';
import type { TokenStore } from '../../api/token-store';
import { createAuthActors } from './auth.actors';
import type { FeatureActors, FeatureFactories } from './feature.actors';
import { createSessionActors } from './session.actors';

type FeatureName = keyof FeatureActors;

let factories: FeatureFactories | null = null;
let loading: Promise<void> | null = null;

/** Loads every feature's actor factory (once); the signed-in layout's route waits for it. */
export function loadFeatureActors(): Promise<void> {
  loading ??= import('./feature.actors').then(
    (m) => {
      factories = m.featureFactories;
    },
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
    if (!factories) throw new Error(`The ${name} actors are not loaded: only pages under the signed-in layout use them (loadFeatureActors).`);
    const actors = (factories[name] as (client: ApiClient) => FeatureActors[K])(client);
    built[name] = actors;
    return actors;
  }
  return {
    session: createSessionActors(client, tokens),
    auth: createAuthActors(client),
    get booking(): FeatureActors['booking'] {
      return feature('booking');
    },
    get quoteResult(): FeatureActors['quoteResult'] {
      return feature('quoteResult');
    },
    get quoteSearch(): FeatureActors['quoteSearch'] {
      return feature('quoteSearch');
    },
    get shipmentList(): FeatureActors['shipmentList'] {
      return feature('shipmentList');
    },
    get shipmentDetail(): FeatureActors['shipmentDetail'] {
      return feature('shipmentDetail');
    },
    get shipmentFiles(): FeatureActors['shipmentFiles'] {
      return feature('shipmentFiles');
    },
    get billingBills(): FeatureActors['billingBills'] {
      return feature('billingBills');
    },
    get billingInvoices(): FeatureActors['billingInvoices'] {
      return feature('billingInvoices');
    },
    get billingStatements(): FeatureActors['billingStatements'] {
      return feature('billingStatements');
    },
    get account(): FeatureActors['account'] {
      return feature('account');
    },
    get companyUsers(): FeatureActors['companyUsers'] {
      return feature('companyUsers');
    },
    get quoteManagement(): FeatureActors['quoteManagement'] {
      return feature('quoteManagement');
    },
    get rateSheets(): FeatureActors['rateSheets'] {
      return feature('rateSheets');
    },
    get dashboard(): FeatureActors['dashboard'] {
      return feature('dashboard');
    },
  };
}

export type AppActors = ReturnType<typeof createAppActors>;
