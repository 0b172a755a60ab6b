/**
 * Which content encodings a client takes, read from its Accept-Encoding (RFC 9110 12.5.3): one reading
 * for the build's precompressed files (server/app.ts) and the API's compressed answers (server/compress-answer.ts).
 */

/** The encodings a client accepts: listed with q > 0, or covered by a `*` with q > 0. */
export function acceptedEncodings(header: string | undefined | null): (encoding: string) => boolean {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return (encoding) => (q.get(encoding) ?? (q.has(encoding) ? 0 : q.get('*') ?? 0)) > 0;
}
