/**
 * A memory of an operation's recent answers, for requests asked again and again with nothing changed in
 * between (a busy list page's query, a repeated quote search): working the answer out again costs more
 * than the rest of the request. An answer is given back only at the store version it was worked out at
 * (storeVersion(), mocks/store/db.ts: every saved change, reset and catch-up with the database moves it),
 * so no store change is ever answered from before it; and only while the caller's own check of what
 * else the answer rests on still holds (the same rows, a quote not yet expired). The key must name
 * everything else the answer depends on. The most recently asked stay; beyond `capacity` the least
 * recently asked go.
 */
export interface AnswerMemory<A> {
  /** The answer remembered under `key` at this version, if `stillHolds` of it; null otherwise. */
  recall(key: string, version: number, stillHolds?: (answer: A) => boolean): A | null;
  remember(key: string, version: number, answer: A): void;
  /** How many answers it holds (never more than its capacity). */
  readonly size: number;
}

export function answerMemory<A>(capacity: number): AnswerMemory<A> {
  const entries = new Map<string, { version: number; answer: A }>();
  return {
    recall(key, version, stillHolds) {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      // One that no longer holds goes: the caller works the answer out again and remembers that.
      if (entry.version !== version || (stillHolds && !stillHolds(entry.answer))) return null;
      // Asked again: it becomes the most recently asked (a Map keeps insertion order).
      entries.set(key, entry);
      return entry.answer;
    },
    remember(key, version, answer) {
      entries.delete(key);
      entries.set(key, { version, answer });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
