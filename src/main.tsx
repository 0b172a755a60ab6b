/**
 * Entry: starts the backend side and the app in parallel, and renders once both are ready so that no
 * request escapes the backend the build was made for.
 * - Embedded (default): the embedded backend, its own lazy chunk so MSW never weighs on the entry.
 * - Server mode (VITE_EMBEDDED_BACKEND=off, `npm start`): the Node server answers /api/*; the chunk
 *   above is not even built.
 */

/**
 * In server mode the app registers no service worker, so any registration on this origin is the
 * embedded backend's, left by a demo served here before: unregistered, it stops answering on the next
 * load. Until then it only passes requests through, since this page never activates it.
 */
async function retireEmbeddedBackend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // A browser that refuses (private mode, an insecure origin) has no worker to retire either.
  }
}

const backend =
  import.meta.env.VITE_EMBEDDED_BACKEND === 'off'
    ? retireEmbeddedBackend()
    : import('../mocks/browser').then((m) => m.startEmbeddedBackend());

const app = import('./app/render-app').then(async (m) => {
  // A language that does not load (offline) leaves the app in English: still usable.
  await m.loadStartLocale().catch(() => undefined);
  return m;
});

void Promise.all([backend, app]).then(([, { renderApp }]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  renderApp(root);
});
