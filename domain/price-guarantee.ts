/**
 * A quote's price guarantee against the shipper's cargo-ready date (docs/decisions/163). A quote is
 * guaranteed through `expiresAt` (UTC day). When that day comes before the cargo is ready, the price is
 * re-rated at the cargo-ready date, and may move by at most the band of its mode.
 */
import type { components } from '../src/api/schema.gen';

type ShipmentMode = components['schemas']['ShipmentMode'];
export type QuoteRerate = components['schemas']['QuoteRerate'];

/**
 * The most a re-rated price may move, in percent, by mode. Air spot rates swing about half as much
 * again as ocean rates over a few weeks, so air gets the wider band.
 */
export const RERATE_MAX_CHANGE_PERCENT: Readonly<Record<ShipmentMode, number>> = { FCL: 8, LCL: 8, AIR: 12 };

/** Null when the guarantee covers the cargo-ready day (both ISO dates, compared as days). */
export function rerateFor(input: { mode: ShipmentMode; expiresAt: string; cargoReadyDate: string | undefined }): QuoteRerate | null {
  const { mode, expiresAt, cargoReadyDate } = input;
  if (!cargoReadyDate || cargoReadyDate <= expiresAt) return null;
  return { cargoReadyDate, maxChangePercent: RERATE_MAX_CHANGE_PERCENT[mode] };
}
