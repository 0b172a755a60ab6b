/**
 * Companies and users: the fixtures every other slice refers to. Internal records (with stored
 * passwords, never the passwords themselves: mocks/password-hasher.ts); handlers map them to
 * contract shapes.
 */
import { afterStoreCommit, copiesOf, copy, defineSlice, keepIn, nextId, saveDb } from './db';
import { createRng } from './rng';
import { anchorPlusDays, mockNow } from './clock';
import { NORDIC_OUTDOOR_COMPANY_ID, PACIFIC_BRIDGE_COMPANY_ID, SINOTRANS_COMPANY_ID } from '../../domain/demo-company-ids';
import { currentPasswordScheme, hashPassword, plainPassword, plainPasswordHasher, plainPasswordOf } from '../password-hasher';
import { randomToken } from '../random-token';
import { composeAccountMail, type AccountMail, type AccountMailKind } from '../../domain/account-mail';
import { tokenKey } from '../token-key';
import { memoryTokens } from './sessions.store';
import type { ResetPurpose, ResetTokenRecord } from '../../domain/password-resets';
import { keptFailures, withFailure, type SignInFailureRepository } from '../../domain/sign-in-attempts';
import type { CompanyConfigRecord, CompanyRecord, CompanyRepository } from '../../domain/companies';
import { emailKey, fullName, type UserRecord, type UserRepository } from '../../domain/users';

/** The slices' names: the server's tables replace them (server/db/users.table.ts, companies.table.ts). */
export const USERS_SLICE = 'users';
export const COMPANIES_SLICE = 'companies';

export const DEMO_PASSWORD = 'Passw0rd!';
/**
 * The temporary password of the seeded invited@example.com only, documented for QA. Invitations and
 * resets give a fresh random one each (domain/temporary-password.ts, docs/decisions/211).
 */
export const TEMPORARY_PASSWORD = 'Temp#2026';

/** Fixed ids other slices may refer to. */
export const COMPANY = {
  acme: 'CMP-ACME',
  pacific: PACIFIC_BRIDGE_COMPANY_ID,
  nordic: NORDIC_OUTDOOR_COMPANY_ID,
  sino: SINOTRANS_COMPANY_ID,
} as const;
export const DEMO_USER = {
  shipper: 'USR-SHIPPER',
  forwarder: 'USR-FORWARDER',
  admin: 'USR-ADMIN',
  inactive: 'USR-INACTIVE',
  invited: 'USR-INVITED',
  nordicShipper: 'USR-NORDIC',
  sinoForwarder: 'USR-SINO',
} as const;

/** The config served when no company is known (plain localhost). Equals the spec's fallback except allowRegister. */
export const PLATFORM_CONFIG: CompanyConfigRecord = {
  allowRegister: true,
  quoteResult: 'NA',
  skinTheme: 'green-theme',
  orderFlow: 'normal',
  loginLogoUrl: '/img/logo-login.svg',
  loadingLogoUrl: '/img/loading.svg',
  headerLogoUrl: '/img/logo-header.svg',
  allowManageUser: true,
  domain: 'localhost',
};

