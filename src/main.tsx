/**
 * Entry: starts the embedded backend (its own lazy chunk, so MSW never weighs on the entry) and the
 * app in parallel, and renders once both are ready so that no request escapes the mocks.
 * VITE_EMBEDDED_BACKEND=off builds the app for a real backend.
 */
const backend =
  import.meta.env.VITE_EMBEDDED_BACKEND === 'off'
    ? Promise.resolve()
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
