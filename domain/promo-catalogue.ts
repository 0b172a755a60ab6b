/**
 * The promo code catalogue and its rules, which both backends check codes with. One code per outcome
 * of spec section 8, each producible against a normal search (docs/decisions/022-promo-catalogue.md
 * has the table). Usage (who used a code, how many redemptions) is kept by each backend's store and
 * passed in with every check (`PromoContext`).
 */
import type { components } from '../src/api/schema.gen';
import { USD_PER, round2 } from './money';
import { NORDIC_OUTDOOR_COMPANY_ID } from './demo-company-ids';

type Schemas = components['schemas'];
type ResultCode = Schemas['ResultCode'];

/** The message of a successful promo check or booking (spec section 8: "200 Save successfully"). */
export const PROMO_BOOKING_SAVED = 'Save successfully';

export interface PromoRule {
  code: string;
  description: string;
  discount: { kind: 'PERCENT'; percent: number } | { kind: 'FLAT'; amount: number };
  /** Valid from the start of validFrom through the end of validTo (UTC dates). */
  validFrom: string;
  validTo: string;
  /** The quote total, in USD, must be within this range (40003). */
  minTotalUsd?: number;
  maxTotalUsd?: number;
  /** One booking per user (40004). */
  oncePerUser?: boolean;
  /** FBA destinations only (40005). */
  fbaOnly?: boolean;
  /** These modes only (40006). */
  modes?: Schemas['ShipmentMode'][];
  /** Only FCL bills whose containers are all of these types (40007). */
  containerTypes?: Schemas['ContainerType'][];
  /** Origin and destination countries (40008). */
  lanes?: { origin: string[]; destination: string[] };
  /** These companies or users only (40009). */
  companyIds?: string[];
  userIds?: string[];
  /** Total redemptions allowed (40010). */
  quota?: number;
  /** Redemptions already made before the seed anchor (the quota code is used up). */
  seededRedemptions?: number;
}

const ALWAYS = { validFrom: '2026-01-01', validTo: '2028-12-31' };
const ASIA = ['CN', 'HK', 'VN', 'JP', 'KR', 'IN'];
const EUROPE = ['DE', 'NL', 'GB', 'SE'];

export const PROMO_CATALOGUE: readonly PromoRule[] = [
  { code: 'SAVE10', description: '10% off the total', discount: { kind: 'PERCENT', percent: 10 }, ...ALWAYS },
  { code: 'FLAT50', description: '50.00 off the total', discount: { kind: 'FLAT', amount: 50 }, ...ALWAYS },
  { code: 'WELCOME25', description: '25.00 off your first booking with this code', discount: { kind: 'FLAT', amount: 25 }, oncePerUser: true, ...ALWAYS },
  { code: 'SUMMER20', description: '20% off summer 2026 bookings', discount: { kind: 'PERCENT', percent: 20 }, validFrom: '2026-06-01', validTo: '2026-09-30' },
  { code: 'BIGSHIP150', description: '150.00 off bills from 10,000 to 100,000 USD', discount: { kind: 'FLAT', amount: 150 }, minTotalUsd: 10_000, maxTotalUsd: 100_000, ...ALWAYS },
  { code: 'FBA15', description: '15% off deliveries to Amazon FBA warehouses', discount: { kind: 'PERCENT', percent: 15 }, fbaOnly: true, ...ALWAYS },
  { code: 'AIR8', description: '8% off air freight bills', discount: { kind: 'PERCENT', percent: 8 }, modes: ['AIR'], ...ALWAYS },
  { code: 'REEFER20', description: '20% off reefer containers (20RF, 40RF)', discount: { kind: 'PERCENT', percent: 20 }, containerTypes: ['20RF', '40RF'], ...ALWAYS },
  { code: 'ASIAEU12', description: '12% off Asia to Europe lanes', discount: { kind: 'PERCENT', percent: 12 }, lanes: { origin: ASIA, destination: EUROPE }, ...ALWAYS },
  { code: 'NORDIC5', description: '5% off for Nordic Outdoor AB', discount: { kind: 'PERCENT', percent: 5 }, companyIds: [NORDIC_OUTDOOR_COMPANY_ID], ...ALWAYS },
  { code: 'LAUNCH100', description: '100.00 off, first 100 bookings', discount: { kind: 'FLAT', amount: 100 }, quota: 100, seededRedemptions: 100, ...ALWAYS },
];

