/**
 * Idempotency-Key support for mutations that must not happen twice (booking, payment, upload):
 * the first response for a key is stored and replayed; a repeat that arrives while the first is
 * still running waits for it.
 */
import { json } from './operation';
import { defineSlice, saveChanged } from './store/db';
import { httpError } from './envelope';

const replays = defineSlice<Record<string, { status: number; body: unknown }>>('idempotency', () => ({}));
const pending = new Map<string, Promise<{ status: number; body: unknown }>>();

export async function withIdempotency(
  request: Request,
  scope: string,
  produce: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || key.length < 8) return httpError(400, 'Idempotency-Key header is required.');
  const id = `${scope}:${key}`;
  // Look up the in-flight run synchronously: awaiting first would let a concurrent repeat slip past.
  const inFlight = pending.get(id);
  const stored = replays()[id] ?? (inFlight ? await inFlight : undefined);
  if (stored) return json(stored.body as never, { status: stored.status, headers: { 'Idempotent-Replay': 'true' } });

  const run = (async () => {
    const response = await produce();
    const body: unknown = await response.clone().json();
    return { status: response.status, body };
  })();
  pending.set(id, run);
  try {
    const result = await run;
    // Only outcomes are remembered; a 5xx may be retried with the same key.
    if (result.status < 500) {
      replays()[id] = result;
      saveChanged();
    }
    return json(result.body as never, { status: result.status });
  } finally {
    pending.delete(id);
  }
}
