/**
 * The Booking Confirm form apart from its statechart: the values a shipper types, the field paths
 * their messages are keyed by, the checks made before sending (the server checks the same:
 * docs/decisions/026 and 091), the total to pay and the request body.
 */
import type { components } from '../../src/api/schema.gen';
import { normaliseHsCode, formatHsCode } from '../../domain/hs-code';
import { round2 } from '../../domain/money';
import { isContactPhone, isEmailAddress } from '../../domain/contact-rules';
import { earliestCargoReadyDate, isIsoDay, latestCargoReadyDate } from '../shared/dates';

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type PromoResult = Schemas['PromoResult'];
export type BookingRequest = Schemas['BookingRequest'];
export type BookingResult = Schemas['BookingResult'];
export type Currency = Schemas['Currency'];
export type Role = Schemas['Role'];
export type CompanyInfo = Schemas['CompanyInfo'];
export type CompanyProfile = Schemas['Company'];

/** The signed-in user, who is the consignor's contact unless the shipper says otherwise. */
export interface BookingUser {
  name: string;
  email: string;
  phone: string;
  extension: string;
}

/** Every CompanyInfo field of spec section 3, as typed. */
export interface CompanyValues {
  companyName: string;
  contactPerson: string;
  address: string;
  addressComplement: string;
  city: string;
  stateProvince: string;
  country: string;
  zipCode: string;
  phone: string;
  extension: string;
  email: string;
}
export type CompanyField = keyof CompanyValues;
export type Party = 'consignor' | 'consignee';
export const COMPANY_FIELDS: readonly CompanyField[] = [
  'companyName', 'contactPerson', 'address', 'addressComplement', 'city', 'stateProvince', 'country', 'zipCode', 'phone', 'extension', 'email',
];

/** One commodity row; `id` is stable so that errors stay with their row when another is removed. */
export interface CommodityValues {
  id: string;
  description: string;
  hsCode: string;
  value: string;
  count: string;
}
export type CommodityField = Exclude<keyof CommodityValues, 'id'>;
export const MAX_COMMODITIES = 50;

export type Confirmation = 'acceptCommercialShipment' | 'acceptQuoteTerms';
export type DetailField = 'goodsValue' | 'goodsCurrency' | 'cargoReadyDate' | 'remarks';

export interface BookingValues {
  consignor: CompanyValues;
  consignee: CompanyValues;
  commodities: CommodityValues[];
  goodsValue: string;
  goodsCurrency: Currency;
  cargoReadyDate: string;
  remarks: string;
  acceptCommercialShipment: boolean;
  acceptQuoteTerms: boolean;
}

/** The promo code as typed, the one applied (if any) and the message id of the last answer. */
export interface PromoState {
  code: string;
  applied: PromoResult | null;
  error: string | null;
}

/** Field paths used as error keys: `consignor.email`, `commodities.c2.hsCode`, `goodsValue`, `acceptQuoteTerms`. */
export const companyPath = (party: Party, field: CompanyField) => `${party}.${field}`;
export const commodityPath = (rowId: string, field: CommodityField) => `commodities.${rowId}.${field}`;

const EXTENSION = /^[0-9]{1,10}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const MAX_TEXT = 200;
const MAX_REMARKS = 2000;

/** The message id of each field problem. */
export const FIELD_ERROR = {
  required: 'booking.error.required',
  email: 'booking.error.email',
  phone: 'booking.error.phone',
  extension: 'booking.error.extension',
  country: 'booking.error.country',
  hsCode: 'booking.error.hsCode',
  goodsValueBelow: 'booking.error.goodsValueBelow',
  amount: 'booking.error.amount',
  count: 'booking.error.count',
  date: 'booking.error.date',
  datePast: 'booking.error.datePast',
  dateTooFar: 'booking.error.dateTooFar',
  tooLong: 'booking.error.tooLong',
  confirm: 'booking.error.confirm',
  rejected: 'booking.error.rejected',
} as const;
const E = FIELD_ERROR;

/** The days a cargo ready date may fall on: the same window as Find Quote (docs/decisions/095). */
export interface CargoReadyWindow {
  earliest: string;
  latest: string;
}
export const cargoReadyWindow = (now: Date = new Date()): CargoReadyWindow => ({
  earliest: earliestCargoReadyDate(now),
  latest: latestCargoReadyDate(now),
});

function companyErrors(party: Party, v: CompanyValues, errors: Record<string, string>) {
  const put = (field: CompanyField, id: string | null) => {
    if (id) errors[companyPath(party, field)] = id;
  };
  for (const field of ['companyName', 'contactPerson', 'address', 'city', 'zipCode'] as const) {
    put(field, !v[field].trim() ? E.required : v[field].trim().length > MAX_TEXT ? E.tooLong : null);
  }
  for (const field of ['addressComplement', 'stateProvince'] as const) put(field, v[field].trim().length > MAX_TEXT ? E.tooLong : null);
  put('country', !v.country ? E.required : /^[A-Z]{2}$/.test(v.country) ? null : E.country);
  put('phone', !v.phone.trim() ? E.required : isContactPhone(v.phone) ? null : E.phone);
  put('extension', v.extension.trim() && !EXTENSION.test(v.extension.trim()) ? E.extension : null);
  put('email', !v.email.trim() ? E.required : isEmailAddress(v.email) ? null : E.email);
}