const companyList: CompanyRecord[] = [
  {
    id: COMPANY.acme, kind: 'BUYER', legalName: 'Acme Home Goods Inc.', address: '1200 Harbor Blvd', additionalAddress: 'Suite 400',
    city: 'Long Beach', state: 'CA', country: 'US', zip: '90802',
    config: { ...PLATFORM_CONFIG, skinTheme: 'blue-theme', domain: 'acme.example.com', supportEmail: 'logistics-help@acme.example.com', headerLogoUrl: '/img/logos/acme-header.svg', loginLogoUrl: '/img/logos/acme-login.svg', loadingLogoUrl: '/img/logos/acme-loading.svg' },
  },
  {
    id: COMPANY.pacific, kind: 'SELLER', legalName: 'Pacific Bridge Logistics Ltd.', address: '88 Queensway', additionalAddress: 'Tower 2, 18/F',
    city: 'Hong Kong', state: '', country: 'HK', zip: '999077',
    config: { ...PLATFORM_CONFIG, skinTheme: 'purple-theme', allowRegister: false, domain: 'pacific.example.com', supportEmail: 'support@pacific.example.com', headerLogoUrl: '/img/logos/pacific-header.svg', loginLogoUrl: '/img/logos/pacific-login.svg', loadingLogoUrl: '/img/logos/pacific-loading.svg' },
  },
  {
    id: COMPANY.nordic, kind: 'BUYER', legalName: 'Nordic Outdoor AB', address: 'Sveavägen 44', additionalAddress: '',
    city: 'Stockholm', state: '', country: 'SE', zip: '111 34',
    config: { ...PLATFORM_CONFIG, allowManageUser: false, domain: 'nordic.example.com' },
  },
  {
    id: COMPANY.sino, kind: 'SELLER', legalName: 'SinoTrans Express Co.', address: '1 Century Avenue', additionalAddress: 'Pudong',
    city: 'Shanghai', state: 'Shanghai', country: 'CN', zip: '200120',
    config: { ...PLATFORM_CONFIG, domain: 'sino.example.com' },
  },
];

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Wei', 'Mei', 'Hiro', 'Anna', 'Jonas', 'Priya', 'Omar'];
const LAST = ['Johnson', 'Chen', 'García', 'Müller', 'Nguyen', 'Kowalski', 'Larsen', 'Wang', 'Silva', 'Okafor', 'Tanaka', 'Rossi'];

/** A seeded user; `partial.password` is the password itself (the demo's by default), stored plain. */
function demoUser(partial: Partial<UserRecord> & Pick<UserRecord, 'id' | 'companyId' | 'firstName' | 'lastName' | 'email' | 'role'>): UserRecord {
  return {
    phone: '+15625550100', phoneCountry: 'US', extension: '', admin: false, status: 'ACTIVE', temporaryPassword: false,
    client: '', tag: '', level: 'STANDARD', groupKey: partial.companyId, createdAt: anchorPlusDays(-400),
    ...partial,
    // The seed is synchronous and runs in the browser too: plain, which the server rehashes at start.
    password: plainPassword(partial.password ?? DEMO_PASSWORD),
  };
}

export const companies = defineSlice<CompanyRecord[]>(COMPANIES_SLICE, () => structuredClone(companyList));

export const users = defineSlice<UserRecord[]>(USERS_SLICE, () => {
  const rng = createRng('users');
  const list: UserRecord[] = [
    demoUser({ id: DEMO_USER.shipper, companyId: COMPANY.acme, firstName: 'Sam', lastName: 'Shipper', email: 'shipper@example.com', role: 'BUYER', phone: '+15625550101' }),
    demoUser({ id: DEMO_USER.admin, companyId: COMPANY.acme, firstName: 'Alex', lastName: 'Admin', email: 'admin@example.com', role: 'BUYER', admin: true, phone: '+15625550102', extension: '12' }),
    demoUser({ id: DEMO_USER.forwarder, companyId: COMPANY.pacific, firstName: 'Fiona', lastName: 'Forwarder', email: 'forwarder@example.com', role: 'SELLER', admin: true, phone: '+85221234567', phoneCountry: 'HK' }),
    demoUser({ id: DEMO_USER.inactive, companyId: COMPANY.acme, firstName: 'Ivan', lastName: 'Inactive', email: 'inactive@example.com', role: 'BUYER', status: 'UNACTIVE' }),
    demoUser({ id: DEMO_USER.invited, companyId: COMPANY.acme, firstName: 'Iris', lastName: 'Invited', email: 'invited@example.com', role: 'BUYER', password: TEMPORARY_PASSWORD, temporaryPassword: true }),
    demoUser({ id: DEMO_USER.nordicShipper, companyId: COMPANY.nordic, firstName: 'Nils', lastName: 'Berg', email: 'nils@nordic.example.com', role: 'BUYER', admin: true, phone: '+46812345678', phoneCountry: 'SE' }),
    demoUser({ id: DEMO_USER.sinoForwarder, companyId: COMPANY.sino, firstName: 'Li', lastName: 'Na', email: 'li.na@sino.example.com', role: 'SELLER', admin: true, phone: '+862161234567', phoneCountry: 'CN' }),
  ];
  for (const company of companyList) {
    for (let i = 0; i < 8; i++) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const slug = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
      list.push(demoUser({
        id: `USR-${company.id.slice(4)}-${i + 1}`,
        companyId: company.id,
        firstName: first,
        lastName: last,
        email: `${slug}${i + 1}@${company.config.domain}`,
        role: company.kind,
        admin: false,
        status: rng.chance(0.2) ? 'UNACTIVE' : 'ACTIVE',
        phone: `+1562555${String(1000 + rng.int(0, 8999))}`,
        client: rng.pick(['', 'Retail', 'Wholesale', 'E-commerce']),
        tag: rng.pick(['', 'VIP', 'New', 'Key account']),
        level: rng.pick(['STANDARD', 'SILVER', 'GOLD']),
        createdAt: anchorPlusDays(-rng.int(10, 700)),
      }));
    }
  }
  return list;
});

