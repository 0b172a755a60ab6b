/**
 * The app's own strings for browser tests, by key and locale, so one test drives the UI in every
 * language without copying translations (a missing key fails loudly).
 */
import { messages as findQuote } from '../../src/features/quote/find-quote.messages';
import { messages as quoteResult } from '../../src/features/quote/quote-result.messages';
import { messages as booking } from '../../src/features/quote/booking-confirm.messages';
import { messages as auth } from '../../src/features/auth/auth.messages';
import { messages as shipmentDetail } from '../../src/features/shipment/shipment-detail.messages';
import { messages as shipmentTerms } from '../../src/features/shipment/shipment-terms.messages';
import { messages as shell } from '../../src/features/shell/shell.messages';
import { messages as rate } from '../../src/features/rate/rate.messages';
import { messages as bankDetail } from '../../src/features/billing/bank-detail.messages';
import { messages as billingTerms } from '../../src/features/billing/billing-terms.messages';

export type Locale = 'en_US' | 'zh_CN' | 'zh_TW';
const tables = [findQuote, quoteResult, booking, auth, shipmentDetail, shipmentTerms, shell, rate, bankDetail, billingTerms] as unknown as Record<Locale, Record<string, string>>[];

export function catalogue(locale: Locale) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const template = tables.map((t) => t[locale]?.[key]).find((v) => v !== undefined);
    if (template === undefined) throw new Error(`no message ${key} in ${locale}`);
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
