/**
 * Scenario overrides: make any operation answer with an HTTP status, a catalogue code, a delay or a
 * network error, without touching its handler. Tests call setScenarios(); in the browser QA sets
 * localStorage "freight-mock-scenarios" to a JSON list (see README, "Scenario overrides").
 * Also adds a small realistic latency in the browser so loading states are visible.
 */
import { delay, http, HttpResponse } from 'msw';

export interface Scenario {
  /** HTTP method, upper case. */
  method: string;
  /** The contract path, e.g. "/booking/confirm" or "/shipment/{id}". */
  path: string;
  /** Answer with this HTTP status and envelope (default 200 when only `code` is given). */
  status?: number;
  /** Answer with this catalogue code (success false). */
  code?: number;
  message?: string;
  /** Wait first; "infinite" never answers (to exercise timeouts). */
  delayMs?: number | 'infinite';
  /** Fail at the network level (status 0 in the client). */
  networkError?: boolean;
  /** How many times it applies; default every time. */
  times?: number;
}

const STORAGE_KEY = 'freight-mock-scenarios';
let active: Scenario[] = [];

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined' && !import.meta.env?.VITEST;

export function setScenarios(list: Scenario[]): void {
  active = list.map((s) => ({ ...s }));
}
export function clearScenarios(): void {
  active = [];
}

function browserScenarios(): Scenario[] {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as Scenario[];
  } catch {
    return [];
  }
}

const toRegExp = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

function match(method: string, apiPath: string): Scenario | undefined {
  const list = inBrowser ? browserScenarios() : active;
  const found = list.find((s) => s.method.toUpperCase() === method && toRegExp(s.path).test(apiPath) && (s.times ?? 1) > 0);
  if (found && found.times !== undefined) {
    found.times -= 1;
    if (inBrowser) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  }
  return found;
}

export const scenarioHandlers = [
  http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const apiPath = url.pathname.replace(/^.*?\/api(?=\/)/, '');
    const scenario = match(request.method, apiPath);
    if (inBrowser && !scenario?.delayMs) await delay(120 + Math.round(Math.random() * 250));
    // Returning nothing falls through to the operation's own handler.
    if (!scenario) return undefined;
    if (scenario.delayMs === 'infinite') await delay('infinite');
    else if (scenario.delayMs) await delay(scenario.delayMs);
    if (scenario.networkError) return HttpResponse.error();
    if (scenario.status === undefined && scenario.code === undefined) return undefined;
    const status = scenario.status ?? 200;
    return HttpResponse.json(
      { success: false, code: scenario.code ?? status, message: scenario.message ?? `Scenario: ${status}` },
      { status },
    );
  }),
];
