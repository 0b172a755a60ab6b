/**
 * What the embedded backend's seeds give the pricing engine (domain/pricing.ts): the seeded companies' legal
 * names. The operations read the names as they are now instead (pricingContextNow, quote.operations.ts), so a
 * renamed forwarder's new quotes carry its new name.
 */
import type { PricingContext } from '../../domain/pricing';
import { findCompany } from './users.store';

export const seedPricingContext: PricingContext = {
  legalNameOf: (companyId) => findCompany(companyId)?.legalName,
};
