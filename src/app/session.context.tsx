/** The one session actor, for views: read with selectors, send events; never decide. */
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine, SessionSnapshot } from '../../machines/session.machine';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActorRef; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs <SessionProvider>');
  return actor;
}

export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useSessionActor(), selector, compare);
}
