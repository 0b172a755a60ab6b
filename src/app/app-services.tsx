/**
 * The app's services for React (made by src/app/actors/app-services.factory.ts): the actor
 * implementations for feature pages, the session actor, the toaster.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AppActors } from './actors/all.actors';
import type { AppServices } from './actors/app-services.factory';

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppServicesProvider>');
  return services;
}

/** For feature pages: `useMachine(machine.provide({ actors: useAppActors().auth }))`. */
export function useAppActors(): AppActors {
  return useAppServices().actors;
}

/** For feature pages: the actions by which their machines reach the session (`machine.provide({ actions })`). */
export function useSessionBridges() {
  return useAppServices().bridges;
}
