/** Searches, booking bodies and a signed-in fetch for the quote area's handler tests. */
import type { components } from '../../../src/api/schema.gen';
import { issueTokens } from '../../../mocks/store/sessions.store';
import { DEMO_USER } from '../../../mocks/store/users.store';
import { mockNow } from '../../../mocks/store/clock';

type Schemas = components['schemas'];
export type QuoteSearch = Schemas['QuoteSearch'];
export type Quote = Schemas['Quote'];

export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message?: string;
  data?: T;
}

export type Who = keyof typeof DEMO_USER;

/** Calls the embedded backend as a signed-in demo user, the way the app does. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: { as?: Who | null; body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { ...options.headers };
  const who = options.as === undefined ? 'shipper' : options.as;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  else if (who) headers.Authorization = `Bearer ${issueTokens(DEMO_USER[who]).access_token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A date `days` after the backend's today (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(mockNow() + days * 86_400_000).toISOString().slice(0, 10);

/** Two EUR1 pallets, Shanghai port → Los Angeles port, by LCL: the "normal" search of the docs. */
export function lclShanghaiToLosAngeles(overrides: Partial<QuoteSearch> = {}): QuoteSearch {
  return {
    origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: inDays(10) },
    destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
    mode: 'LCL',
    cargo: {
      mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
      packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
    },
    customs: { bond: 'NONE', isf: false, ior: false },
    services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
    ...overrides,
  };
}

/** 20 boxes by air, Shenzhen door → Amazon ONT8. */
export function airShenzhenToOnt8(overrides: Partial<QuoteSearch> = {}): QuoteSearch {
  return {
    origin: { type: 'DOOR', locationId: 'DOOR-CN-518000', country: 'CN', city: 'Shenzhen', code: '518000', residential: false, cargoReadyDate: inDays(5) },
    destination: { type: 'FBA', locationId: 'FBA-ONT8', country: 'US', city: 'Moreno Valley', code: 'ONT8' },
    mode: 'AIR',
    cargo: {
      mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
      packages: [{ packageType: 'BOX_CRATE', units: 20, length: 50, width: 40, height: 40, weight: 12 }],
    },
    customs: { bond: 'CONTINUOUS', isf: false, ior: false },
    services: { insurance: false, liftgatePickup: true, liftgateDelivery: false },
    fbaPacking: { labelledBy: 'FORWARDER', palletizedBy: 'SUPPLIER' },
    ...overrides,
  };
}

/** Containers, Ningbo port → Hamburg port, by FCL. */
export function fclNingboToHamburg(containers: Schemas['ContainerLoad'][] = [{ type: '40HQ', count: 1 }], overrides: Partial<QuoteSearch> = {}): QuoteSearch {
  return {
    origin: { type: 'PORT', locationId: 'PORT-CNNGB', country: 'CN', city: 'Ningbo', code: 'CNNGB', cargoReadyDate: inDays(14) },
    destination: { type: 'PORT', locationId: 'PORT-DEHAM', country: 'DE', city: 'Hamburg', code: 'DEHAM' },
    mode: 'FCL',
    cargo: { mode: 'CONTAINERS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, containers },
    customs: { bond: 'NONE', isf: false, ior: false },
    services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
    ...overrides,
  };
}

export const company = (name: string, country: string): Schemas['CompanyInfo'] => ({
  companyName: name, contactPerson: 'Jordan Lee', address: '100 Main Street', city: 'Springfield', country, zipCode: '12345',
  phone: '+15625550199', email: 'logistics@example.com',
});

export function bookingBody(quoteId: string, overrides: Record<string, unknown> = {}) {
  return {
    quoteId,
    consignor: company('Shanghai Meilong Ceramics Co., Ltd.', 'CN'),
    consignee: company('Acme Home Goods Inc.', 'US'),
    commodities: [{ description: 'Ceramic tableware', hsCode: '691200', value: 18_000, count: 240 }],
    goodsValue: 18_000,
    goodsCurrency: 'USD',
    cargoReadyDate: inDays(10),
    acceptCommercialShipment: true,
    acceptQuoteTerms: true,
    ...overrides,
  };
}

let keySeq = 0;
/** A fresh Idempotency-Key, as the booking form makes one per submit. */
export const newKey = () => `test-booking-key-${Date.now()}-${++keySeq}`;
