import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { securityHeaders } from './server/security-headers';
import { precompress } from './server/precompress.plugin';

// The first-load budget (`npm run bench:size`, docs/decisions/100) shapes two things here: the message
// catalogues and the chunks of the first load. docs/decisions/100-first-load-budget.md.

// ---------------------------------------------------------------------------------------------------
// Message catalogues (src/features/<feature>/<name>.messages.ts, each `messages = { en_US, zh_CN, zh_TW }`):
// - `x.messages.ts?locale=zh_CN` holds that language only, so a page downloads the language it shows
//   (src/i18n/catalogues.ts imports them so). In every mode: the tests run the same loading logic.
// - In the build, every message is compiled to react-intl's message AST and react-intl runs without the
//   ICU parser (the alias below; ~8 KiB gzip). Dev and Vitest keep strings and the parser.
// A messages file is data: its compiled code is evaluated here, and one with imports, or with a runtime
// export other than `messages` (which would be lost), fails the build. So does an ICU syntax error.

const MESSAGES_FILE = /\.messages\.ts$/;
const LOCALE_QUERY = /[?&]locale=([A-Za-z_]+)/;
type Catalogue = Record<string, Record<string, string>>;

async function evaluateMessages(code: string, file: string): Promise<Catalogue> {
  if (/^\s*import\s/m.test(code)) throw new Error(`${file}: a messages file must not import anything`);
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
  const extra = Object.keys(mod).filter((name) => name !== 'messages');
  if (extra.length) throw new Error(`${file}: a messages file exports only \`messages\` (found ${extra.join(', ')})`);
  if (!mod.messages || typeof mod.messages !== 'object') throw new Error(`${file}: no \`messages\` export`);
  for (const [locale, table] of Object.entries(mod.messages)) {
    for (const [key, text] of Object.entries(table as object)) {
      if (typeof text !== 'string') throw new Error(`${file}: ${locale} ${key} is not a string`);
    }
  }
  return mod.messages as Catalogue;
}

function compileMessage(text: string, where: string): MessageFormatElement[] {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
}

// `virtual:message-loaders` gives, for each language, one loader per feature: each loads one module,
// `virtual:feature-messages/<feature>/<locale>`, that merges that feature's files in that language. The
// entry then carries a loader per feature and language rather than one per file and language.
const LOADERS_ID = 'virtual:message-loaders';
const FEATURE_PREFIX = 'virtual:feature-messages/';
const FEATURES_DIR = `${import.meta.dirname}/src/features`;
const LOCALE_NAMES = ['en_US', 'zh_CN', 'zh_TW'];

