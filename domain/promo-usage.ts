/**
 * Promo code usage both backends keep (who booked with which code, redemptions per code), the repository they
 * keep it behind (docs/decisions/219), and the context the catalogue's rules read it from
 * (domain/promo-catalogue.ts, docs/decisions/022).
 */
import type { PromoContext } from './promo-catalogue';

export interface PromoUsage {
  /** Codes each user has booked with (for once-per-user codes). */
  usedByUser: Record<string, string[]>;
  /** Redemptions per code (for codes with a quota). */
  redemptions: Record<string, number>;
}

/** What the promo rules read of the usage for one user. */
export interface PromoUsageOfUser {
  /** The codes this user has booked with. */
  usedByUser: readonly string[];
  /** Every code's redemptions. */
  redemptions: Readonly<Record<string, number>>;
}

export interface PromoUsageRepository {
  usageOf(userId: string): Promise<PromoUsageOfUser>;
  /**
   * A booking with `code`, when `allowed` says the usage as it is now still lets the user have it: the user has
   * used it, and the code has one more redemption. False, and nothing kept, when not. One call, so that two
   * bookings at once cannot both take a once-per-user code or a quota's last redemption.
   */
  redeem(userId: string, code: string, allowed: (usage: PromoUsageOfUser) => boolean): Promise<boolean>;
}

/** A booking with `code`: the user has used it once more, and the code has one more redemption. */
export function notePromoUse(usage: PromoUsage, userId: string, code: string): void {
  const used = (usage.usedByUser[userId] ??= []);
  if (!used.includes(code)) used.push(code);
  usage.redemptions[code] = (usage.redemptions[code] ?? 0) + 1;
}

/** The usage one user's rules read, from the whole of it. */
export const usageOfUser = (usage: PromoUsage, userId: string): PromoUsageOfUser => ({
  usedByUser: usage.usedByUser[userId] ?? [],
  redemptions: usage.redemptions,
});

/** What the promo rules read for this user booking this quote at `now`. */
export const promoContextFor = (
  usage: PromoUsageOfUser,
  user: { id: string; companyId: string },
  quote: PromoContext['quote'],
  now: number,
): PromoContext => ({
  quote, userId: user.id, companyId: user.companyId, now,
  usedByUser: usage.usedByUser, redemptions: usage.redemptions,
});
