/**
 * The answers kept for Idempotency-Keys, in memory: the browser demo's and the tests'
 * IdempotencyReplayRepository. The server keeps them in a table (server/db/idempotency-replays.table.ts),
 * where this slice's records move at start.
 */
import type { IdempotencyReplay, IdempotencyReplayRepository } from '../../domain/idempotency-replays';
import { defineSlice, saveChanged } from './db';

/** The slice's name: the server's table replaces it. */
export const IDEMPOTENCY_SLICE = 'idempotency';

export type IdempotencyState = Record<string, IdempotencyReplay>;

const replays = defineSlice<IdempotencyState>(IDEMPOTENCY_SLICE, () => ({}));

export const memoryIdempotencyReplays: IdempotencyReplayRepository = {
  async find(key) {
    return replays()[key];
  },
  async keep(key, replay) {
    replays()[key] = replay;
    // An addition only: nothing stored changed in place.
    saveChanged();
  },
};
