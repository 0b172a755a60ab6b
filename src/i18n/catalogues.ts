/**
 * The message catalogues, assembled from every feature's `<feature>.messages.ts`. Each exports
 * `messages = { en_US, zh_CN, zh_TW }` with flat dotted keys; tests/app/i18n.test.ts makes sure the
 * three have the same keys and that zh_TW is written in Traditional characters.
 *
 * The shell's messages (app name, route titles, loading, toasts) are always in. Every other
 * feature's messages load with that feature's routes (src/app/router.tsx `withMessages`), so the
 * first load of /login does not carry the strings of every screen of the product.
 */
import { messages as shellMessages } from '../features/shell/shell.messages';
import { LOCALES, type Locale } from './locales';

export type MessageTable = Record<string, string>;
export type FeatureMessages = Record<Locale, MessageTable>;
export type Catalogues = Readonly<Record<Locale, MessageTable>>;

const loaders = import.meta.glob<{ messages: FeatureMessages }>(['../features/*/*.messages.ts', '!../features/shell/**']);

let current: Catalogues = merge(Object.fromEntries(LOCALES.map((l) => [l, {}])) as Catalogues, shellMessages);
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<void>>();

function merge(into: Catalogues, messages: FeatureMessages): Catalogues {
  return Object.fromEntries(LOCALES.map((l) => [l, { ...into[l], ...messages[l] }])) as Catalogues;
}

/** The catalogues as loaded so far (a new object after each load, for useSyncExternalStore). */
export const getCatalogues = (): Catalogues => current;

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads every messages file of `src/features/<feature>/` once; resolves when they are in. */
export function loadFeatureMessages(feature: string): Promise<void> {
  let pending = loading.get(feature);
  if (!pending) {
    const files = Object.entries(loaders).filter(([path]) => path.startsWith(`../features/${feature}/`));
    pending = Promise.all(files.map(([, load]) => load())).then((modules) => {
      for (const mod of modules) current = merge(current, mod.messages);
      for (const listener of listeners) listener();
    });
    loading.set(feature, pending);
  }
  return pending;
}
