/** The checks a request body's reader makes of a parsed JSON value, before any rule reads it. */

/** A JSON object (not null, not an array). */
export const isJsonObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number JSON can carry (no NaN, no infinity). */
export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Text with something other than spaces in it. */
export const isNonEmptyText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
