/**
 * The message catalogues, assembled from every feature's `<feature>.messages.ts`. Each exports
 * `messages = { en_US, zh_CN, zh_TW }` with flat dotted keys; tests/app/i18n.test.ts makes sure the
 * three have the same keys and that zh_TW is written in Traditional characters.
 *
 * Loaded by feature and by language (docs/decisions/101-messages-per-locale.md): a file is imported
 * as `x.messages.ts?locale=<locale>`, which holds that language only, merged with the feature's other files
 * in that language into one module (the message-catalogues plugin in
 * vite.config.ts; in the build, precompiled for react-intl). The shell's English messages are always in:
 * the app can always render in the default language. Every other table loads when needed:
 * - the remembered language's shell before the app renders (`startIn`, src/main.tsx);
 * - a feature's messages with that feature's routes (src/app/router.tsx `withMessages`), in every
 *   language in use;
 * - a language's shell and every feature loaded so far when the user picks it (`loadLocale`): the
 *   provider keeps the old language on screen until this resolves, so no key is ever shown raw.
 */
import type { MessageFormatElement } from 'react-intl';
import { loaders as messageLoaders } from 'virtual:message-loaders';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** Messages as written in the `*.messages.ts` files. */
export type FeatureMessages = Record<Locale, Record<string, string>>;
/** Messages as react-intl takes them: strings in dev and tests, precompiled ASTs in the build. */
export type MessageTable = Record<string, string> | Record<string, MessageFormatElement[]>;
export type Catalogues = Readonly<Record<Locale, MessageTable>>;

type LocaleMessages = Partial<Record<Locale, MessageTable>>;

// One loader per feature and language (vite.config.ts, `virtual:message-loaders`): each loads that
// feature's files in that language, merged. English's shell is imported below, not loaded.
const loaders = messageLoaders as Record<Locale, Record<string, () => Promise<{ messages: LocaleMessages }>>>;
const shellEnglish = Object.values(
  import.meta.glob<LocaleMessages>('../features/shell/shell.messages.ts', {
    query: { locale: 'en_US' },
    import: 'messages',
    eager: true,
  }),
)[0]?.en_US;
if (!shellEnglish) throw new Error('src/features/shell/shell.messages.ts has no en_US messages');

const SHELL = 'shell';

let current: Catalogues = Object.freeze(
  Object.fromEntries(LOCALES.map((l) => [l, l === DEFAULT_LOCALE ? { ...shellEnglish } : {}])) as Record<Locale, MessageTable>,
);
const listeners = new Set<() => void>();
/** The features whose messages were asked for (the shell always is). */
const features = new Set<string>([SHELL]);
/**
 * The languages in use: each feature loads in all of them. Set by the language the app starts in
 * (`startIn`); until then, the default. A switch adds the new language (the old one stays on screen
 * until the new one is in).
 */
let inUse: Set<Locale> | null = null;
const languagesInUse = (): Locale[] => [...(inUse ?? [DEFAULT_LOCALE])];
/** One load per feature and language (`${feature}/${locale}`), and those that are in. */
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>([`${SHELL}/${DEFAULT_LOCALE}`]);

function publish(locale: Locale, tables: MessageTable[]) {
  current = Object.freeze({ ...current, [locale]: Object.assign({}, current[locale], ...tables) as MessageTable });
  for (const listener of listeners) listener();
}

function loadOne(feature: string, locale: Locale): Promise<void> {
  const key = `${feature}/${locale}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loads.get(key);
  if (!pending) {
    const load = loaders[locale][feature];
    pending = (load ? load() : Promise.resolve({ messages: {} as LocaleMessages })).then(
      ({ messages }) => {
        loaded.add(key);
        publish(locale, [messages[locale] ?? {}]);
      },
      (error: unknown) => {
        loads.delete(key); // a failed download (offline) can be retried
        throw error;
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

/** The catalogues as loaded so far (a new object after each load, for useSyncExternalStore). */
export const getCatalogues = (): Catalogues => current;

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the messages of `src/features/<feature>/` in every language in use; resolves when they are in. */
export function loadFeatureMessages(feature: string): Promise<void> {
  features.add(feature);
  return Promise.all(languagesInUse().map((locale) => loadOne(feature, locale))).then(() => undefined);
}

/**
 * Whether the app can start in `locale`: it is in use and its shell is in. (The routes wait for their
 * feature's messages in every language in use before they render.)
 */
export function canStartIn(locale: Locale): boolean {
  return languagesInUse().includes(locale) && loaded.has(`${SHELL}/${locale}`);
}

function loadAll(locale: Locale): Promise<void> {
  return Promise.all([...features].map((feature) => loadOne(feature, locale))).then(() => undefined);
}

/** The language the app starts in (before it renders): the only one in use, so far. */
export function startIn(locale: Locale): Promise<void> {
  inUse ??= new Set([locale]);
  return loadAll(locale);
}

/** Takes `locale` into use (a switch): loads its shell and every feature asked for so far. */
export function loadLocale(locale: Locale): Promise<void> {
  (inUse ??= new Set([DEFAULT_LOCALE])).add(locale);
  return loadAll(locale);
}
