/**
 * A stable 32-bit FNV-1a hash of a text. Pricing derives its deterministic choices from it (the same
 * search always gives the same quotes), and the embedded backend seeds its generator with it.
 */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