function cargoReadyDateError(date: string, window: CargoReadyWindow): string | null {
  if (!date) return E.required;
  if (!isIsoDay(date)) return E.date;
  if (date < window.earliest) return E.datePast;
  if (date > window.latest) return E.dateTooFar;
  return null;
}

/** Every problem of the form, by field path, in the order the fields appear. Empty when it can be sent. */
export function validateBooking(values: BookingValues, window: CargoReadyWindow): Record<string, string> {
  const errors: Record<string, string> = {};
  companyErrors('consignor', values.consignor, errors);
  companyErrors('consignee', values.consignee, errors);
  for (const row of values.commodities) {
    const put = (field: CommodityField, id: string | null) => {
      if (id) errors[commodityPath(row.id, field)] = id;
    };
    put('description', !row.description.trim() ? E.required : row.description.trim().length > MAX_TEXT ? E.tooLong : null);
    put('hsCode', !row.hsCode.trim() ? E.required : normaliseHsCode(row.hsCode.trim()) ? null : E.hsCode);
    put('value', !row.value.trim() ? E.required : AMOUNT.test(row.value.trim()) ? null : E.amount);
    put('count', !row.count.trim() ? E.required : WHOLE.test(row.count.trim()) && Number(row.count) >= 1 ? null : E.count);
  }
  const goods = values.goodsValue.trim();
  const sum = commoditiesValue(values);
  // Empty means the commodities' sum (whose rows carry their own messages); a value typed may not be below it.
  if (goods && !AMOUNT.test(goods)) errors.goodsValue = E.amount;
  else if (goods && sum !== null && Number(goods) < sum) errors.goodsValue = E.goodsValueBelow;
  const dateError = cargoReadyDateError(values.cargoReadyDate, window);
  if (dateError) errors.cargoReadyDate = dateError;
  if (values.remarks.length > MAX_REMARKS) errors.remarks = E.tooLong;
  if (!values.acceptCommercialShipment) errors.acceptCommercialShipment = E.confirm;
  if (!values.acceptQuoteTerms) errors.acceptQuoteTerms = E.confirm;
  return errors;
}

/** The sum of the commodities' values, or null while a row's value is missing or not an amount. */
export function commoditiesValue(values: BookingValues): number | null {
  let sum = 0;
  for (const row of values.commodities) {
    const value = row.value.trim();
    if (!AMOUNT.test(value)) return null;
    sum += Number(value);
  }
  return round2(sum);
}

/** The goods value declared: the one typed (an override), else the commodities' sum. */
export function declaredGoodsValue(values: BookingValues): number | null {
  const typed = values.goodsValue.trim();
  if (typed) return AMOUNT.test(typed) ? Number(typed) : null;
  return commoditiesValue(values);
}

/** An HS code as typed, shown grouped ("6302.60.0010") once it is a valid one; otherwise left as typed. */
export function tidyHsCode(typed: string): string {
  const digits = normaliseHsCode(typed.trim());
  return digits ? formatHsCode(digits) : typed;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The price is guaranteed through the whole (UTC) day of `expiresAt`: the moment it ends, in ms since the epoch. */
export const guaranteeEndsAt = (quote: Quote): number => Date.parse(`${quote.expiresAt}T00:00:00Z`) + DAY_MS;

/** What the shipper pays: the quote total less an applied promo discount. */
export function payableTotal(draft: { quote: Quote | null; promo: PromoState }): number | null {
  if (!draft.quote) return null;
  return round2(draft.quote.total - (draft.promo.applied?.discount ?? 0));
}

export const canAddCommodity = (values: BookingValues) => values.commodities.length < MAX_COMMODITIES;
export const canRemoveCommodity = (values: BookingValues) => values.commodities.length > 1;

const emptyCompany = (): CompanyValues => ({
  companyName: '', contactPerson: '', address: '', addressComplement: '', city: '', stateProvince: '', country: '', zipCode: '', phone: '', extension: '', email: '',
});
const emptyCommodity = (id: string): CommodityValues => ({ id, description: '', hsCode: '', value: '', count: '' });

/** A new draft: one empty commodity row (`c1`), the goods value in US dollars until the quote says otherwise. */
export const emptyValues = (): BookingValues => ({
  consignor: emptyCompany(),
  consignee: emptyCompany(),
  commodities: [emptyCommodity('c1')],
  goodsValue: '',
  goodsCurrency: 'USD',
  cargoReadyDate: '',
  remarks: '',
  acceptCommercialShipment: false,
  acceptQuoteTerms: false,
});

/** The draft with one more empty row, `c<rowNumber>`. */
export const withNewCommodity = (values: BookingValues, rowNumber: number): BookingValues => ({
  ...values,
  commodities: [...values.commodities, emptyCommodity(`c${rowNumber}`)],
});

/** The draft without a row, and the errors without that row's messages. */
export function withoutCommodity(values: BookingValues, errors: Record<string, string>, rowId: string) {
  return {
    values: { ...values, commodities: values.commodities.filter((c) => c.id !== rowId) },
    errors: Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(`commodities.${rowId}.`))),
  };
}

