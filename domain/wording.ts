/** How the backends' messages name a choice of values, so every refusal reads alike in both. */

/** "A, B or C" (a contract enum as a field's message lists it). */
export const eitherOf = (values: readonly string[]): string =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : (values[0] ?? '');
