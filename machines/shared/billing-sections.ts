/**
 * Which billing pages each role works with, and which one /billing opens (spec section 2 lists the
 * five children; docs/decisions/060). A shipper pays bills, a forwarder is paid and keeps bank
 * details; both read statements and invoices.
 */
import type { components } from '../../src/api/schema.gen';
import { PATHS } from './route-paths';

type Role = components['schemas']['Role'];

export interface BillingSection {
  id: 'upcomingBill' | 'upcomingPayouts' | 'historyStatement' | 'invoice' | 'bankDetail';
  path: string;
  /** Message id of its title. */
  title: string;
  roles: readonly Role[];
}

const SECTIONS: readonly BillingSection[] = [
  { id: 'upcomingBill', path: PATHS.upcomingBill, title: 'shell.route.upcomingBill', roles: ['BUYER'] },
  { id: 'upcomingPayouts', path: PATHS.upcomingPayouts, title: 'shell.route.upcomingPayouts', roles: ['SELLER'] },
  { id: 'historyStatement', path: PATHS.historyStatement, title: 'shell.route.historyStatement', roles: ['BUYER', 'SELLER'] },
  { id: 'invoice', path: PATHS.invoice, title: 'shell.route.invoice', roles: ['BUYER', 'SELLER'] },
  { id: 'bankDetail', path: PATHS.bankDetail, title: 'shell.route.bankDetail', roles: ['SELLER'] },
];

export const billingSectionsFor = (role: Role): readonly BillingSection[] => SECTIONS.filter((s) => s.roles.includes(role));

/** The page /billing opens: the first of the role's sections (a shipper's bills, a forwarder's payouts). */
export const billingLandingFor = (role: Role): string => billingSectionsFor(role)[0]!.path;

/**
 * What the billing layout shows at `pathname` for `role` (docs/decisions/129): the section when the
 * role has it, or, for a section of the other role, that section and the message that says why it is
 * not shown, with the role's own landing page as the way on. Any other path is not a billing section.
 */
export function billingSectionAccess(
  role: Role,
  pathname: string,
): { kind: 'allowed'; section: BillingSection } | { kind: 'refused'; section: BillingSection; reason: string; landing: string } | { kind: 'none' } {
  const path = pathname.replace(/\/+$/, '');
  const section = SECTIONS.find((s) => s.path === path);
  if (!section) return { kind: 'none' };
  if (section.roles.includes(role)) return { kind: 'allowed', section };
  return { kind: 'refused', section, reason: `billing.refused.${role === 'SELLER' ? 'shipperOnly' : 'forwarderOnly'}`, landing: billingLandingFor(role) };
}
