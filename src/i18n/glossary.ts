/**
 * The product's terms, one translation per language, used on every page (decision 179):
 * tests/app/glossary.test.ts checks that wherever the English text of a quote or shell message uses a
 * term, the Chinese texts use these words for it.
 */
import type { Locale } from './locales';

export interface GlossaryTerm {
  /** The English term, as it appears in en_US texts (matched case-insensitively, as a whole word or phrase). */
  en: string;
  zh_CN: string;
  zh_TW: string;
  /**
   * Not checked word for word: the English word has other senses the term does not cover ("per shipment"
   * is a pricing unit, 每票; "this shipment" the cargo), so the translation is the reviewer's call there.
   */
  bySense?: true;
}

// Longer phrases first: "cargo ready date" is checked before any shorter term inside it.
export const GLOSSARY: readonly GlossaryTerm[] = [
  { en: 'cargo ready date', zh_CN: '货物就绪日期', zh_TW: '貨物就緒日期' },
  { en: 'chargeable weight', zh_CN: '计费重量', zh_TW: '計費重量' },
  { en: 'transit time', zh_CN: '运输时间', zh_TW: '運輸時間' },
  { en: 'customs bond', zh_CN: '海关保证金', zh_TW: '海關保證金' },
  { en: 'promo code', zh_CN: '优惠码', zh_TW: '優惠碼' },
  { en: 'forwarder', zh_CN: '货代', zh_TW: '貨代' },
  { en: 'shipper', zh_CN: '托运人', zh_TW: '託運人' },
  { en: 'consignor', zh_CN: '发货人', zh_TW: '發貨人' },
  { en: 'consignee', zh_CN: '收货人', zh_TW: '收貨人' },
  { en: 'booking', zh_CN: '订舱', zh_TW: '訂艙' },
  { en: 'quote request', zh_CN: '询价', zh_TW: '詢價' },
  { en: 'rate sheet', zh_CN: '运价表', zh_TW: '運價表' },
  { en: 'shipment no.', zh_CN: '货运单号', zh_TW: '貨運單號' },
  { en: 'shipment', zh_CN: '货运订单', zh_TW: '貨運訂單', bySense: true },
  { en: 'quote', zh_CN: '报价', zh_TW: '報價' },
  { en: 'ISF', zh_CN: 'ISF', zh_TW: 'ISF' },
  { en: 'W/M', zh_CN: 'W/M', zh_TW: 'W/M' },
];

/** Codes and names that stay as they are in every language. */
export const UNTRANSLATED_WORDS: readonly string[] = [
  'ISF', 'FCL', 'LCL', 'HS', 'CO2', 'CO2e', 'USD', 'EUR', 'GBP', 'CNY', 'W/M', 'FBA', 'CBM', 'KG', 'LB', 'CM', 'UN', 'LOCODE', 'IATA', 'ETA', 'ETD', 'CSV', 'PDF',
  'Amazon', 'DDP', 'DAP', 'EXW', 'FOB', 'CIF', 'ICU', 'Incoterms', 'Excel', 'ABI', 'ACE', 'CBP', 'TEU', 'AIR', 'E-mail', 'Email', 'PO', 'ID', 'URL', 'POL', 'POD',
  'IOR', 'BAF', 'CAF', 'THC', 'GLEC', 'DDC', 'AMS', 'ENS', 'CFS', 'CY', 'VGM', 'xlsx', 'Google', 'Microsoft', 'Apple',
];

/** The term's word in a language. */
export const termIn = (term: GlossaryTerm, locale: Exclude<Locale, 'en_US'>): string => term[locale];
