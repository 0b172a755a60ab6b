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
