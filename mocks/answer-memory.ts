/**
 * A memory of an operation's recent answers, for requests asked again and again with nothing changed in
 * between (a busy list page's query, a repeated quote search): working the answer out again costs more
 * than the rest of the request. An answer is given back only at the store version it was worked out at
 * (storeVersion(), mocks/store/db.ts: every saved change, reset and catch-up with the database moves it),
 * so no store change is ever answered from before it; and only while the caller's own check of what
 * else the answer rests on still holds (the same rows, a quote not yet expired). The key must name
 * everything else the answer depends on. The most recently asked stay; beyond `capacity` the least
 * recently asked go.
 *
 * A memory made with `fromSecondAsk` keeps an answer only for a key asked before: its own recent misses
 * (keys only, as many as its capacity) or an answer it held. Readers going through many different pages or
 * shipments, each asked once, would otherwise fill it with answers nobody asks again, each kept long enough
 * to reach the old generation of the heap and be collected there (measured on the server: a fifth fewer
 * requests per second and a p99 three times as long for a list asked a page further each time).
 */
import { afterStoreCommit, forgetOnReset, storeVersion } from './store/db';
import { jsonParts } from './operation';

export interface AnswerMemory<A> {
  /** The answer remembered under `key` at this version, if `stillHolds` of it; null otherwise. */
  recall(key: string, version: number, stillHolds?: (answer: A) => boolean): A | null;
  /** Kept unless the memory keeps answers from the second ask only and `key` was not asked before. */
  remember(key: string, version: number, answer: A): void;
  /** Whether `remember(key, …)` would keep an answer now: to skip the work of preparing one that would not be. */
  wouldKeep(key: string): boolean;
  /** How many answers it holds (never more than its capacity). */
  readonly size: number;
}

export function answerMemory<A>(capacity: number, { fromSecondAsk = false } = {}): AnswerMemory<A> {
  const entries = new Map<string, { version: number; answer: A }>();
  /** With fromSecondAsk: the keys recently asked and not answered from memory, and whether each was asked before. */
  const missed = new Map<string, boolean>();
  const miss = (key: string, askedBefore: boolean) => {
    if (!fromSecondAsk) return;
    missed.set(key, askedBefore || missed.delete(key));
    if (missed.size > capacity) missed.delete(missed.keys().next().value!);
  };
  const wouldKeep = (key: string) => !fromSecondAsk || missed.get(key) === true;
  forgetOnReset(entries);
  forgetOnReset(missed);
  return {
    recall(key, version, stillHolds) {
      const entry = entries.get(key);
      if (!entry) {
        miss(key, false);
        return null;
      }
      entries.delete(key);
      // One that no longer holds goes: the caller works the answer out again and remembers that.
      if (entry.version !== version || (stillHolds && !stillHolds(entry.answer))) {
        miss(key, true);
        return null;
      }
      // Asked again: it becomes the most recently asked (a Map keeps insertion order).
      entries.set(key, entry);
      return entry.answer;
    },
    remember(key, version, answer) {
      if (!wouldKeep(key)) return;
      missed.delete(key);
      entries.delete(key);
      entries.set(key, { version, answer });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    wouldKeep,
    get size() {
      return entries.size;
    },
  };
}

/** An HTTP answer as sent, byte for byte, with its headers: what a memory of an operation's answers keeps. */
export interface AnswerBytes {
  status: number;
  bytes: Uint8Array<ArrayBuffer>;
  headers: readonly (readonly [string, string])[];
}

/** A JSON answer as `json()` (mocks/operation.ts) would send it, without making the Response: to keep or to send. */
export function jsonAnswerBytes(body: unknown, status = 200): AnswerBytes {
  const { bytes, headers } = jsonParts(body);
  return { status, bytes, headers: [...headers] };
}

/**
 * A new answer each time, over new lists of its headers: the server adds to an answer's headers (Vary) as it
 * sends it, and in Node tests MSW's interceptor keeps the very list given to Headers and adds to it, so a
 * list shared between answers would grow by one Vary per request.
 */
export const answerFrom = (kept: AnswerBytes): Response =>
  new Response(kept.bytes, { status: kept.status, headers: kept.headers.map(([name, value]): [string, string] => [name, value]) });

/**
 * Remembers an answer worked out from the store at `version` (storeVersion() when the operation began). An
 * operation that changed nothing: at once. One that changed the store answered from the store as it left it,
 * so its answer is remembered once that change is kept, under the version then (on the server after the
 * commit; an undone change moves the version again and the answer is never given back).
 */
export function rememberOnceKept<A>(memory: AnswerMemory<A>, key: string, version: number, answer: A): void {
  if (storeVersion() === version) memory.remember(key, version, answer);
  else void afterStoreCommit(async () => memory.remember(key, storeVersion(), answer));
}
