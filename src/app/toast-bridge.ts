/**
 * Error toasts without the toast code on the first load: Chakra's toaster (zag's toast machine and
 * its components, ~15 KiB gzip) loads the first time something asks for a toast. Until the toaster
 * is mounted, requests wait here; then it takes them in order.
 */
export interface ToastRequest {
  /** The server's message, or null for the translated default "request error". */
  message: string | null;
}

export interface ToastBridge {
  show(request: ToastRequest): void;
  /** Whether a toast was ever asked for (the app then mounts the toaster). */
  isWanted(): boolean;
  subscribe(listener: () => void): () => void;
  /** The mounted toaster takes over: queued requests first. Returns the disconnect. */
  connect(sink: (request: ToastRequest) => void): () => void;
}

export function createToastBridge(): ToastBridge {
  let queue: ToastRequest[] = [];
  let sink: ((request: ToastRequest) => void) | null = null;
  let wanted = false;
  const listeners = new Set<() => void>();
  return {
    show(request) {
      if (sink) return sink(request);
      queue.push(request);
      if (!wanted) {
        wanted = true;
        for (const listener of listeners) listener();
      }
    },
    isWanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(next) {
      sink = next;
      const queued = queue;
      queue = [];
      for (const request of queued) next(request);
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}
