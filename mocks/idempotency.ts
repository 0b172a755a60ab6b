/**
 * Idempotency-Key support for mutations that must not happen twice (booking, payment, upload):
 * the first response for a key is kept (repositories().idempotencyReplays) and replayed; a repeat that
 * arrives while the first is still running waits for it.
 */
import type { IdempotencyReplay } from '../domain/idempotency-replays';
import { json } from './operation';
import { repositories } from './store/repositories';
import { httpError } from './envelope';

const pending = new Map<string, Promise<IdempotencyReplay & { replayed: boolean }>>();

export async function withIdempotency(
  request: Request,
  scope: string,
  produce: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || key.length < 8) return httpError(400, 'Idempotency-Key header is required.');
  const id = `${scope}:${key}`;
  // Looked up before anything is awaited: awaiting first would let a concurrent repeat slip past.
  const inFlight = pending.get(id);
  if (inFlight) {
    const first = await inFlight;
    return json(first.body as never, { status: first.status, headers: { 'Idempotent-Replay': 'true' } });
  }
  const run = (async () => {
    const kept = await repositories().idempotencyReplays.find(id);
    if (kept) return { ...kept, replayed: true };
    const response = await produce();
    const body: unknown = await response.clone().json();
    const result = { status: response.status, body };
    // Only outcomes are remembered; a 5xx may be retried with the same key.
    if (result.status < 500) await repositories().idempotencyReplays.keep(id, result);
    return { ...result, replayed: false };
  })();
  pending.set(id, run);
  try {
    const { status, body, replayed } = await run;
    return json(body as never, { status, headers: replayed ? { 'Idempotent-Replay': 'true' } : {} });
  } finally {
    pending.delete(id);
  }
}
