/**
 * Leaving the page (reload, typing another URL) cuts off the requests in flight, and the browser
 * reports that as a network failure, which the client treats as status 0 and signs out (spec 8,
 * decision 050): a reload during any call would end the session. Chromium cuts them off after
 * `beforeunload` and before `pagehide`; from `beforeunload` on, a failed request never settles
 * instead (the page is going away). If the user stays after all (a cancelled leave, the page
 * cache), their next input or `pageshow` ends that.
 */
import type { Transport } from './transport';

export function survivePageLeave(fetch: Transport, target: Pick<Window, 'addEventListener'> = window): Transport {
  let leaving = false;
  target.addEventListener('beforeunload', () => (leaving = true));
  for (const stayed of ['pageshow', 'pointerdown', 'keydown'] as const) {
    target.addEventListener(stayed, () => (leaving = false), { capture: true });
  }
  return (request) =>
    fetch(request).catch((error: unknown) => {
      if (leaving) return new Promise<Response>(() => {});
      throw error;
    });
}
