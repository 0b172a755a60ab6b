/**
 * Route views for the tag manager (spec section 2: "Each route view is tracked in a tag manager by
 * route name"). Views always go to `window.dataLayer`; the Google Tag Manager script loads only when
 * VITE_GTM_ID names a container, so a build without one makes no network call.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export interface RouteViewEvent extends Record<string, unknown> {
  event: 'route_view';
  routeName: string;
}

export function trackRouteView(routeName: string): void {
  const event: RouteViewEvent = { event: 'route_view', routeName };
  (window.dataLayer ??= []).push(event);
}

/** Loads the container once; false (and nothing loaded) without an id. */
export function startTagManager(containerId: string | undefined = import.meta.env.VITE_GTM_ID): boolean {
  if (!containerId || !/^GTM-[A-Z0-9]+$/.test(containerId)) return false;
  if (document.querySelector('script[data-tag-manager]')) return true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.tagManager = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
  return true;
}
