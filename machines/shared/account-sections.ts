/**
 * Which sections of Account Setting a user sees, and what a URL to one of them shows (spec section 2
 * "Account Setting: profile, my company, users, ... change password"; docs/decisions/130). Everyone has
 * Profile, My Company and Change Password; Users only a company admin whose company allows user
 * management (spec section 6, docs/decisions/016). /account/setting opens Profile.
 */
import type { components } from '../../src/api/schema.gen';
import { PATHS } from './route-paths';

type CurrentUser = components['schemas']['CurrentUser'];
type CompanyConfig = components['schemas']['CompanyConfig'];

export type AccountSectionId = 'profile' | 'company' | 'users' | 'password';

export interface AccountSection {
  id: AccountSectionId;
  path: string;
  /** Message id of its title (the account catalogue). */
  title: string;
}

const SECTIONS: readonly AccountSection[] = [
  { id: 'profile', path: PATHS.accountProfile, title: 'account.section.profile' },
  { id: 'company', path: PATHS.accountCompany, title: 'account.section.company' },
  { id: 'users', path: PATHS.accountUsers, title: 'account.section.users' },
  { id: 'password', path: PATHS.accountPassword, title: 'account.section.password' },
];

/** Why a section is not offered, or null when it is: each reason has its own message. */
export type SectionRefusal = 'notAdmin' | 'managementDisabled';

type Who = Pick<CurrentUser, 'admin'> | null;
type Flags = Pick<CompanyConfig, 'allowManageUser'>;

export function sectionRefusal(id: AccountSectionId, user: Who, config: Flags): SectionRefusal | null {
  if (id !== 'users') return null;
  if (!user?.admin) return 'notAdmin';
  return config.allowManageUser ? null : 'managementDisabled';
}

export const accountSectionsFor = (user: Who, config: Flags): readonly AccountSection[] =>
  SECTIONS.filter((s) => sectionRefusal(s.id, user, config) === null);

/** The section a path opens: /account/setting (and a trailing slash) is Profile; an unknown child is null. */
export function sectionAt(pathname: string): AccountSectionId {
  const path = pathname.replace(/\/+$/, '');
  return SECTIONS.find((s) => s.path === path)?.id ?? 'profile';
}

/** What the Account Setting layout shows for a path: the menu, the current section, and why not when refused. */
export function accountSettingView(pathname: string, user: Who, config: Flags) {
  const current = sectionAt(pathname);
  const refusal = sectionRefusal(current, user, config);
  return {
    sections: accountSectionsFor(user, config),
    current,
    /** A message id saying why this section is not shown, or null. */
    refusedMessage: refusal ? `account.refused.${refusal}` : null,
  };
}