function messageFilesByFeature(): Map<string, string[]> {
  const byFeature = new Map<string, string[]>();
  for (const feature of readdirSync(FEATURES_DIR, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const files = readdirSync(`${FEATURES_DIR}/${feature.name}`).filter((f) => MESSAGES_FILE.test(f)).sort();
    if (files.length) byFeature.set(feature.name, files.map((f) => `${FEATURES_DIR}/${feature.name}/${f}`));
  }
  return byFeature;
}

function messageCatalogues(precompile: boolean): Plugin {
  return {
    name: 'message-catalogues',
    enforce: 'post', // after the TypeScript transform: plain JavaScript
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(FEATURE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const features = [...messageFilesByFeature().keys()];
        const perLocale = LOCALE_NAMES.map(
          (locale) => `${locale}: {${features.map((f) => `${JSON.stringify(f)}: () => import(${JSON.stringify(`${FEATURE_PREFIX}${f}/${locale}`)})`).join(', ')}}`,
        );
        return `export const loaders = {${perLocale.join(', ')}};\n`;
      }
      if (id.startsWith(`\0${FEATURE_PREFIX}`)) {
        const [feature = '', locale = ''] = id.slice(FEATURE_PREFIX.length + 1).split('/');
        const files = messageFilesByFeature().get(feature) ?? [];
        for (const file of files) this.addWatchFile(file);
        const imports = files.map((file, i) => `import { messages as m${i} } from ${JSON.stringify(`${file}?locale=${locale}`)};`);
        return `${imports.join('\n')}\nexport const messages = { ${locale}: Object.assign({}, ${files.map((_, i) => `m${i}.${locale}`).join(', ')}) };\n`;
      }
      return null;
    },
    async transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!MESSAGES_FILE.test(file)) return null;
      const locale = LOCALE_QUERY.exec(`?${query}`)?.[1];
      if (!locale && !precompile) return null;
      const messages = await evaluateMessages(code, file);
      if (locale && !messages[locale]) throw new Error(`${file}: no ${locale} messages`);
      const kept: Catalogue = locale ? { [locale]: messages[locale]! } : messages;
      const out = precompile
        ? Object.fromEntries(
            Object.entries(kept).map(([l, table]) => [
              l,
              Object.fromEntries(Object.entries(table).map(([key, text]) => [key, compileMessage(text, `${file} ${l} ${key}`)])),
            ]),
          )
        : kept;
      return { code: `export const messages = ${JSON.stringify(out)};\n`, map: null };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The first load's chunks. Left alone, the bundler cuts the modules the app root shares with the lazy
// routes into many small common chunks (React, Emotion, react-intl, XState, ...): each costs a request
// and compresses on its own. One chunk, `app`, holds them instead:
// - the project modules the app root imports (src/ has no barrel files, so its import graph is what
//   it uses), and those Sign In imports: it is the first screen of every signed-out visit, and in the app
//   chunk its modules cost no request or chunk of their own (a /login first load in 7 files instead of 14,
//   0.9 KiB gzip less; a signed-in visit downloads them too, about 2 KiB gzip);
// - the framework packages every screen runs on.
// with what they import. The lazily loaded modules themselves stay chunks of their own: the entry loads
// the app root in parallel with the embedded backend, and each route keeps its own chunk.

const ROOT = import.meta.dirname;
const APP_ROOT = `${ROOT}/src/app/render-app.tsx`;
const SIGN_IN = [`${ROOT}/src/features/auth/login.layout.tsx`, `${ROOT}/src/features/auth/sign-in.page.tsx`];
const SIGNED_IN_LANDING = [`${ROOT}/src/features/shell/app.layout.tsx`, `${ROOT}/src/features/quote/find-quote.page.tsx`];
// The lazily loaded modules whose chunks the app chunk preloads with their dependencies: the first
// screens of a visit, signed out and signed in (with the theme and actors the signed-in layout loads).
const PRELOADED = new Set([
  ...SIGN_IN,
  ...SIGNED_IN_LANDING,
  `${ROOT}/src/theme/app-theme.ts`,
  `${ROOT}/src/app/actors/feature.actors.ts`,
]);
const FRAMEWORK = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[
    'react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', '@emotion[\\\\/][^\\\\/]+', 'stylis', 'react-is',
    'hoist-non-react-statics', 'react-intl', '@formatjs[\\\\/][^\\\\/]+', 'intl-messageformat', 'xstate', '@xstate[\\\\/]react',
    'use-sync-external-store', 'use-isomorphic-layout-effect', 'openapi-fetch', '@pandacss[\\\\/]is-valid-prop',
  ].join('|')})[\\\\/]`,
);
type ModuleInfo = (id: string) => { importedIds: string[] } | null;

function projectClosure(starts: string[], info: ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || !id.startsWith(ROOT) || id.includes('/node_modules/')) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

function appChunk() {
  let members: Set<string> | null = null;
  // Output file name -> source module of each lazily loaded chunk, and the app chunk's file name.
  const sources = new Map<string, string>();
  let appFile = '';
  return {
    plugin: {
      name: 'app-chunk',
      buildStart: () => void (members = null),
      generateBundle: {
        order: 'pre',
        handler(_, bundle) {
          sources.clear();
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            if (chunk.name === 'app') appFile = chunk.fileName;
            if (chunk.facadeModuleId) sources.set(chunk.fileName, chunk.facadeModuleId);
          }
        },
      },
      // The entry imports the app root lazily (to start it beside the embedded backend), so the browser
      // would ask for the app chunk only once the entry has run: one more round trip before any screen.
      // index.html names the app root's chunks for preloading instead (mobile LCP about 0.2 s sooner).
      transformIndexHtml: {
        order: 'post',
        handler(_, { bundle, chunk: entry }) {
          if (!bundle || !entry) return [];
          const byFile = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
          const root = [...byFile.values()].find((c) => c.facadeModuleId === APP_ROOT);
          if (!root) return [];
          const files: string[] = [];
          const visit = (file: string) => {
            if (files.includes(file) || file === entry.fileName || entry.imports.includes(file)) return;
            files.push(file);
            for (const next of byFile.get(file)?.imports ?? []) visit(next);
          };
          visit(root.fileName);
          return files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
        },
      },
    } satisfies Plugin,
    /** Which chunks the app chunk preloads with a lazily loaded one: see `build.modulePreload`. */
    preloads(file: string, deps: string[], host: string): string[] {
      if (host !== appFile) return deps;
      return PRELOADED.has(sources.get(file) ?? '') ? deps : [];
    },
    name(id: string, info: ModuleInfo): string | null {
      if (!members) {
        members = projectClosure([APP_ROOT], info);
        for (const m of projectClosure(SIGN_IN, info)) members.add(m);
        for (const lazy of [APP_ROOT, ...SIGN_IN]) members.delete(lazy);
      }
      return members.has(id) || FRAMEWORK.test(id) ? 'app' : null;
    },
  };
}

/**
 * jsdom test files that need modules of their own: they mock modules (`vi.mock` only reaches a module
 * not yet imported) or test what a fresh page loads (catalogues, theme recipes, the tag manager's
 * queue). Every other jsdom file shares its worker's modules with the files before it, which saves
 * loading React, Chakra and the app again for each file.
 */
const FRESH_DOM_TESTS = [
  'tests/model/paged-list.model.test.ts',
  'tests/rate/upload-with-progress.test.ts',
  'tests/faults/fault-pages.test.tsx',
  'tests/api/timeout.test.ts',
  'tests/quote/quote-search.machine.test.ts',
  'tests/quote/quote-search.connect.test.ts',
  'tests/dashboard/dashboard.view.test.tsx',
  'tests/app/i18n.test.ts',
  'tests/app/locale-switch.test.tsx',
  'tests/app/tag-manager.test.ts',
  'tests/app/theme.test.ts',
  'tests/auth/a11y.view.test.tsx',
];

/** Test files that run in Node, without a DOM (see `test.projects`). */
const NODE_TESTS = [
  'tests/mocks/**/*.test.ts',
  'tests/domain/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/shared/*.machine.test.ts',
  'tests/shared/{call-failure,dates,money-and-limits,single-flight,billing-sections}.test.ts',
  // Model tests that walk the real machine on actors, with no page.
  'tests/model/{session,sign-up,passwords,quote-search,quote-result,rate-import}.model.test.ts',
  'tests/model/*.machine-model.test.ts',
];

/**
 * The server's tests, in Node, each file with modules of its own: they put the SQL repositories in place
 * of the in-memory ones, which must not outlive the file. The other Node files share their worker's
 * modules (the embedded backend, the contract), and resetDb brings the store and every memory beside it
 * back to the seed after each test.
 */
const SERVER_TESTS = ['tests/server/*.test.ts'];

export default defineConfig(({ command }) => {
  const app = appChunk();
  return {
    plugins: [react(), messageCatalogues(command === 'build'), app.plugin, precompress()],
    resolve: {
      dedupe: ['apexcharts'],
      alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
      // Every browser the app supports preloads modules natively: no polyfill in the entry. The app chunk
      // lists dependencies to preload for the first screens' lazy chunks only (`PRELOADED`, decision 100).
      modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostId }) => app.preloads(file, deps, hostId) },
      rolldownOptions: {
        // Constants imported from another module are written where they are read: a route path or a limit
        // then costs its value, not a binding kept alive across chunks (about 0.2 KiB gzip off /login).
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        // zag's anatomy factory is pure: Chakra's theme files then keep only the anatomies they use.
        // Emotion imports hoist-non-react-statics (and through it react-is) for its `withTheme`, which
        // Chakra never calls: both are CommonJS, so without this their code stays in the first load
        // even unused (about 1 KiB gzip). Neither touches anything when it loads.
        treeshake: {
          manualPureFunctions: ['createAnatomy'],
          moduleSideEffects: (id) => !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
        },
        output: {
          // The app chunk lists every lazily loaded chunk by file name for preloading: names of a hash
          // alone keep that list short (the manifest still maps each chunk to its source).
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              // Vite's preload helper stays with the entry, which must not import the app chunk.
              { name: 'preload-helper', test: /preload-helper/, priority: 1 },
              { name: (id, ctx) => app.name(id, (i) => ctx.getModuleInfo(i)), debugName: 'app' },
            ],
          },
        },
      },
    },
    // npm start and the browser tests serve the build with these headers: every browser test runs under the policy.
    preview: { port: Number(process.env.PORT ?? 4173), headers: securityHeaders(process.env) },
    test: {
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      pool: 'threads',
      // Vitest's default leaves one core to its main thread; the main thread mostly waits once modules
      // are transformed, so on a 2-core CI machine a worker per core runs the suite faster.
      maxWorkers: availableParallelism(),
      // The embedded backend's, the contract's and the shared rules' tests need no DOM: Node runs them
      // without building a jsdom window per file. Everything else renders, in jsdom.
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', isolate: false, include: NODE_TESTS } },
        { extends: true, test: { name: 'server', environment: 'node', include: SERVER_TESTS } },
        {
          extends: true,
          test: { name: 'dom', environment: 'jsdom', isolate: false, include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**', 'node_modules/**', ...NODE_TESTS, ...SERVER_TESTS, ...FRESH_DOM_TESTS] },
        },
        { extends: true, test: { name: 'dom-fresh', environment: 'jsdom', include: FRESH_DOM_TESTS } },
      ],
    },
  };
});
