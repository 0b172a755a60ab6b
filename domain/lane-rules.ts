/**
 * Customs rules that depend on the lane. US import rules (ISF "10+2", US customs bonds, the
 * 10 000 USD informal-entry threshold) apply to shipments into the US only; ISF applies to ocean
 * freight only. Other destinations get no customs options from this marketplace (docs/decisions/160).
 * The Find Quote form offers what this says, the pricing adds only these charges, and the server
 * refuses options a lane does not have.
 */
import type { components } from '../src/api/schema.gen';

type ShipmentMode = components['schemas']['ShipmentMode'];

/** Ocean modes, where ISF is filed. */
const OCEAN_MODES: readonly ShipmentMode[] = ['FCL', 'LCL'];

export interface LaneCustoms {
  /** ISF filing (10+2) may be chosen. */
  isf: boolean;
  /** US customs bonds (single entry or continuous) may be chosen. */
  usBond: boolean;
  /** The declared value above which a formal entry (and so a bond) is needed, in USD; null when none applies. */
  formalEntryThresholdUsd: number | null;
}

/** The US informal-entry limit (19 CFR 143.21): at or above it a formal entry needs a customs bond. */
export const US_FORMAL_ENTRY_THRESHOLD_USD = 10_000;

const NO_CUSTOMS: LaneCustoms = { isf: false, usBond: false, formalEntryThresholdUsd: null };

/** What customs options a lane offers, by destination country (ISO alpha-2) and mode. */
export function laneCustoms(lane: { mode: ShipmentMode; destinationCountry: string }): LaneCustoms {
  if (lane.destinationCountry.toUpperCase() !== 'US') return NO_CUSTOMS;
  return {
    isf: OCEAN_MODES.includes(lane.mode),
    usBond: true,
    formalEntryThresholdUsd: US_FORMAL_ENTRY_THRESHOLD_USD,
  };
}