export const normalisePromoCode = (code: string) => code.trim().toUpperCase();
export const findPromo = (code: string) => PROMO_CATALOGUE.find((p) => p.code === normalisePromoCode(code));

export interface PromoContext {
  /** What the rules read of the stored quote. */
  quote: Pick<Schemas['Quote'], 'total' | 'currency' | 'mode' | 'origin' | 'destination' | 'search'>;
  userId: string;
  companyId: string;
  now: number;
  /** Codes this user already used in a booking. */
  usedByUser: readonly string[];
  /** Redemptions of each code so far. */
  redemptions: Readonly<Record<string, number>>;
}

export type PromoOutcome =
  | { ok: true; promoCode: string; description: string; discount: number; totalBefore: number; totalAfter: number }
  | { ok: false; code: ResultCode; message: string };

const fail = (code: ResultCode, message: string): PromoOutcome => ({ ok: false, code, message });
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Checks a non-empty code against a quote. Order: 40001, 40002, 40009, 40004, 40010, 40005, 40006,
 * 40007, 40008, 40003. The discount never exceeds the total.
 */
export function evaluatePromo(rawCode: string, ctx: PromoContext): PromoOutcome {
  const promo = findPromo(rawCode);
  if (!promo) return fail(40001, 'Promo code does not exist.');
  if (ctx.now < dayStart(promo.validFrom) || ctx.now >= dayStart(promo.validTo) + 86_400_000) return fail(40002, 'Promo code expired.');
  if ((promo.companyIds && !promo.companyIds.includes(ctx.companyId)) || (promo.userIds && !promo.userIds.includes(ctx.userId))) {
    return fail(40009, 'Promo code only valid for the specified user or company.');
  }
  if (promo.oncePerUser && ctx.usedByUser.includes(promo.code)) return fail(40004, 'Promo code can only be used once.');
  if (promo.quota !== undefined && (ctx.redemptions[promo.code] ?? 0) >= promo.quota) return fail(40010, 'Promo code already used.');
  const { quote } = ctx;
  if (promo.fbaOnly && quote.destination.type !== 'FBA') return fail(40005, 'Promo code only valid for FBA bills.');
  if (promo.modes && !promo.modes.includes(quote.mode)) return fail(40006, 'Promo code not applicable to this bill.');
  if (promo.containerTypes) {
    const types = quote.search.cargo.containers?.map((c) => c.type) ?? [];
    if (quote.mode !== 'FCL' || types.length === 0 || !types.every((t) => promo.containerTypes!.includes(t))) {
      return fail(40007, 'Promo code only valid for some container types.');
    }
  }
  if (promo.lanes && !(promo.lanes.origin.includes(quote.origin.country) && promo.lanes.destination.includes(quote.destination.country))) {
    return fail(40008, 'Promo code only valid for specified origin and destination.');
  }
  const totalUsd = quote.total * USD_PER[quote.currency];
  if ((promo.minTotalUsd !== undefined && totalUsd < promo.minTotalUsd) || (promo.maxTotalUsd !== undefined && totalUsd > promo.maxTotalUsd)) {
    return fail(40003, 'Shipping cost outside the range allowed.');
  }
  const raw = promo.discount.kind === 'PERCENT' ? (quote.total * promo.discount.percent) / 100 : promo.discount.amount;
  const discount = round2(Math.min(quote.total, raw));
  return {
    ok: true, promoCode: promo.code, description: promo.description, discount,
    totalBefore: quote.total, totalAfter: round2(quote.total - discount),
  };
}
