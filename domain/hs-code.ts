/**
 * HS codes as people write them: "6302.60", "6302 60 00", "6302.60.0010". Dots, spaces and hyphens
 * are separators; 6 to 10 digits remain (the international 6-digit heading, up to a 10-digit national
 * line). Stored and sent as digits only; shown grouped (docs/decisions/161).
 */
const SEPARATORS = /[\s.\-]/g;
const DIGITS = /^[0-9]{6,10}$/;

/** The digits of a valid HS code, or null when it is not one. */
export function normaliseHsCode(input: string): string | null {
  const digits = input.replace(SEPARATORS, '');
  return DIGITS.test(digits) ? digits : null;
}

/** "6302600010" → "6302.60.0010", as tariff schedules print it. */
export function formatHsCode(digits: string): string {
  if (digits.length <= 4) return digits;
  const heading = digits.slice(0, 4);
  const sub = digits.slice(4, 6);
  const rest = digits.slice(6);
  return rest ? `${heading}.${sub}.${rest}` : `${heading}.${sub}`;
}
