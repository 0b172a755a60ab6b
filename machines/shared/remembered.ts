/**
 * `derive(key)`, computed once per key object. Connects use it so that a memoised view part gets the
 * same functions for the same `send`, and the same derived list for the same context value (context
 * values are replaced, never changed, so the object is a safe key).
 */
export function rememberedBy<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = derive(key);
      cache.set(key, value);
    }
    return value;
  };
}
