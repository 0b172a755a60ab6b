/**
 * A forwarder company's payout accounts (docs/decisions/126): one per currency it has set. The record, the
 * repository both backends implement (mocks/store/payout-accounts.store.ts in memory, the server's
 * server/db/payout-accounts.table.ts in SQL; docs/decisions/219-area-repositories.md), and the order in
 * which a company's accounts are listed.
 */
import type { BankAccountFields } from './bank-codes';
import type { Currency } from './money';

export interface PayoutAccountRecord extends BankAccountFields {
  currency: Currency;
  updatedAt: string;
}

export interface PayoutAccountRepository {
  /** The company's accounts, in no particular order. */
  accountsOf(companyId: string): Promise<PayoutAccountRecord[]>;
  /** Adds or replaces the company's account for the account's currency. */
  put(companyId: string, account: PayoutAccountRecord): Promise<void>;
}

/** The accounts in the order of `order` (the contract's currencies); one of a currency not named is left out. */
export function inCurrencyOrder(accounts: readonly PayoutAccountRecord[], order: readonly Currency[]): PayoutAccountRecord[] {
  return order.flatMap((currency) => accounts.filter((account) => account.currency === currency));
}
