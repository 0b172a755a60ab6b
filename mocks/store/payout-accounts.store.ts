/**
 * The forwarder companies' payout accounts (docs/decisions/126): one per currency a company has set,
 * keyed by company id then currency. The seeded forwarder (Pacific Bridge) has its USD account so the
 * Bank Details page shows one; EUR and GBP start empty, as does every other company.
 */
import type { Currency } from '../../domain/money';
import type { BankAccountFields } from '../../domain/bank-codes';
import { defineSlice, saveDb } from './db';
import { anchorPlusDays } from './clock';
import { COMPANY } from './users.store';

export interface PayoutAccountRecord extends BankAccountFields {
  currency: Currency;
  updatedAt: string;
}

type PayoutAccountsState = Record<string, Partial<Record<Currency, PayoutAccountRecord>>>;

const payoutAccounts = defineSlice<PayoutAccountsState>('payoutAccounts', () => ({
  [COMPANY.pacific]: {
    USD: {
      currency: 'USD',
      accountNo: '000123456789',
      bankName: 'Bank of America, N.A.',
      bankAddress: '222 Broadway, New York, NY 10038, United States',
      recipientName: 'Pacific Bridge Logistics Ltd.',
      recipientAddress: '88 Queensway, Tower 2, 18/F, Admiralty, Hong Kong',
      swiftCode: 'BOFAUS3N',
      abaRouting: '026009593',
      updatedAt: anchorPlusDays(-40, 9),
    },
  },
}));

/** The company's accounts in the order of `order` (the contract's currencies). */
export function payoutAccountsOf(companyId: string, order: readonly Currency[]): PayoutAccountRecord[] {
  const mine = payoutAccounts()[companyId] ?? {};
  return order.flatMap((currency) => {
    const account = mine[currency];
    return account ? [account] : [];
  });
}

/** Adds or replaces the company's account for its currency. */
export function putPayoutAccount(companyId: string, account: PayoutAccountRecord): PayoutAccountRecord {
  const state = payoutAccounts();
  state[companyId] = { ...state[companyId], [account.currency]: account };
  saveDb();
  return account;
}
