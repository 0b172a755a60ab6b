/**
 * Users: who signs in, their company and role, and their stored password (mocks/password-hasher.ts). The
 * records both backends keep, and the repository they keep them behind (docs/decisions/219): in the store's
 * slice in the browser demo, in the table `users` on the server.
 */
import type { components } from '../src/api/schema.gen';

type Schemas = components['schemas'];

export interface UserRecord {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  extension: string;
  role: Schemas['Role'];
  admin: boolean;
  status: Schemas['UserStatus'];
  /**
   * The stored password (`<scheme>$...`, mocks/password-hasher.ts): check it with verifyPassword, set
   * it with hashPassword. Empty for a sign-up not yet activated, which no password opens.
   */
  password: string;
  /** True while the password is a temporary one from an invitation e-mail: sign-in asks to reset it. */
  temporaryPassword: boolean;
  client: string;
  tag: string;
  level: string;
  groupKey: string;
  createdAt: string;
}

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** E-mails are sign-in names: one account per address, whatever its case or surrounding spaces. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * What the operations ask of the users. A record read is the caller's copy: a change is kept by `save`,
 * never by changing the record in place.
 */
export interface UserRepository {
  byId(id: string): Promise<UserRecord | undefined>;
  /** The users of these ids that exist, by id. */
  byIds(ids: Iterable<string>): Promise<ReadonlyMap<string, UserRecord>>;
  byEmail(email: string): Promise<UserRecord | undefined>;
  /** A company's users, in no particular order (the list sorts them). */
  ofCompany(companyId: string): Promise<UserRecord[]>;
  /** Every user whose stored password is of this scheme (the server's start rehashes the seed's plain ones). */
  withPasswordScheme(scheme: string): Promise<UserRecord[]>;
  /**
   * Keeps a user, new or changed, unless another user has its e-mail: one call, so that two requests for
   * one address at once cannot both take it.
   */
  save(user: UserRecord): Promise<'saved' | 'emailTaken'>;
}

/** True when a user other than `exceptUserId` has this e-mail. */
export async function isEmailTaken(users: UserRepository, email: string, exceptUserId?: string): Promise<boolean> {
  const found = await users.byEmail(email);
  return !!found && found.id !== exceptUserId;
}
