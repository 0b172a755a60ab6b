/**
 * What a booking (POST /booking/confirm) must carry before its quote is looked at: the parties
 * (consignor, consignee), the commodities and their declared value (decision 164), the cargo-ready
 * day (today or later) and the two confirmations. The value as it is stored, or the 90001 message
 * naming the first wrong field.
 */
import { currencyValues } from '../src/api/schema.gen';
import { round2 } from './money';
import { isIsoDay, serverDay } from './server-days';
import { eitherOf } from './wording';
import { normaliseHsCode } from './hs-code';
import { commoditiesTotal, goodsValueBelowCommodities } from './goods-value';
import { isFiniteNumber, isJsonObject, isNonEmptyText } from './json-values';
import type { CompanyInfoRecord } from './shipment-records';
import { NOTE_MAX } from './quote-request-input';
import { isContactPhone, isEmailAddress } from './contact-rules';

export function readCompanyInfo(v: unknown, field: string): { value: CompanyInfoRecord } | { error: string } {
  if (!isJsonObject(v)) return { error: `${field}: is required` };
  for (const key of ['companyName', 'contactPerson', 'address', 'city', 'zipCode'] as const) {
    if (!isNonEmptyText(v[key])) return { error: `${field}.${key}: is required` };
  }
  if (typeof v.country !== 'string' || !/^[A-Za-z]{2}$/.test(v.country)) return { error: `${field}.country: must be an ISO 3166-1 alpha-2 code` };
  if (typeof v.phone !== 'string' || !isContactPhone(v.phone)) return { error: `${field}.phone: is not a phone number` };
  if (typeof v.email !== 'string' || !isEmailAddress(v.email)) return { error: `${field}.email: is not an e-mail address` };
  for (const key of ['addressComplement', 'stateProvince', 'extension'] as const) {
    if (v[key] !== undefined && typeof v[key] !== 'string') return { error: `${field}.${key}: must be text` };
  }
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string).trim() : '');
  return {
    value: {
      companyName: text('companyName'), contactPerson: text('contactPerson'), address: text('address'),
      ...(text('addressComplement') ? { addressComplement: text('addressComplement') } : {}),
      city: text('city'),
      ...(text('stateProvince') ? { stateProvince: text('stateProvince') } : {}),
      country: text('country').toUpperCase(), zipCode: text('zipCode'), phone: text('phone'),
      ...(text('extension') ? { extension: text('extension') } : {}),
      email: text('email'),
    },
  };
}

export interface BookingForm {
  quoteId: string;
  promoCode: string | undefined;
  consignor: CompanyInfoRecord;
  consignee: CompanyInfoRecord;
  commodities: { description: string; hsCode: string; value: number; count: number }[];
  goodsValue: number;
  cargoReadyDate: string;
}

export function readBookingForm(body: unknown, now: number): { value: BookingForm } | { error: string } {
  if (!isJsonObject(body)) return { error: 'booking: must be an object' };
  if (!isNonEmptyText(body.quoteId)) return { error: 'quoteId: is required' };
  if (body.promoCode !== undefined && typeof body.promoCode !== 'string') return { error: 'promoCode: must be text' };
  const consignor = readCompanyInfo(body.consignor, 'consignor');
  if ('error' in consignor) return consignor;
  const consignee = readCompanyInfo(body.consignee, 'consignee');
  if ('error' in consignee) return consignee;
  if (!Array.isArray(body.commodities) || body.commodities.length === 0) return { error: 'commodities: at least one commodity is required' };
  if (body.commodities.length > 50) return { error: 'commodities: at most 50' };
  const commodities: BookingForm['commodities'] = [];
  for (const [i, c] of body.commodities.entries()) {
    const f = `commodities[${i}]`;
    if (!isJsonObject(c) || !isNonEmptyText(c.description)) return { error: `${f}.description: is required` };
    const hsCode = typeof c.hsCode === 'string' ? normaliseHsCode(c.hsCode) : null;
    if (!hsCode) return { error: `${f}.hsCode: must be 6 to 10 digits (dots, spaces and hyphens may separate them)` };
    if (!isFiniteNumber(c.value) || c.value < 0) return { error: `${f}.value: must be 0 or more` };
    if (!Number.isInteger(c.count) || (c.count as number) < 1) return { error: `${f}.count: must be a whole number of at least 1` };
    commodities.push({ description: c.description.trim(), hsCode, value: round2(c.value), count: c.count as number });
  }
  if (!isFiniteNumber(body.goodsValue) || body.goodsValue < 0) return { error: 'goodsValue: must be 0 or more' };
  // The declared value cannot be less than what the commodities are worth (decision 164).
  if (goodsValueBelowCommodities(body.goodsValue, commodities)) {
    return { error: `goodsValue: must be at least the commodities' total value (${commoditiesTotal(commodities).toFixed(2)})` };
  }
  if (!(currencyValues as readonly unknown[]).includes(body.goodsCurrency)) return { error: `goodsCurrency: must be ${eitherOf(currencyValues)}` };
  if (!isIsoDay(body.cargoReadyDate)) return { error: 'cargoReadyDate: is required (YYYY-MM-DD)' };
  if (body.cargoReadyDate < serverDay(now)) return { error: 'cargoReadyDate: must be today or later' };
  if (body.remarks !== undefined && (typeof body.remarks !== 'string' || body.remarks.length > NOTE_MAX)) return { error: `remarks: text of at most ${NOTE_MAX} characters` };
  if (body.acceptCommercialShipment !== true) return { error: 'acceptCommercialShipment: confirm that this is a commercial shipment with correct details' };
  if (body.acceptQuoteTerms !== true) return { error: 'acceptQuoteTerms: accept the quote terms' };
  return {
    value: {
      quoteId: body.quoteId.trim(), promoCode: body.promoCode as string | undefined, consignor: consignor.value, consignee: consignee.value,
      commodities, goodsValue: round2(body.goodsValue), cargoReadyDate: body.cargoReadyDate,
    },
  };
}
