/** Starts the embedded backend in the browser (service worker). Loaded lazily, never in the entry chunk. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resetDb } from './store/db';
import { seedBenchShipments } from './bench-shipments';

/** MSW's worker behind one rule of the app's: a page that calls the API is served (docs/decisions/215). */
const WORKER_URL = `${import.meta.env.BASE_URL}embedded-backend-worker.js`;

/**
 * MSW calls `update()` on an existing registration without awaiting it. When a reload races that
 * update, Chromium rejects it ("Not found") while the registered worker goes on answering, and the
 * floating rejection would reach the page as an uncaught error. Only that rejection is silenced.
 */
function ignoreWorkerUpdateRace(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker') && reason.message.includes(WORKER_URL)) event.preventDefault();
}

export async function startEmbeddedBackend(): Promise<void> {
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateRace);
  const worker = setupWorker(...handlers);
  await worker.start({
    // Assets pass through; an API call with no handler is a bug in the embedded backend, and a console
    // error makes the browser tests fail on it.
    onUnhandledRequest(request) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith(`${import.meta.env.BASE_URL}api/`)) console.error(`[embedded backend] no handler for ${request.method} ${pathname}`);
    },
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
  // For QA and demos: window.__freightMock.reset() brings back the seeded data; seedShipments(n) adds
  // n shipments for shipper@example.com's company, for the shipment list benchmark (docs/decisions/036).
  (window as unknown as { __freightMock: unknown }).__freightMock = { reset: resetDb, seedShipments: seedBenchShipments };
}
