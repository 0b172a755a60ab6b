/** Starts the embedded backend in the browser (service worker). Loaded lazily, never in the entry chunk. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resetDb } from './store/db';

export async function startEmbeddedBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  // For QA and demos: window.__freightMock.reset() brings back the seeded data.
  (window as unknown as { __freightMock: unknown }).__freightMock = { reset: resetDb };
}
