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
