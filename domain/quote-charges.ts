/**
 * The one rule for an answer's prices (docs/decisions/147), used by the Quote Management form and by
 * the embedded backend: a row's amount is unit price × units in the row's currency, rounded to cents;
 * its exchange rate brings it to the answer's currency, rounded to cents; the total is their sum.
 * Pure: no React, no requests; the answer form and the embedded backend share it.
 */
import { round2, USD_PER, type Currency } from './money';
import type { components } from '../src/api/schema.gen';

export type AnswerChargeInput = components['schemas']['AnswerChargeInput'];

/** A row's amount in its own currency. */
export const rowAmount = (row: Pick<AnswerChargeInput, 'unitPrice' | 'units'>): number => round2(row.unitPrice * row.units);

/** A row's amount in the answer's currency. */
export const rowInAnswerCurrency = (row: Pick<AnswerChargeInput, 'unitPrice' | 'units' | 'exchangeRate'>): number =>
  round2(rowAmount(row) * row.exchangeRate);

/** The answer's total, in its currency. */
export const answerTotal = (rows: readonly Pick<AnswerChargeInput, 'unitPrice' | 'units' | 'exchangeRate'>[]): number =>
  round2(rows.reduce((sum, row) => sum + rowInAnswerCurrency(row), 0));

/** The marketplace's fixed rate from one currency to another (decision 043), offered as the row's default. */
export const defaultExchangeRate = (from: Currency, to: Currency): number => (from === to ? 1 : Math.round((USD_PER[from] / USD_PER[to]) * 10000) / 10000);

/** The longest fee name and pricing unit the contract takes. */
export const FEE_NAME_MAX = 80;
export const PRICING_UNIT_MAX = 40;
export const MAX_CHARGE_ROWS = 20;
export const DECLINE_REASON_MAX = 500;
