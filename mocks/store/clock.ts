/**
 * The mock backend's notion of "now". Seeds are laid out relative to a fixed anchor so that data is
 * deterministic; tests may pin `now` with setMockNow.
 */
export const SEED_ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let pinned: number | null = null;

export function mockNow(): number {
  return pinned ?? Date.now();
}
export function setMockNow(epochMs: number | null): void {
  pinned = epochMs;
}
/** An ISO date-time `days` after the seed anchor (negative for before). */
export function anchorPlusDays(days: number, hours = 0): string {
  return new Date(SEED_ANCHOR + days * 86_400_000 + hours * 3_600_000).toISOString();
}
