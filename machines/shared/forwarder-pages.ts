/**
 * The pages only a forwarder works with (docs/decisions/216): Quote Management answers shippers'
 * requests and the rate-sheet pages price the forwarder's lanes; the server refuses anyone else (10303).
 * A shipper who opens one by its address is told whom it is for and given the way to their own page,
 * and the page's own calls are never made.
 */
import type { components } from '../../src/api/schema.gen';
import { PATHS } from './route-paths';

type Role = components['schemas']['Role'];

/** The seller side: whoever answers quote requests and keeps rate sheets. */
export const isForwarder = (role: Role): boolean => role === 'SELLER';

export type ForwarderPageId = 'quoteManagement' | 'historyList' | 'logList';

export interface ForShipper {
  /** Message id of the page's title (its route's). */
  titleId: string;
  /** Message id of why there is nothing here for a shipper: in the page's own catalogue, loaded with its route. */
  reasonId: string;
  /** The shipper's own page for the same need, and its link's message id. */
  way: string;
  wayLabelId: string;
}

const FOR_SHIPPER: Record<ForwarderPageId, ForShipper> = {
  quoteManagement: { titleId: 'shell.route.quoteManagement', reasonId: 'quoteManagement.forShipper.body', way: PATHS.myRequest, wayLabelId: 'quoteManagement.forShipper.toMyRequest' },
  historyList: { titleId: 'shell.route.historyList', reasonId: 'rate.forShipper.body', way: PATHS.home, wayLabelId: 'rate.forShipper.toFindQuote' },
  logList: { titleId: 'shell.route.logList', reasonId: 'rate.forShipper.body', way: PATHS.home, wayLabelId: 'rate.forShipper.toFindQuote' },
};

/** What `page` shows `role`: the page itself, or, for a shipper, why not and the way on. */
export function forwarderPageAccess(role: Role, page: ForwarderPageId): { kind: 'allowed' } | ({ kind: 'forShipper' } & ForShipper) {
  return isForwarder(role) ? { kind: 'allowed' } : { kind: 'forShipper', ...FOR_SHIPPER[page] };
}
