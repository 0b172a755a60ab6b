/**
 * What a custom quote request's bodies must be (docs/decisions/147, 148): the shipper's notes, a
 * forwarder's answer (priced rows or an all-in total) and its reason to decline. Each reader gives
 * the value as it is stored, or the 90001 message naming the first wrong field.
 */
import { currencyValues } from '../src/api/schema.gen';
import type { Currency } from './money';
import { isIsoDay, serverDay } from './server-days';
import { eitherOf } from './wording';
import { isFiniteNumber, isJsonObject, isNonEmptyText } from './json-values';
import { DECLINE_REASON_MAX, FEE_NAME_MAX, MAX_CHARGE_ROWS, PRICING_UNIT_MAX, type AnswerChargeInput } from './quote-charges';
import type { QuoteAnswerBody } from './quote-requests';

/** The longest notes, answer note and remarks the contract takes. */
export const NOTE_MAX = 2000;

/** The notes of a new request (optional), trimmed. */
export function readRequestNotes(body: unknown): { notes: string } | string {
  const notes = isJsonObject(body) ? body.notes : undefined;
  if (notes !== undefined && (typeof notes !== 'string' || notes.length > NOTE_MAX)) return `notes: text of at most ${NOTE_MAX} characters`;
  return { notes: typeof notes === 'string' ? notes.trim() : '' };
}

/** The answer's priced rows, checked field by field. */
export function readAnswerCharges(value: unknown): AnswerChargeInput[] | string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CHARGE_ROWS) return `charges: 1 to ${MAX_CHARGE_ROWS} rows`;
  const rows: AnswerChargeInput[] = [];
  for (const [i, row] of value.entries()) {
    const at = `charges[${i}]`;
    if (!isJsonObject(row)) return `${at}: must be an object`;
    if (!isNonEmptyText(row.feeName) || row.feeName.trim().length > FEE_NAME_MAX) return `${at}.feeName: 1 to ${FEE_NAME_MAX} characters`;
    if (!isFiniteNumber(row.unitPrice) || row.unitPrice <= 0) return `${at}.unitPrice: must be greater than 0`;
    if (!isFiniteNumber(row.units) || row.units <= 0) return `${at}.units: must be greater than 0`;
    if (!isNonEmptyText(row.pricingUnit) || row.pricingUnit.trim().length > PRICING_UNIT_MAX) return `${at}.pricingUnit: 1 to ${PRICING_UNIT_MAX} characters`;
    if (!(currencyValues as readonly unknown[]).includes(row.currency)) return `${at}.currency: must be ${eitherOf(currencyValues)}`;
    if (!isFiniteNumber(row.exchangeRate) || row.exchangeRate <= 0) return `${at}.exchangeRate: must be greater than 0`;
    rows.push({
      feeName: row.feeName.trim(), unitPrice: row.unitPrice, units: row.units, pricingUnit: row.pricingUnit.trim(),
      currency: row.currency as Currency, exchangeRate: row.exchangeRate,
    });
  }
  return rows;
}

/** An answer: either priced rows or a total, a currency, a validity from today on, transit days, and an optional carrier and note. */
export function readQuoteAnswer(body: unknown, now: number): QuoteAnswerBody | string {
  if (!isJsonObject(body)) return 'body: must be an object';
  if ((body.total === undefined) === (body.charges === undefined)) return 'charges: send either charges or total';
  const charges = body.charges === undefined ? undefined : readAnswerCharges(body.charges);
  if (typeof charges === 'string') return charges;
  if (body.total !== undefined && (!isFiniteNumber(body.total) || body.total <= 0)) return 'total: must be greater than 0';
  if (!(currencyValues as readonly unknown[]).includes(body.currency)) return `currency: must be ${eitherOf(currencyValues)}`;
  if (!isIsoDay(body.validUntil)) return 'validUntil: is required (YYYY-MM-DD)';
  if (body.validUntil < serverDay(now)) return 'validUntil: must be today or later';
  const t = body.transitDays;
  if (!isJsonObject(t) || !Number.isInteger(t.min) || !Number.isInteger(t.max) || (t.min as number) < 0 || (t.min as number) > (t.max as number)) {
    return 'transitDays: whole days with 0 <= min <= max';
  }
  if (body.carrier !== undefined && typeof body.carrier !== 'string') return 'carrier: must be text';
  if (body.note !== undefined && (typeof body.note !== 'string' || body.note.length > NOTE_MAX)) return `note: text of at most ${NOTE_MAX} characters`;
  const price = charges ? { charges } : { total: body.total as number };
  return {
    ...price, currency: body.currency as Currency, validUntil: body.validUntil,
    transitDays: { min: t.min as number, max: t.max as number },
    ...(typeof body.carrier === 'string' ? { carrier: body.carrier } : {}),
    ...(typeof body.note === 'string' ? { note: body.note.trim() } : {}),
  };
}

/** A forwarder's reason to decline: 1 to DECLINE_REASON_MAX characters, trimmed. */
export function readDeclineReason(body: unknown): { reason: string } | string {
  if (!isJsonObject(body) || !isNonEmptyText(body.reason) || body.reason.trim().length > DECLINE_REASON_MAX) {
    return `reason: 1 to ${DECLINE_REASON_MAX} characters`;
  }
  return { reason: body.reason.trim() };
}
