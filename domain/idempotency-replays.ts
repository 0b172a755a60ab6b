/**
 * What a mutation that must not happen twice (booking, payment, upload) answered for an Idempotency-Key:
 * replayed for the same key instead of doing it again (mocks/idempotency.ts). Kept by a repository both
 * backends implement (mocks/store/idempotency.store.ts in memory, server/db/idempotency-replays.table.ts in
 * SQL; docs/decisions/219-area-repositories.md).
 */
export interface IdempotencyReplay {
  status: number;
  body: unknown;
}

export interface IdempotencyReplayRepository {
  /** The answer kept for this key (the operation's scope and the client's key), if any. */
  find(key: string): Promise<IdempotencyReplay | undefined>;
  /** Keeps the answer for this key. */
  keep(key: string, replay: IdempotencyReplay): Promise<void>;
}
