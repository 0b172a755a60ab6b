/**
 * A contract Quote for the model tests of the quote pages: an LCL search Shanghai → Los Angeles and
 * one quote of it, with the figures a test varies (total, carrier, forwarder, expiry) as options.
 */
import type { Quote, QuoteSearch } from '../../machines/quote-result.machine';

export const LCL_SEARCH: QuoteSearch = {
  origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', cargoReadyDate: '2030-01-10' },
  destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX' },
  mode: 'LCL',
  cargo: {
    mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
    packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
  },
  customs: { bond: 'NONE', isf: false, ior: false },
  services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
};

export interface QuoteFixtureOptions {
  carrier?: string;
  forwarder?: string;
  expired?: boolean;
  expiresAt?: string;
  search?: QuoteSearch;
}

export function quoteFixture(id: string, total: number, options: QuoteFixtureOptions = {}): Quote {
  const forwarder = options.forwarder ?? 'PACIFIC';
  return {
    id,
    source: 'SEARCH',
    forwarder: { companyId: `CMP-${forwarder}`, name: `${forwarder} Logistics`, rating: 4.5 },
    carrier: options.carrier ?? 'Maersk',
    mode: 'LCL',
    serviceType: 'PORT_TO_PORT',
    serviceLevel: 'STANDARD',
    origin: { type: 'PORT', country: 'CN', countryName: 'China', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai' },
    destination: { type: 'PORT', country: 'US', countryName: 'United States', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
    portOfLoading: 'Port of Shanghai (CNSHA)',
    portOfDischarge: 'Port of Los Angeles (USLAX)',
    transitDays: { portToPort: { min: 17, max: 22 }, endToEnd: { min: 20, max: 25 + (total % 7) } },
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: options.expiresAt ?? '2030-01-12',
    expired: options.expired ?? false,
    currency: 'USD',
    charges: {
      origin: [{ code: 'EXPORT_CUSTOMS', feeName: 'Export customs clearance', unitPrice: 55, units: 1, amount: 55, comment: 'per shipment', pricingUnit: 'PER_SHIPMENT', currency: 'USD', exchangeRate: 1 }],
      destination: [],
      shipment: [{ code: 'FREIGHT', feeName: 'Ocean freight', unitPrice: total - 55, units: 1, amount: total - 55, comment: 'per W/M', pricingUnit: 'PER_WM', currency: 'USD', exchangeRate: 1 }],
    },
    subtotals: { origin: 55, destination: 0, shipment: total - 55 },
    total,
    co2Kg: 300 + (total % 11),
    rerate: null,
    chargeableWeightKg: 700,
    volumeCbm: 2.88,
    search: options.search ?? LCL_SEARCH,
  };
}
