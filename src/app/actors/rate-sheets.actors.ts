/** The actors of rate-sheet uploads, their preview, import history and log (machines/rate/), built on the one API client. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call, callBlob } from '../../api/call';
import { uploadWithProgress } from '../../api/upload-with-progress';
import { saveFile } from '../save-file';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import type { RateImport, RateImportPreview, RateSheetUploadInput } from '../../../machines/rate/rate-import.machine';
import type { RateImportRow, RateLogRow } from '../../../machines/rate/rate-lists';
import { singleFlight } from './single-flight';

/** The template comes as CSV; a JSON envelope instead is the server's refusal (callBlob). */
const TEMPLATE_TYPES = ['text/csv'];

export function createRateSheetsActors(client: ApiClient) {
  // Not tied to the actor's signal: StrictMode restarts the page's machines, and the restarted list
  // takes the answer of the request already on its way.
  const history = singleFlight((body: PagedQuery) => call(client.POST('/forwarder-rate/history', { body })));
  const log = singleFlight((body: PagedQuery & { importId: string }) => call(client.POST('/forwarder-rate/log', { body })));

  const logActors = new Map<string, ReturnType<typeof fromPromise<PageOf<RateLogRow>, PagedQuery>>>();

  return {
    /**
     * One sheet, multipart with its rate mode and supplier, under the file's Idempotency-Key, its
     * progress reported as the bytes leave (src/api/upload-with-progress.ts; the client takes over
     * whenever the session needs it).
     */
    uploadRateSheet: fromPromise<RateImportPreview, RateSheetUploadInput>(({ input, signal }) => {
      const form = new FormData();
      form.append('file', input.file as unknown as Blob, input.file.name);
      form.append('rateMode', input.rateMode);
      if (input.supplierId.trim()) form.append('supplierId', input.supplierId.trim());
      input.onProgress(0);
      return uploadWithProgress({
        path: '/forwarder-rate/template/upload',
        form,
        headers: { 'Idempotency-Key': input.idempotencyKey },
        signal,
        onProgress: input.onProgress,
        viaClient: () =>
          client.POST('/forwarder-rate/template/upload', {
            params: { header: { 'Idempotency-Key': input.idempotencyKey } },
            body: form as never,
            signal,
          }),
      });
    }),

    /** Not aborted when the page leaves: the forwarder's choice is made. */
    confirmImport: fromPromise<RateImport, { importId: string }>(({ input }) =>
      call(client.POST('/forwarder-rate/import/{id}/confirm', { params: { path: { id: input.importId } } })),
    ),
    abandonImport: fromPromise<RateImport, { importId: string }>(({ input }) =>
      call(client.POST('/forwarder-rate/import/{id}/abandon', { params: { path: { id: input.importId } } })),
    ),

    downloadTemplate: fromPromise<void, void>(async () => {
      const download = await callBlob(client.GET('/forwarder-rate/template', { parseAs: 'blob' }), TEMPLATE_TYPES);
      saveFile(download.blob, download.fileName ?? 'rate-sheet-template.csv');
    }),

    loadHistoryPage: fromPromise<PageOf<RateImportRow>, PagedQuery>(({ input }) => history(input)),

    /** The log's pages (table and CSV export) of one import: the same actor for the same import. */
    logPagesOf: (importId: string) => {
      let actor = logActors.get(importId);
      if (!actor) {
        actor = fromPromise<PageOf<RateLogRow>, PagedQuery>(({ input }) => log({ ...input, importId }));
        logActors.set(importId, actor);
      }
      return actor;
    },
  };
}

export type RateSheetsActors = ReturnType<typeof createRateSheetsActors>;
