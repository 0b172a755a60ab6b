/**
 * Strict test setup: the embedded backend answers in Node, an unhandled request fails the test,
 * and so does any console.error or console.warn. The mock store goes back to its seed after each test.
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/store/db';
import { clearScenarios } from '../mocks/scenarios';
import { useQuickLabels } from './quick-labels';

// Chakra v3 (zag) measures elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // jsdom stamps animation frames with its window's clock, zag's timers (toast remove delay) compare
  // them with performance.now(), the worker's clock: after another test file ran in the same worker, a
  // 200 ms delay took seconds. Frames stamped with performance.now() keep the two in step.
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 16);
  window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
  useQuickLabels(window);
}

const consoleProblems: string[] = [];

/**
 * What a browser keeps between visits: web storage and cookies (the browser-session cookie of "Remember
 * me"). Forgotten before and after each test: work a test left running may still write after it ended.
 */
function forgetBrowserState() {
  // Node-environment tests (the embedded backend's, the contract's) have no web storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  forgetBrowserState();
  consoleProblems.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearScenarios();
  resetDb();
  forgetBrowserState();
  if (consoleProblems.length) {
    const problems = consoleProblems.splice(0);
    throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
  }
});
afterAll(() => server.close());
