/**
 * The mock backend's notion of "now" and of the day its seed is laid out around.
 * Tests: the anchor is fixed (2026-11-01) so data is the same on every machine and tests may pin `now`.
 * Browser: the anchor is the day the demo data was first created (kept in the store, so every slice
 * agrees and a reload changes nothing); a demo opened months later still has bills due soon and
 * shipments in transit, and "reset demo data" re-anchors to today.
 */
import { defineSlice } from './db';

const FIXED_ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const startOfUtcDay = (epochMs: number) => epochMs - (epochMs % 86_400_000);

const anchor = defineSlice<number>('seedAnchor', () => (import.meta.env?.VITEST ? FIXED_ANCHOR : startOfUtcDay(Date.now())));

/** Epoch ms of the day the seed is laid out around. */
export const seedAnchor = (): number => anchor();

let pinned: number | null = null;

export function mockNow(): number {
  return pinned ?? Date.now();
}
export function setMockNow(epochMs: number | null): void {
  pinned = epochMs;
}
/** An ISO date-time `days` after the seed anchor (negative for before). */
export function anchorPlusDays(days: number, hours = 0): string {
  return new Date(seedAnchor() + days * 86_400_000 + hours * 3_600_000).toISOString();
}