/**
 * Replaces every `plain$` stored password (the seed's) with the current hasher's hash and answers how
 * many it replaced. The server calls it at start once it has installed its hasher; with the plain
 * hasher it changes nothing.
 */
export async function rehashPlainPasswords(users: UserRepository): Promise<number> {
  if (currentPasswordScheme() === plainPasswordHasher.scheme) return 0;
  const plain = (await users.withPasswordScheme(plainPasswordHasher.scheme)).flatMap((user) => {
    const password = plainPasswordOf(user.password);
    return password === null ? [] : [{ user, password }];
  });
  // All at once: the hashes run side by side on libuv's thread pool.
  const hashes = await Promise.all(plain.map(({ password }) => hashPassword(password)));
  let replaced = 0;
  for (const [i, { user }] of plain.entries()) {
    // A password set while the hashes ran is newer than the seed's: it stays.
    const now = await users.byId(user.id);
    if (now?.password !== user.password) continue;
    await users.save({ ...now, password: hashes[i]! });
    replaced += 1;
  }
  return replaced;
}

// ---------------------------------------------------------------------------------------------
// The in-memory repositories (domain/users.ts, domain/companies.ts) over the slices, answering copies.

export const memoryUsers: UserRepository = {
  async byId(id) {
    const found = users().find((u) => u.id === id);
    return found && copy(found);
  },
  async byIds(ids) {
    return copiesOf(users(), ids);
  },
  async byEmail(email) {
    const key = emailKey(email);
    const found = users().find((u) => emailKey(u.email) === key);
    return found && copy(found);
  },
  async ofCompany(companyId) {
    return users().filter((u) => u.companyId === companyId).map(copy);
  },
  async withPasswordScheme(scheme) {
    return users().filter((u) => u.password.startsWith(`${scheme}$`)).map(copy);
  },
  async save(user) {
    const key = emailKey(user.email);
    if (users().some((u) => u.id !== user.id && emailKey(u.email) === key)) return 'emailTaken';
    keepIn(users(), user);
    return 'saved';
  },
};

export const memoryCompanies: CompanyRepository = {
  async byId(id) {
    const found = companies().find((c) => c.id === id);
    return found && copy(found);
  },
  async byIds(ids) {
    return copiesOf(companies(), ids);
  },
  async bySite(domain) {
    const found = domain === '' ? undefined : companies().find((c) => c.config.domain === domain);
    return found && copy(found);
  },
  async save(company) {
    keepIn(companies(), company);
  },
};

/**
 * A record of the slices as they are in this process, for the other slices' seeds and the tests' fixtures. The
 * operations ask the repositories: on the server the tables hold the users and companies, and these slices
 * only their seed (the lint's import fence keeps these out of the operations).
 */
