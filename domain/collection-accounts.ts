/**
 * The platform's collection accounts: where a buyer sends a bank transfer (spec: bank details for
 * USD, EUR and GBP only). Reference data, the same on both backends.
 */
import type { Currency } from './money';
import type { BankAccountFields } from './bank-codes';

/** A bank account's fields, as a forwarder's payout account has them, for one currency. */
export interface BankDetailsRecord extends BankAccountFields {
  currency: Currency;
}

export const BANK_DETAILS: Readonly<Record<Currency, BankDetailsRecord>> = {
  USD: {
    currency: 'USD',
    accountNo: '4820193375',
    bankName: 'JPMorgan Chase Bank, N.A.',
    bankAddress: '383 Madison Avenue, New York, NY 10179, United States',
    recipientName: 'FreightHub Marketplace Inc.',
    recipientAddress: '100 Pine Street, Suite 1250, San Francisco, CA 94111, United States',
    swiftCode: 'CHASUS33',
    abaRouting: '021000021',
  },
  EUR: {
    currency: 'EUR',
    accountNo: 'DE89 3704 0044 0532 0130 00',
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
    recipientName: 'FreightHub Marketplace Europe B.V.',
    recipientAddress: 'Wilhelminakade 91, 3072 AP Rotterdam, Netherlands',
    swiftCode: 'DEUTDEFF',
    abaRouting: null,
  },
  GBP: {
    currency: 'GBP',
    accountNo: 'GB29 NWBK 6016 1331 9268 19',
    bankName: 'National Westminster Bank plc',
    bankAddress: '250 Bishopsgate, London EC2M 4AA, United Kingdom',
    recipientName: 'FreightHub Marketplace UK Ltd.',
    recipientAddress: '1 Canada Square, Canary Wharf, London E14 5AB, United Kingdom',
    swiftCode: 'NWBKGB2L',
    abaRouting: null,
  },
};
