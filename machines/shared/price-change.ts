/**
 * A quote's price before and after it was priced again (a re-quote on Quote Result, a renewed quote on
 * Booking Confirm): one rule for the change both pages show before the shipper books.
 */

/** A re-quoted quote's price before and after, in its currency. */
export interface PriceChange {
  from: number;
  to: number;
  currency: string;
}

/** The signed change in percent, to one decimal (0 when there was no price before). */
export const priceChangePercent = ({ from, to }: PriceChange): number => (from > 0 ? Math.round(((to - from) / from) * 1000) / 10 : 0);
