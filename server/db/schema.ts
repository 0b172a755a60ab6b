/**
 * The server's tables (Drizzle; migrations in server/db/migrations, made by `npm run db:generate` and
 * committed). The marketplace's records are kept as JSON documents, one row per record of each store
 * slice (a shipment, a user, a quote…), so that one schema serves every area the operations know today;
 * docs/decisions/206-the-store-in-sql.md says why, and what moving areas to their own columns needs.
 * Plain PostgreSQL 15: the same migrations run on PGlite and on Debian's PostgreSQL.
 */
import { bigint, boolean, customType, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A `json` column handled as its text: the store writes the JSON it already made to compare a record with
 * the stored one, and reads it back as text (`::text`, see store-persistence.ts) to keep that comparison.
 */
const jsonText = customType<{ data: string; driverData: string }>({
  dataType: () => 'json',
  // The drivers parse json columns selected without the cast: give the text back either way.
  fromDriver: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
});

/**
 * A text ordered by code units whatever the database's locale: the list's sort keys (ISO dates, codes), so that
 * an index serves the order the embedded backend gives (decision 119).
 */
const codeText = customType<{ data: string; driverData: string }>({ dataType: () => 'text COLLATE "C"' });

/** One row: the store's version, raised by every write. A process whose copy is older reloads what changed. */
export const storeMeta = pgTable('store_meta', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Each slice's kind (`array`, `object` or `value`), the version that last changed it, and the shape of its
 * records (SliceShape in mocks/store/db.ts): raised at start, with every record upgraded, by newer code.
 * `table`: the slice's records moved to a table of their own (server/db/table-area.ts), and none is here.
 */
export const storeSlices = pgTable('store_slices', {
  name: text('name').primaryKey(),
  kind: text('kind', { enum: ['array', 'object', 'value', 'table'] }).notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  shape: smallint('shape').notNull().default(1),
});

/**
 * The records: for an array slice the key is the item's id (or `#<position>` for items without one), for
 * an object slice the property. `json`, not
 * `jsonb`: a record comes back with its properties in the order they were written.
 */
export const storeRecords = pgTable(
  'store_records',
  {
    slice: text('slice').notNull(),
    key: text('key').notNull(),
    // Any increasing numbers: a record added at the front or between two takes a number between theirs.
    position: doublePrecision('position').notNull(),
    data: jsonText('data').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.slice, table.key] })],
);

/**
 * The forwarder companies' payout accounts (domain/payout-accounts.ts): one row per company and currency,
 * read and written by server/db/payout-accounts.table.ts.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    companyId: text('company_id').notNull(),
    currency: text('currency').notNull(),
    accountNo: text('account_no').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    swiftCode: text('swift_code').notNull(),
    abaRouting: text('aba_routing'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.currency] })],
);

/**
 * The answers kept for Idempotency-Keys (domain/idempotency-replays.ts): the key is the operation's scope and
 * the client's key; the body is the answer's JSON, replayed as it was. Read and written by
 * server/db/idempotency-replays.table.ts.
 */