export const findUserById = (id: string) => users().find((u) => u.id === id);
export const findUserByEmail = (email: string) => users().find((u) => emailKey(u.email) === emailKey(email));
export const findCompany = (id: string) => companies().find((c) => c.id === id);

/** A new company: no site of its own (domain ''), so it never answers a getSystemSettings domain lookup. Keeping it is the caller's. */
export function newCompany(fields: Omit<CompanyRecord, 'id' | 'config'> & { config?: Partial<CompanyConfigRecord> }): CompanyRecord {
  return { ...fields, id: nextId('CMP'), config: { ...PLATFORM_CONFIG, domain: '', ...fields.config } };
}

/** A new user. Keeping it is the caller's. */
export function newUser(fields: Omit<UserRecord, 'id' | 'createdAt' | 'groupKey'> & { groupKey?: string }): UserRecord {
  return { ...fields, id: nextId('USR'), groupKey: fields.groupKey ?? fields.companyId, createdAt: new Date(mockNow()).toISOString() };
}

/** Fixture: a user written into the store at once. */
export function addUser(fields: Parameters<typeof newUser>[0]): UserRecord {
  const user = newUser(fields);
  users().push(user);
  saveDb();
  return user;
}

// ---------------------------------------------------------------------------------------------
// Password reset tokens (domain/password-resets.ts): the slice, its in-memory repository (the server keeps them
// in its table `account_tokens`), how a token is made, and the tests' fixture.

export const PASSWORD_RESETS_SLICE = 'passwordResets';
/**
 * Keyed as access tokens are (tokenKey, mocks/token-key.ts): by the token's SHA-256 on the server, so that a copy
 * of the database holds no link anyone could follow; as issued in the browser demo.
 */
const passwordResets = defineSlice<Record<string, ResetTokenRecord>>(PASSWORD_RESETS_SLICE, () => ({}));

export const memoryPasswordResets = memoryTokens(passwordResets);

/** A new reset token, and the record to keep it under. */
export function newResetToken(userId: string, ttlMs: number, purpose: ResetPurpose, now: number): { token: string; key: string; record: ResetTokenRecord } {
  const token = `rst.${randomToken()}`;
  return { token, key: tokenKey(token), record: { userId, expiresAt: now + ttlMs, purpose } };
}

/** Fixture: a reset token written into the store at once, as the operations keep one (mocks/auth.ts issueResetToken). */
export function createResetToken(userId: string, ttlMs: number, purpose: ResetPurpose = 'RESET'): string {
  const { token, key, record } = newResetToken(userId, ttlMs, purpose, mockNow());
  passwordResets()[key] = record;
  saveDb();
  return token;
}

// ---------------------------------------------------------------------------------------------
// Failed sign-ins per account (domain/sign-in-attempts.ts, docs/decisions/213): the times of the last few
// wrong passwords, so that guessing is limited on both backends. The slice, its in-memory repository (the server
// keeps them in its table `sign_in_failures`) and the tests' fixture; the sign-in's use of them: mocks/auth.ts.

export const SIGN_IN_FAILURES_SLICE = 'signInFailures';
const signInFailures = defineSlice<Record<string, number[]>>(SIGN_IN_FAILURES_SLICE, () => ({}));

function noteFailure(userId: string, now: number): void {
  const bag = signInFailures();
  bag[userId] = withFailure(Object.hasOwn(bag, userId) ? bag[userId]! : [], now);
  // Other accounts' stale runs go too, so that the slice holds only what can still close a sign-in.
  for (const [id, failures] of Object.entries(bag)) {
    if (keptFailures(failures, now).length === 0) delete bag[id];
  }
  saveDb();
}

export const memorySignInFailures: SignInFailureRepository = {
  async failuresOf(userId) {
    return Object.hasOwn(signInFailures(), userId) ? [...signInFailures()[userId]!] : [];
  },
  async recordFailure(userId, now) {
    noteFailure(userId, now);
  },
  async clear(userId) {
    if (!Object.hasOwn(signInFailures(), userId)) return;
    delete signInFailures()[userId];
    saveDb();
  },
};

