/**
 * Ids of the seeded demo companies that a shared rule names: the promo catalogue limits NORDIC5 to
 * Nordic Outdoor AB. Both backends seed that company under this id.
 */
export const NORDIC_OUTDOOR_COMPANY_ID = 'CMP-NORDIC';
