/**
 * Bank codes the client and the backends check the same way (docs/decisions/125): SWIFT/BIC in the
 * ISO 9362 shape and the US ABA routing number with its 3-7-1 checksum, and the required fields of a
 * forwarder's payout account. Each check answers a rule id (`swift.country`), never a sentence: the
 * UI words it in the user's language, a backend names it after the field in its 90001 message.
 */
import type { components } from '../src/api/schema.gen';

type Currency = components['schemas']['Currency'];

/** ISO 3166-1 alpha-2, plus XK (Kosovo), which SWIFT uses although ISO has not assigned it. */
const COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
    'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK'
  ).split(' '),
);

export const isCountryCode = (code: string): boolean => COUNTRIES.has(code);

export type SwiftRule = 'required' | 'swift.length' | 'swift.characters' | 'swift.bank' | 'swift.country';
export type AbaRule = 'required' | 'aba.digits' | 'aba.checksum';

/** What a user types: spaces dropped (codes are often written in groups), letters upper-cased. */
export const normalizeCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * ISO 9362: 4 letters (bank), 2 letters (an ISO 3166 country), 2 letters or digits (location), and
 * optionally 3 letters or digits (branch): 8 or 11 characters. Null when valid.
 */
export function swiftProblem(value: string): SwiftRule | null {
  const code = normalizeCode(value);
  if (code === '') return 'required';
  if (code.length !== 8 && code.length !== 11) return 'swift.length';
  if (!/^[A-Z0-9]+$/.test(code)) return 'swift.characters';
  if (!/^[A-Z]{4}/.test(code)) return 'swift.bank';
  if (!isCountryCode(code.slice(4, 6))) return 'swift.country';
  return null;
}

/** The ABA checksum: 3 × (d1 + d4 + d7) + 7 × (d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10. */
export function abaChecksumHolds(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A US ABA routing number: exactly 9 digits whose checksum holds. Null when valid. */
export function abaProblem(value: string): AbaRule | null {
  const code = normalizeCode(value);
  if (code === '') return 'required';
  if (!/^\d{9}$/.test(code)) return 'aba.digits';
  return abaChecksumHolds(code) ? null : 'aba.checksum';
}

/** ABA routing belongs to US accounts only: the USD account has one, EUR and GBP none. */
export const usesAbaRouting = (currency: Currency): boolean => currency === 'USD';

export interface BankAccountFields {
  accountNo: string;
  bankName: string;
  bankAddress: string;
  recipientName: string;
  recipientAddress: string;
  swiftCode: string;
  abaRouting: string | null;
}
export type BankAccountField = keyof BankAccountFields;
export type BankAccountRule = SwiftRule | AbaRule | 'accountNo.format' | 'tooLong';

/** The order a form shows (and a backend checks) the fields in. */
export const BANK_ACCOUNT_FIELDS: readonly BankAccountField[] = [
  'accountNo', 'bankName', 'bankAddress', 'recipientName', 'recipientAddress', 'swiftCode', 'abaRouting',
];

/** Longest text a name or address may have; an account number is an IBAN at most (34). */
export const MAX_TEXT = 200;
const MAX_ACCOUNT_NO = 34;

/**
 * Every problem of an account for `currency`, by field (empty when it can be saved). An account number
 * is 4–34 letters or digits once spaces and hyphens are dropped (national numbers and IBANs).
 */
export function bankAccountProblems(fields: BankAccountFields, currency: Currency): Partial<Record<BankAccountField, BankAccountRule>> {
  const problems: Partial<Record<BankAccountField, BankAccountRule>> = {};
  for (const field of ['bankName', 'bankAddress', 'recipientName', 'recipientAddress'] as const) {
    const text = fields[field].trim();
    if (text === '') problems[field] = 'required';
    else if (text.length > MAX_TEXT) problems[field] = 'tooLong';
  }
  const account = fields.accountNo.replace(/[\s-]+/g, '');
  if (account === '') problems.accountNo = 'required';
  else if (!/^[A-Za-z0-9]{4,}$/.test(account) || account.length > MAX_ACCOUNT_NO) problems.accountNo = 'accountNo.format';
  const swift = swiftProblem(fields.swiftCode);
  if (swift) problems.swiftCode = swift;
  if (usesAbaRouting(currency)) {
    const aba = abaProblem(fields.abaRouting ?? '');
    if (aba) problems.abaRouting = aba;
  }
  return problems;
}
