/*
 * The embedded backend's service worker: MSW's generated worker (mockServiceWorker.js, kept as npm
 * writes it) behind one rule of its own. MSW's worker answers only the pages it holds in memory as
 * started; that memory was seen empty under a page that had started (after reloads and typed
 * addresses on a loaded machine), and the page's API calls then went to the static server (404). A
 * page asks the API only once its embedded backend has started (src/main.tsx renders after it), so
 * an API call is proof enough that the page is served.
 */
const API_PATH = new URL('./api/', self.registration.scope).pathname;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!event.clientId || url.origin !== self.location.origin || !url.pathname.startsWith(API_PATH)) return;
  // Declared by mockServiceWorker.js below: a classic worker's scripts share one global scope.
  activeClientIds.add(event.clientId);
});

importScripts('./mockServiceWorker.js');
