/**
 * The repositories of the areas whose operations read and write through one (docs/decisions/219): in
 * memory over the store's slices in the browser demo and the tests, in SQL tables of their own on the
 * server, whose store persistence installs them when it loads (server/store-persistence.ts). An operation
 * asks `repositories()` at the time it runs, never keeps one.
 */
import type { BillingRepository } from '../../domain/billing-records';
import type { CaptchaRepository } from '../../domain/captcha';
import type { CompanyRepository } from '../../domain/companies';
import type { IdempotencyReplayRepository } from '../../domain/idempotency-replays';
import type { ResetTokenRecord } from '../../domain/password-resets';
import type { PayoutAccountRepository } from '../../domain/payout-accounts';
import type { PromoUsageRepository } from '../../domain/promo-usage';
import type { QuoteRequestRepository } from '../../domain/quote-requests';
import type { RateImportRepository } from '../../domain/rate-imports';
import type { RefreshTokenRecord, TokenRecord, TokenRepository } from '../../domain/sessions';
import type { ShipmentRepository } from '../../domain/shipment-records';
import type { SignInFailureRepository } from '../../domain/sign-in-attempts';
import type { QuoteSearcherRepository, StoredQuoteRepository } from '../../domain/stored-quotes';
import type { UserCustomizationRepository } from '../../domain/user-customizations';
import type { UserRepository } from '../../domain/users';
import { memoryBilling } from './billing.store';
import { memoryCaptcha } from './captcha.store';
import { memoryUserCustomizations } from './customize.store';
import { memoryIdempotencyReplays } from './idempotency.store';
import { memoryPayoutAccounts } from './payout-accounts.store';
import { memoryPromoUsage, memoryQuoteRequests, memoryQuoteSearchers, memoryStoredQuotes } from './quote.store';
import { memoryRateImports } from './rate.store';
import { memoryAccessTokens, memoryRefreshTokens } from './sessions.store';
import { memoryShipments } from './shipment.store';
import { memoryCompanies, memoryPasswordResets, memorySignInFailures, memoryUsers } from './users.store';

export interface Repositories {
  accessTokens: TokenRepository<TokenRecord>;
  billing: BillingRepository;
  captcha: CaptchaRepository;
  companies: CompanyRepository;
  idempotencyReplays: IdempotencyReplayRepository;
  passwordResets: TokenRepository<ResetTokenRecord>;
  payoutAccounts: PayoutAccountRepository;
  promoUsage: PromoUsageRepository;
  quoteRequests: QuoteRequestRepository;
  quoteSearchers: QuoteSearcherRepository;
  rateImports: RateImportRepository;
  refreshTokens: TokenRepository<RefreshTokenRecord>;
  shipments: ShipmentRepository;
  signInFailures: SignInFailureRepository;
  storedQuotes: StoredQuoteRepository;
  userCustomizations: UserCustomizationRepository;
  users: UserRepository;
}

const inMemory: Repositories = {
  accessTokens: memoryAccessTokens,
  billing: memoryBilling,
  captcha: memoryCaptcha,
  companies: memoryCompanies,
  idempotencyReplays: memoryIdempotencyReplays,
  passwordResets: memoryPasswordResets,
  payoutAccounts: memoryPayoutAccounts,
  promoUsage: memoryPromoUsage,
  quoteRequests: memoryQuoteRequests,
  quoteSearchers: memoryQuoteSearchers,
  rateImports: memoryRateImports,
  refreshTokens: memoryRefreshTokens,
  shipments: memoryShipments,
  signInFailures: memorySignInFailures,
  storedQuotes: memoryStoredQuotes,
  userCustomizations: memoryUserCustomizations,
  users: memoryUsers,
};
let current: Repositories = inMemory;

export const repositories = (): Repositories => current;

/** For the server's store persistence, when it loads; null puts the in-memory ones back. */
export function useRepositories(next: Partial<Repositories> | null): void {
  current = next ? { ...inMemory, ...next } : inMemory;
}
