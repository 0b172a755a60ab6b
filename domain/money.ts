/**
 * Money rules shared by the client and the backends: rounding to cents and the fixed exchange rates
 * the marketplace prices and reports in (docs/decisions/020 and 043).
 */
import type { components } from '../src/api/schema.gen';

export type Currency = components['schemas']['Currency'];

/** Rounds to cents, half away from zero, without 1.005 → 1.00 float surprises. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Fixed exchange rates: US dollars for one unit of each currency. */
export const USD_PER: Readonly<Record<Currency, number>> = { USD: 1, EUR: 1.08, GBP: 1.27 };

/** An amount in US dollars, rounded to cents. */
export const toUsd = (amount: number, currency: Currency): number => round2(amount * USD_PER[currency]);

// One formatter, made once: `toLocaleString` builds a new one per call, and the seed prints thousands of amounts.
const CENTS_TEXT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the backends' documents print it: cents, with en-US grouping (1,234.50). */
export const centsText = (amount: number): string => CENTS_TEXT.format(amount);
