/**
 * Drafts that outlive a reload or a forced re-login: the actor's persisted snapshot is saved to
 * localStorage on every change and restored when the page mounts again. Keyed by user so that one
 * user's draft never shows up for another on a shared browser; kept on sign-out caused by an expired
 * session (the user comes back to it). A restored in-flight submit re-runs its invoke: machines that
 * submit keep an idempotency key in context so the server replays instead of acting twice.
 */
import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';

const PREFIX = 'freight-draft:';

export interface PersistOptions<TMachine extends AnyStateMachine> {
  /** e.g. `find-quote:${userId}`. */
  key: string;
  /** Bump when the machine's states or context change shape: an older draft is then dropped, not restored. */
  version: number;
  input?: InputFrom<TMachine>;
  /** A snapshot for which this returns true is not kept (e.g. a finished booking). */
  discardWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

const storageKey = (key: string) => `${PREFIX}${key}`;

function readDraft(key: string, version: number): unknown {
  try {
    const raw = localStorage.getItem(storageKey(key));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { version: number; snapshot: unknown };
    return stored.version === version ? stored.snapshot : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(storageKey(key));
}

export function usePersistedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { key, version, input, discardWhen }: PersistOptions<TMachine>,
): Actor<TMachine> {
  // Read once per mount: later renders must not re-read what this actor itself just wrote.
  const [restored] = useState(() => readDraft(key, version));
  const actorRef = useActorRef(machine, { ...(restored ? { snapshot: restored as never } : {}), ...(input !== undefined ? { input } : {}) } as never) as Actor<TMachine>;

  useEffect(() => {
    const save = () => {
      const snapshot = actorRef.getSnapshot() as unknown as SnapshotFrom<TMachine>;
      const { status } = snapshot as unknown as { status: string };
      if (status !== 'active' || discardWhen?.(snapshot)) {
        clearDraft(key);
        return;
      }
      try {
        localStorage.setItem(storageKey(key), JSON.stringify({ version, snapshot: actorRef.getPersistedSnapshot() }));
      } catch {
        // Storage full or unavailable: the draft lives as long as the page does.
      }
    };
    const subscription = actorRef.subscribe(save);
    return () => subscription.unsubscribe();
  }, [actorRef, key, version, discardWhen]);

  return actorRef;
}