/** Fixture: one more wrong password of the account now, written into the store at once. */
export const recordSignInFailure = (userId: string): void => noteFailure(userId, mockNow());

// ---------------------------------------------------------------------------------------------
// Account e-mails (domain/account-mail.ts, docs/decisions/214): an operation asks for one; where it goes
// is the backend's. The embedded backend has no mail server: it records them here, its outbox, so that
// tests and QA can follow an activation or reset link or sign in with an invitation's password. The server
// installs a transport instead (useAccountMailTransport) and keeps no copy: the secret is then in the e-mail only.

export interface AccountMailRecord {
  to: string;
  kind: AccountMailKind;
  userId: string;
  sentAt: string;
  /**
   * What the e-mail carries: the reset token, the activation token, or an invitation's temporary password
   * (docs/decisions/218; empty on invitations recorded before the e-mail carried it).
   */
  secret: string;
  /** The e-mail's link (absent on records kept before it was recorded). */
  link?: string;
}
export const accountMail = defineSlice<AccountMailRecord[]>('accountMail', () => []);

/**
 * Sends one account e-mail; a failed try it will make again is told to `notSent`, and it rejects when the
 * e-mail was not handed over (the caller logs both, in one wording, with the reason the transport gives).
 */
export type AccountMailTransport = (mail: AccountMail, notSent: (reason: string) => void) => Promise<void>;
let transport: AccountMailTransport | null = null;
/** The site's origin for links, when configured (the server's PUBLIC_URL); else the request's. */
let siteOrigin: string | null = null;

/** For the server, once, before it serves: e-mails leave through `send`, and none is kept in the store (null: the outbox again). */
export function useAccountMailTransport(send: AccountMailTransport | null, options: { publicOrigin?: string } = {}): void {
  transport = send;
  siteOrigin = options.publicOrigin ?? null;
}

/** An app path (machines/shared/route-paths.ts) as an absolute link on this site. */
export const accountMailLink = (request: Request, path: string): string =>
  new URL(path, siteOrigin ?? new URL(request.url).origin).href;

export interface AccountMailOrder {
  kind: AccountMailKind;
  user: UserRecord;
  /** The token the link carries, or an invitation's temporary password (the outbox keeps it for QA). */
  secret: string;
  /** Absolute (accountMailLink). */
  link: string;
  /** Activation and reset: how long the link works. */
  validForMs?: number;
  /** Invitation: the admin who set the temporary password, and the legal name of the admin's company. */
  invitedBy?: { user: UserRecord; companyName: string };
}

export function sendAccountMail(order: AccountMailOrder): void {
  const { kind, user, secret, link } = order;
  const send = transport;
  if (!send) {
    accountMail().push({ to: user.email, kind, userId: user.id, sentAt: new Date(mockNow()).toISOString(), secret, link });
    saveDb();
    return;
  }
  const mail = composeAccountMail(
    kind === 'INVITATION'
      ? {
          kind, to: user.email, link,
          invitedBy: { name: order.invitedBy ? fullName(order.invitedBy.user) : '', company: order.invitedBy?.companyName ?? '' },
          password: secret,
        }
      : { kind, to: user.email, link, validHours: Math.round((order.validForMs ?? 0) / 3_600_000) },
  );
  // Once the secret it carries is kept, and without waiting for the mail server: the answer neither waits
  // on it (nor tells, by its time, that the account exists) nor fails with it. The user can ask again.
  const notSent = (reason: string) => console.error(`[mail] the ${kind} e-mail to user ${user.id} was not sent: ${reason}`);
  void afterStoreCommit(async () => {
    send(mail, notSent).catch((error: unknown) => notSent(error instanceof Error ? error.message : String(error)));
  });
}

/** The last e-mail of a kind sent to an address (tests and QA read the token or password from it). */
export const lastAccountMail = (email: string, kind: AccountMailKind) =>
  accountMail().filter((m) => m.kind === kind && m.to.toLowerCase() === email.trim().toLowerCase()).at(-1);
