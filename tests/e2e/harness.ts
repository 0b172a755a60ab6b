/**
 * Shared browser-test helpers: one Chromium per test file, a fresh context per test, strict pages
 * (a console error, a page error or a failed request fails the test) and axe-core scans.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4319';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Flags for this machine: no sandbox as root, no background traffic to hosts we cannot reach.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export interface StrictPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  problems: string[];
  /** Fails when anything went wrong in the page. */
  assertClean(): void;
}

export async function openPage(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number }; baseURL?: string; storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<StrictPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? BASE_URL,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 860 },
    storageState: options.storageState,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The resource's address too: Chromium's text for a failed load names only the status.
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A navigation away aborts in-flight requests: not a failure of the app.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.method()} ${req.url()} ${req.failure()?.errorText}`);
  });
  return {
    context,
    page,
    problems,
    assertClean() {
      if (problems.length) throw new Error(`The page reported problems:\n${problems.join('\n')}`);
    },
  };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.1 A/AA) on the page; returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools rather than as an inline <script>, which the app's CSP blocks.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as any).axe;
    // axe measures a fading element at its mid-fade opacity, so let finite transitions end first.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v: any) => `${v.id}: ${v.help} — ${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
  return violations as string[];
}

/**
 * Waits until the embedded backend answers in this page. A controlling service worker is not enough:
 * after a reload the page is controlled before MSW has activated its handlers for it, so wait for the
 * signal mocks/browser.ts sets once `worker.start()` has resolved.
 */
export async function waitForBackend(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__freightMock' in window, null, { timeout: 15_000 });
}

/**
 * English words (four letters or more) still visible in `<main>` of a page shown in Chinese, once the
 * given names are taken out: companies' and carriers' own names, and what the user typed, are no
 * translation's business. Form controls' values and option lists are not read.
 */
/** The colour on screen at (x, y), as [r, g, b]: what the user sees there, whatever the styles say. */
export async function screenPixel(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  // One pixel: the IHDR's colour type says RGB or RGBA; the inflated IDAT is a filter byte, then the pixel.
  const colourType = png[25]!;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const row = inflateSync(Buffer.concat(chunks));
  if (colourType !== 2 && colourType !== 6) throw new Error(`unexpected PNG colour type ${colourType}`);
  return [row[1]!, row[2]!, row[3]!];
}

/**
 * Half-width punctuation straight after a Chinese character in the main part of the page ("承運人: "):
 * a label and its value joined in code rather than in the message, which the Chinese texts punctuate
 * with full-width marks.
 */
export async function halfWidthPunctuationInChinese(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/.{0,8}[\u3400-\u9fff][:;,!?](?=\s|$).{0,8}/gmu) ?? [];
}

export async function englishWordsLeft(page: Page, names: readonly string[], allowed: RegExp = /^(GLEC)$/): Promise<string[]> {
  const words = await page.evaluate((known) => {
    const main = document.querySelector('main');
    if (!main) return ['<no main>'];
    const longestFirst = [...known].filter(Boolean).sort((a, b) => b.length - a.length);
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || parent.closest('select, option, textarea, [aria-hidden="true"]') || !parent.checkVisibility()) continue;
      let text = walker.currentNode.textContent ?? '';
      for (const name of longestFirst) text = text.split(name).join(' ');
      found.push(...(text.match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []));
    }
    return found;
  }, names);
  return words.filter((word) => !allowed.test(word));
}
