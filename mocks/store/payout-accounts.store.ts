/**
 * The forwarder companies' payout accounts in memory (docs/decisions/126): one per currency a company has
 * set, keyed by company id then currency. The seeded forwarder (Pacific Bridge) has its USD account so the
 * Bank Details page shows one; EUR and GBP start empty, as does every other company. This is the browser
 * demo's and the tests' PayoutAccountRepository; the server keeps the same records in a table of their
 * own (server/db/payout-accounts.table.ts), seeded from this slice.
 */
import type { Currency } from '../../domain/money';
import type { PayoutAccountRecord, PayoutAccountRepository } from '../../domain/payout-accounts';
import { defineSlice, saveDb } from './db';
import { anchorPlusDays } from './clock';
import { COMPANY } from './users.store';

export type PayoutAccountsState = Record<string, Partial<Record<Currency, PayoutAccountRecord>>>;

/** The slice's name: the server's table replaces it (server/db/payout-accounts.table.ts). */
export const PAYOUT_ACCOUNTS_SLICE = 'payoutAccounts';

export const payoutAccounts = defineSlice<PayoutAccountsState>(PAYOUT_ACCOUNTS_SLICE, () => ({
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

export const memoryPayoutAccounts: PayoutAccountRepository = {
  async accountsOf(companyId) {
    return Object.values(payoutAccounts()[companyId] ?? {}).filter((account) => account !== undefined);
  },
  async put(companyId, account) {
    const state = payoutAccounts();
    state[companyId] = { ...state[companyId], [account.currency]: account };
    saveDb();
  },
};
