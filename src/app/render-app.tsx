/** Starts the app in the browser: router, services (one client, one session), tag manager, render. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startIn } from '../i18n/catalogues';
import { readStoredLocale } from '../i18n/locales';
import { AppRoot } from './app-root';
import { createAppServices } from './actors/app-services.factory';
import { createAppRouter } from './router';
import type { SessionActorRef } from './session.context';
import { whenSignedInCodeWanted } from './session-gate';
import { startTagManager } from './tag-manager';

/** The remembered language's messages, so that the first frame is already in it (English is built in). */
export function loadStartLocale(): Promise<void> {
  return startIn(readStoredLocale());
}

export function renderApp(root: HTMLElement) {
  // The router exists before the services (their client reads its location); its signed-in routes
  // wait for the session, which the services start.
  let provideSession: (session: SessionActorRef) => void = () => undefined;
  const session = new Promise<SessionActorRef>((resolve) => (provideSession = resolve));
  const router = createAppRouter(() => session.then(whenSignedInCodeWanted));
  const services = createAppServices({
    initialUrl: window.location.href,
    location: () => new URL(router.state.location.pathname + router.state.location.search, window.location.origin),
  });
  provideSession(services.session);
  startTagManager();
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (~0.5 s on a mid-range phone): input and the network's answers
  // are handled meanwhile (Lighthouse's blocking time, decision 195). Nothing shows before it is done
  // either way.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppRoot services={services} router={router} />
      </StrictMode>,
    );
  });
}
