/**
 * What the embedded backend gives the pricing engine (domain/pricing.ts) from its store: the legal
 * names the users slice holds now, so a renamed forwarder's new quotes carry its new name.
 */
import type { PricingContext } from '../../domain/pricing';
import { findCompany } from './users.store';

export const storePricingContext: PricingContext = {
  legalNameOf: (companyId) => findCompany(companyId)?.legalName,
};