/** What the quote tells about the draft: the two ends' countries and cities, the currency, the cargo ready date. */
export function prefilledFrom(values: BookingValues, quote: Quote): BookingValues {
  return {
    ...values,
    consignor: { ...values.consignor, country: quote.origin.country, city: quote.origin.city },
    consignee: { ...values.consignee, country: quote.destination.country, city: quote.destination.city },
    goodsCurrency: quote.currency,
    cargoReadyDate: quote.search.origin.cargoReadyDate ?? '',
  };
}

const emptyIfMissing = (value: string | undefined | null) => value?.trim() ?? '';

/** The consignor from the company profile (address) and the signed-in user (contact); blanks left as they were. */
export function withConsignorFrom(values: BookingValues, company: CompanyProfile | null, user: BookingUser | null): BookingValues {
  const from: Partial<CompanyValues> = {
    ...(company
      ? {
          companyName: emptyIfMissing(company.legalName),
          address: emptyIfMissing(company.address),
          addressComplement: emptyIfMissing(company.additionalAddress),
          city: emptyIfMissing(company.city),
          stateProvince: emptyIfMissing(company.state),
          country: /^[A-Z]{2}$/.test(company.country) ? company.country : '',
          zipCode: emptyIfMissing(company.zip),
        }
      : {}),
    ...(user ? { contactPerson: user.name.trim(), email: user.email.trim(), phone: user.phone.trim(), extension: user.extension.trim() } : {}),
  };
  const filled = Object.fromEntries(Object.entries(from).filter(([, value]) => value)) as Partial<CompanyValues>;
  return { ...values, consignor: { ...values.consignor, ...filled } };
}

/** A consignee from the address book, as the form's values (every field stays editable). */
export const companyValuesOf = (info: CompanyInfo): CompanyValues => ({
  companyName: info.companyName,
  contactPerson: info.contactPerson,
  address: info.address,
  addressComplement: info.addressComplement ?? '',
  city: info.city,
  stateProvince: info.stateProvince ?? '',
  country: info.country,
  zipCode: info.zipCode,
  phone: info.phone,
  extension: info.extension ?? '',
  email: info.email,
});

function companyInfo(v: CompanyValues): BookingRequest['consignor'] {
  const optional = (key: 'addressComplement' | 'stateProvince' | 'extension') => (v[key].trim() ? { [key]: v[key].trim() } : {});
  return {
    companyName: v.companyName.trim(),
    contactPerson: v.contactPerson.trim(),
    address: v.address.trim(),
    ...optional('addressComplement'),
    city: v.city.trim(),
    ...optional('stateProvince'),
    country: v.country,
    zipCode: v.zipCode.trim(),
    phone: v.phone.trim(),
    ...optional('extension'),
    email: v.email.trim(),
  };
}

/** The request body for a valid draft. Only an applied promo code is sent (an unapplied one blocks the submit). */
export function toBookingRequest(draft: { quoteId: string; values: BookingValues; promo: PromoState }): BookingRequest {
  const v = draft.values;
  return {
    quoteId: draft.quoteId,
    ...(draft.promo.applied ? { promoCode: draft.promo.applied.promoCode } : {}),
    consignor: companyInfo(v.consignor),
    consignee: companyInfo(v.consignee),
    commodities: v.commodities.map((c) => ({
      description: c.description.trim(),
      hsCode: normaliseHsCode(c.hsCode.trim()) ?? c.hsCode.trim(),
      value: Number(c.value.trim()),
      count: Number(c.count.trim()),
    })),
    goodsValue: declaredGoodsValue(v) ?? 0,
    goodsCurrency: v.goodsCurrency,
    cargoReadyDate: v.cargoReadyDate,
    acceptCommercialShipment: v.acceptCommercialShipment,
    acceptQuoteTerms: v.acceptQuoteTerms,
    ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
  };
}

/**
 * The field a 90001 message names (`consignor.email: …`, `commodities[1].hsCode: …`), as our field
 * path, or null when it names none we show.
 */
export function fieldOfServerMessage(message: string | null, values: BookingValues): string | null {
  const path = message?.split(':')[0]?.trim() ?? '';
  const company = /^(consignor|consignee)\.(\w+)$/.exec(path);
  if (company && (COMPANY_FIELDS as readonly string[]).includes(company[2]!)) return `${company[1]}.${company[2]}`;
  const commodity = /^commodities\[(\d+)\]\.(description|hsCode|value|count)$/.exec(path);
  if (commodity) {
    const row = values.commodities[Number(commodity[1])];
    return row ? commodityPath(row.id, commodity[2] as CommodityField) : null;
  }
  if (['goodsValue', 'goodsCurrency', 'cargoReadyDate', 'remarks', 'acceptCommercialShipment', 'acceptQuoteTerms'].includes(path)) return path;
  return null;
}

/** A fresh Idempotency-Key (the contract asks for 8–128 characters). getRandomValues works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `booking-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