export const idempotencyReplays = pgTable('idempotency_replays', {
  key: text('key').primaryKey(),
  status: smallint('status').notNull(),
  body: jsonText('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The forwarder companies' rate imports (domain/rate-imports.ts), their log rows and each company's current
 * lanes, read and written by server/db/rate-imports.table.ts. `pending`: a PREVIEW import's good rows, as JSON.
 */
export const rateImports = pgTable(
  'rate_imports',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    time: timestamp('time', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
    supplierId: text('supplier_id').notNull(),
    rateMode: text('rate_mode').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    processingUntil: bigint('processing_until', { mode: 'number' }),
    pending: jsonText('pending'),
  },
  (table) => [index('rate_imports_company_idx').on(table.companyId)],
);

export const rateImportLogs = pgTable(
  'rate_import_logs',
  {
    id: text('id').primaryKey(),
    importId: text('import_id').notNull(),
    contractId: text('contract_id').notNull(),
    amendment: text('amendment').notNull(),
    sheet: text('sheet').notNull(),
    row: integer('row').notNull(),
    columnType: text('column_type').notNull(),
    value: text('value').notNull(),
    errorMessage: text('error_message').notNull(),
  },
  (table) => [index('rate_import_logs_import_idx').on(table.importId)],
);

/** A company's lanes; `id` keeps the order they were imported in, which the preview lists them by. */
export const rateLanes = pgTable(
  'rate_lanes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: text('company_id').notNull(),
    mode: text('mode').notNull(),
    contractId: text('contract_id').notNull(),
    amendment: text('amendment').notNull(),
    sheet: text('sheet').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    equipment: text('equipment').notNull(),
    price: doublePrecision('price').notNull(),
    currency: text('currency').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
  },
  (table) => [index('rate_lanes_company_mode_idx').on(table.companyId, table.mode)],
);

/**
 * Each user's column layout per table (domain/user-customizations.ts): one per user and type; `seq` keeps the
 * order they were first saved in, which the list answers in. Read and written by
 * server/db/user-customizations.table.ts.
 */
export const userCustomizations = pgTable(
  'user_customizations',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    userId: text('user_id').notNull(),
    customizeType: text('customize_type').notNull(),
    customizeValue: text('customize_value').notNull(),
  },
  (table) => [uniqueIndex('user_customizations_user_type_idx').on(table.userId, table.customizeType)],
);

/**
 * The custom quote requests (domain/quote-requests.ts): the record as JSON, with the columns the lists and the
 * checks select by (the buyer's company, the status, the forwarder that answered). Read and written by
 * server/db/quote-requests.table.ts.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    status: text('status').notNull(),
    answeredBy: text('answered_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
    data: jsonText('data').notNull(),
  },
  (table) => [
    index('quote_requests_company_idx').on(table.companyId),
    index('quote_requests_status_idx').on(table.status),
    index('quote_requests_answered_by_idx').on(table.answeredBy),
  ],
);

/**
 * The quotes kept to be read again and booked (domain/stored-quotes.ts): a search's and those behind answers to
 * custom requests, the record as JSON beside what retention selects by (source, created). Read and written by
 * server/db/stored-quotes.table.ts.
 */
export const storedQuotes = pgTable(
  'stored_quotes',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    forwarderCompanyId: text('forwarder_company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
    data: jsonText('data').notNull(),
  },
  (table) => [index('stored_quotes_source_created_idx').on(table.source, table.createdAt)],
);

/**
 * Who got each search quote from a search (domain/stored-quotes.ts), one row per quote and company; `seq` keeps
 * the order they searched in. Read and written by server/db/quote-searchers.table.ts.
 */
export const quoteSearchers = pgTable(
  'quote_searchers',
  {
    quoteId: text('quote_id').notNull(),
    companyId: text('company_id').notNull(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [primaryKey({ columns: [table.quoteId, table.companyId] })],
);

/**
 * Promo code usage (domain/promo-usage.ts): the codes each user booked with (`seq` keeps the order), and each
 * code's redemptions. Read and written by server/db/promo-usage.table.ts.
 */
export const promoUses = pgTable(
  'promo_uses',
  {
    userId: text('user_id').notNull(),
    code: text('code').notNull(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

export const promoRedemptions = pgTable('promo_redemptions', {
  code: text('code').primaryKey(),
  count: integer('count').notNull(),
});

/**
 * The tokens an account holds (domain/sessions.ts, domain/password-resets.ts): access and refresh tokens and
 * password reset links, each under its key (the token's SHA-256), with its kind, user and expiry (epoch ms); a
 * refresh token names the access token issued with it, a reset token its purpose. Read and written by
 * server/db/account-tokens.table.ts.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: ['access', 'refresh', 'reset'] }).notNull(),
    userId: text('user_id').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    accessKey: text('access_key'),
    purpose: text('purpose'),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId), index('account_tokens_kind_expires_idx').on(table.kind, table.expiresAt)],
);

/**
 * The failed sign-ins of each account with one that is not stale (domain/sign-in-attempts.ts): their times as a
 * JSON array, and the last of them, by which the stale accounts are found. Read and written by
 * server/db/sign-in-failures.table.ts.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: text('user_id').primaryKey(),
    failures: jsonText('failures').notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('sign_in_failures_last_idx').on(table.lastAt)],
);

/**
 * The not-a-robot challenges waiting for their answer (domain/captcha.ts), under their id, with the expiry by
 * which the stale ones go. Read and written by server/db/captcha.table.ts.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answer: integer('answer').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * The users (domain/users.ts; server/db/users.table.ts): the record as JSON beside what the queries select by,
 * the company and the e-mail as a sign-in name (lower case, unique: one account per address).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    emailKey: text('email_key').notNull(),
    data: jsonText('data').notNull(),
  },
  (table) => [index('users_company_idx').on(table.companyId), uniqueIndex('users_email_key_idx').on(table.emailKey)],
);

/**
 * The companies (domain/companies.ts; server/db/companies.table.ts): the record as JSON beside the site a
 * company's look is served for (its config's domain; null for none).
 */
export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    site: text('site'),
    data: jsonText('data').notNull(),
  },
  (table) => [index('companies_site_idx').on(table.site)],
);

/**
 * The shipments (domain/shipment-records.ts; server/db/shipments.table.ts): the record as JSON beside what the
 * list filters, sorts and pages by (decision 036's conditions and sorts), each company's side indexed with the
 * status and the booking time, as the list asks most. The texts the list orders by are ordered by code units
 * (codeText), as the embedded backend's list orders them.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    shipmentNo: codeText('shipment_no').notNull(),
    buyerCompanyId: text('buyer_company_id').notNull(),
    forwarderCompanyId: text('forwarder_company_id').notNull(),
    quoteId: text('quote_id'),
    status: text('status').notNull(),
    /** The status's place in the status flow, the list's order by status. */
    statusRank: smallint('status_rank').notNull(),
    mode: text('mode').notNull(),
    progress: text('progress').notNull(),
    onHold: boolean('on_hold').notNull(),
    bookedAt: codeText('booked_at').notNull(),
    bookedMs: bigint('booked_ms', { mode: 'number' }).notNull(),
    cargoReadyDate: codeText('cargo_ready_date').notNull(),
    cargoReadyMs: bigint('cargo_ready_ms', { mode: 'number' }).notNull(),
    /** The list's delivery date: the actual one once delivered, else the estimate. */
    deliveryDate: codeText('delivery_date').notNull(),
    deliveryMs: bigint('delivery_ms', { mode: 'number' }).notNull(),
    totalCost: doublePrecision('total_cost').notNull(),
    /** The texts the list's keyword searches, in lower case. */
    keywords: text('keywords').array().notNull(),
    data: jsonText('data').notNull(),
  },
  (table) => [
    uniqueIndex('shipments_shipment_no_idx').on(table.shipmentNo),
    index('shipments_buyer_idx').on(table.buyerCompanyId, table.status, table.bookedAt),
    index('shipments_forwarder_idx').on(table.forwarderCompanyId, table.status, table.bookedAt),
    index('shipments_quote_idx').on(table.quoteId),
  ],
);

/**
 * The bills (domain/billing-records.ts; server/db/billing.table.ts): the record as JSON beside the companies a
 * billing request reads them by, each side indexed.
 */
export const bills = pgTable(
  'bills',
  {
    id: text('id').primaryKey(),
    buyerCompanyId: text('buyer_company_id').notNull(),
    forwarderCompanyId: text('forwarder_company_id').notNull(),
    data: jsonText('data').notNull(),
  },
  (table) => [index('bills_buyer_idx').on(table.buyerCompanyId), index('bills_forwarder_idx').on(table.forwarderCompanyId)],
);

/**
 * The payment attempts (domain/billing-records.ts; server/db/billing.table.ts), read by id: the record as JSON
 * beside its buyer company and its status.
 */
export const paymentAttempts = pgTable('payment_attempts', {
  id: text('id').primaryKey(),
  buyerCompanyId: text('buyer_company_id').notNull(),
  status: text('status').notNull(),
  data: jsonText('data').notNull(),
});
