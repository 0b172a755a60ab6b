/**
 * The actors of the invoices list (machines/billing/invoices.ts on the paged-list machine), its column
 * layout (machines/billing/column-layout.machine.ts over /user-customize/*), its PDF downloads, and the
 * forwarder's bank details (machines/billing/bank-details.machine.ts), built on the one API client.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { saveFile } from '../save-file';
import { call, callBlob } from '../../api/call';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import type { Invoice } from '../../../machines/billing/invoices';
import type { LoadLayoutInput, SavedLayout, SaveLayoutInput } from '../../../machines/billing/column-layout.machine';
import { parseLayout, serializeLayout } from '../../../domain/user-customizations';
import type { InvoicePdfInput } from '../../../machines/billing/invoices.download.machine';
import type { PayoutAccount, SavePayoutAccountInput } from '../../../machines/billing/bank-details.machine';
import { singleFlight } from './single-flight';

/** Spec section 9: the user-customize query asks for everything at once. */
const CUSTOMIZE_QUERY_PAGE = { pageNumber: 0, pageSize: 9999 } as const;

export function createBillingInvoicesActors(client: ApiClient) {
  const list = singleFlight((body: PagedQuery) => call(client.POST('/billing/invoices', { body })));
  const loadLayout = singleFlight(async ({ customizeType }: LoadLayoutInput): Promise<SavedLayout> => {
    const page = await call(
      client.POST('/user-customize/query', {
        body: {
          ...CUSTOMIZE_QUERY_PAGE,
          queryConditionsType: 'AND',
          queryConditions: [{ property: 'customizeType', logicalOperator: 'EQUAL', condition: customizeType }],
        },
      }),
    );
    const record = page.list.find((r) => r.customizeType === customizeType);
    // A record whose value cannot be read is replaced by the next save (update keeps its id).
    return record ? { recordId: record.id, columns: parseLayout(record.customizeValue) } : { recordId: null, columns: null };
  });
  const loadAccounts = singleFlight((_: null) => call(client.GET('/billing/payout-accounts')));

  return {
    /** One page of POST /billing/invoices. */
    loadPage: fromPromise<PageOf<Invoice>, PagedQuery>(({ input }) => list(input)),

    /** The user's INVOICE layout: POST /user-customize/query (page size 9999, page number 0). */
    loadLayout: fromPromise<SavedLayout, LoadLayoutInput>(({ input }) => loadLayout(input)),

    /** Adds the layout when the user has none, updates it after. */
    saveLayout: fromPromise<{ recordId: string }, SaveLayoutInput>(async ({ input }) => {
      const customizeValue = serializeLayout(input.columns);
      const record = input.recordId
        ? await call(client.POST('/user-customize/update', { body: { id: input.recordId, customizeValue } }))
        : await call(client.POST('/user-customize/add', { body: { customizeType: input.customizeType, customizeValue } }));
      return { recordId: record.id };
    }),

    /** The whole PDF (GET /billing/invoices/{id}/pdf), saved under the server's file name. */
    downloadInvoicePdf: fromPromise<void, InvoicePdfInput>(async ({ input }) => {
      const download = await callBlob(client.GET('/billing/invoices/{id}/pdf', { params: { path: { id: input.invoiceId } }, parseAs: 'blob' }));
      saveFile(download.blob, download.fileName ?? input.fileName);
    }),

    /** The forwarder company's payout accounts (GET /billing/payout-accounts, decision 126). */
    loadPayoutAccounts: fromPromise<PayoutAccount[], void>(() => loadAccounts(null)),

    /** Adds or replaces one currency's account; a 90001 names the refused fields. */
    savePayoutAccount: fromPromise<PayoutAccount, SavePayoutAccountInput>(({ input }) =>
      call(client.POST('/billing/payout-accounts/{currency}', { params: { path: { currency: input.currency } }, body: input.fields })),
    ),
  };
}

export type BillingInvoicesActors = ReturnType<typeof createBillingInvoicesActors>;
