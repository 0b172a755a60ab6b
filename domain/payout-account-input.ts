/**
 * A payout account as its body is read (docs/decisions/125 and 126): the fields normalised as they are
 * saved, text trimmed, codes without spaces in capitals, ABA routing only for USD. A field of the wrong
 * type is a malformed request (the message; 400), an empty one a business refusal (90001, by
 * `bankAccountProblems`).
 */
import { isJsonObject } from './json-values';
import { BANK_ACCOUNT_FIELDS, normalizeCode, usesAbaRouting, type BankAccountFields } from './bank-codes';
import type { Currency } from './money';

export function readPayoutAccount(body: unknown, currency: Currency): BankAccountFields | string {
  if (!isJsonObject(body)) return 'The request body must be a JSON object.';
  const text: Record<string, string> = {};
  for (const field of BANK_ACCOUNT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) text[field] = '';
    else if (typeof value === 'string') text[field] = value;
    else return `${field} must be a string.`;
  }
  return {
    accountNo: text.accountNo!.trim(),
    bankName: text.bankName!.trim(),
    bankAddress: text.bankAddress!.trim(),
    recipientName: text.recipientName!.trim(),
    recipientAddress: text.recipientAddress!.trim(),
    swiftCode: normalizeCode(text.swiftCode!),
    abaRouting: usesAbaRouting(currency) ? normalizeCode(text.abaRouting!) : null,
  };
}
