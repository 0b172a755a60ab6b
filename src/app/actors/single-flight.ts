/**
 * One request per distinct input at a time. Pages start their machine on mount and React's StrictMode
 * starts it twice; the client would reject the second identical request as "too frequent". Both starts
 * share the first request instead, which is why it is not tied to either actor's abort signal.
 */
export function singleFlight<I, T>(run: (input: I) => Promise<T>): (input: I) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (input) => {
    const key = JSON.stringify(input ?? null);
    let promise = pending.get(key);
    if (!promise) {
      promise = run(input).finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  };
}
