/** The user menu and the main navigation by role (spec sections 2 and 6). */
import type { components } from '../../api/schema.gen';
import { PATHS } from '../../../machines/shared/route-paths';

export type Role = components['schemas']['Role'];

export interface ShellLink {
  id: string;
  /** Where it goes; none for Sign Out, which is an action. */
  path?: string;
  /** Message id of its label. */
  label: string;
  roles?: readonly Role[];
  /** Other paths that belong to it: the navigation marks it current there too. */
  alsoOn?: readonly string[];
}

/** In the spec's order: Account Setting, Billing, My Request, Quote Management, Help Center, Dashboard, Shipments, Sign Out. */
const USER_MENU: readonly ShellLink[] = [
  { id: 'accountSetting', path: PATHS.accountSetting, label: 'shell.menu.accountSetting' },
  { id: 'billing', path: PATHS.billing, label: 'shell.menu.billing' },
  { id: 'myRequest', path: PATHS.myRequest, label: 'shell.menu.myRequest', roles: ['BUYER'] },
  { id: 'quoteManagement', path: PATHS.quoteManagement, label: 'shell.menu.quoteManagement', roles: ['SELLER'] },
  { id: 'helpCenter', path: PATHS.helpCenter, label: 'shell.menu.helpCenter' },
  { id: 'dashboard', path: PATHS.dashboard, label: 'shell.menu.dashboard', roles: ['SELLER'] },
  { id: 'shipments', path: PATHS.shipmentList, label: 'shell.menu.shipments' },
  { id: 'signOut', label: 'shell.menu.signOut' },
];

/** The header's main navigation: each role's everyday screens. */
const MAIN_NAV: readonly ShellLink[] = [
  { id: 'findQuote', path: PATHS.home, label: 'shell.nav.findQuote', roles: ['BUYER'] },
  { id: 'myRequest', path: PATHS.myRequest, label: 'shell.menu.myRequest', roles: ['BUYER'] },
  { id: 'dashboard', path: PATHS.dashboard, label: 'shell.menu.dashboard', roles: ['SELLER'] },
  { id: 'quoteManagement', path: PATHS.quoteManagement, label: 'shell.menu.quoteManagement', roles: ['SELLER'] },
  { id: 'rateSheets', path: PATHS.historyList, label: 'shell.nav.rateSheets', roles: ['SELLER'], alsoOn: [PATHS.logList] },
  { id: 'shipments', path: PATHS.shipmentList, label: 'shell.menu.shipments' },
  { id: 'billing', path: PATHS.billing, label: 'shell.menu.billing' },
];

const forRole = (links: readonly ShellLink[], role: Role) => links.filter((l) => !l.roles || l.roles.includes(role));

export const userMenuFor = (role: Role) => forRole(USER_MENU, role);
export const mainNavFor = (role: Role) => forRole(MAIN_NAV, role);

const within = (pathname: string, path: string) => (path === PATHS.home ? pathname === path : pathname === path || pathname.startsWith(`${path}/`));

/** Whether the navigation marks `link` as the current page at `pathname` (its path, what lies under it, or `alsoOn`). */
export function isCurrentLink(link: ShellLink, pathname: string): boolean {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return [link.path, ...(link.alsoOn ?? [])].some((path) => path !== undefined && within(here, path));
}
