/**
 * Ids of the seeded demo companies that a shared rule names: the promo catalogue limits NORDIC5 to
 * Nordic Outdoor AB, and pricing quotes for four forwarders (two with accounts, two without). Both
 * backends seed those companies under these ids.
 */
export const NORDIC_OUTDOOR_COMPANY_ID = 'CMP-NORDIC';
export const PACIFIC_BRIDGE_COMPANY_ID = 'CMP-PACIFIC';
export const SINOTRANS_COMPANY_ID = 'CMP-SINO';
export const HANSEATIC_COMPANY_ID = 'CMP-HANSEATIC';
export const MERIDIAN_COMPANY_ID = 'CMP-MERIDIAN';
