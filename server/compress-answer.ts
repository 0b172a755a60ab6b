/**
 * Gzip for the API's answers. A page of shipments or quotes is tens of KiB of repetitive JSON: gzip makes
 * it a few on the wire. Done on the answer itself rather than as Hono's compress middleware, which adds
 * `Vary` through the context and so turns every answer over the threshold, compressed or not, into a
 * streamed one (a quarter of a shipment detail's time under load, decision 202).
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { acceptedEncodings } from './accept-encoding';

/** Answers under this are sent as they are (most envelopes): gzip would save a few bytes for its cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

// zlib's thread pool: the event loop goes on with other requests while a large page is compressed.
const gzipInPool = promisify(gzip);

/** `answer`, gzipped when the client takes gzip and the answer is compressible text of at least the threshold. */
export async function compressAnswer(request: Request, answer: Response): Promise<Response> {
  const { headers } = answer;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  if (
    request.method === 'HEAD' ||
    answer.status === 204 ||
    answer.status === 206 ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    headers.has('Content-Encoding') ||
    (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES)
  ) {
    return answer;
  }
  // A cache between client and server must keep one copy per encoding, compressed or not.
  headers.append('Vary', 'Accept-Encoding');
  if (!acceptedEncodings(request.headers.get('Accept-Encoding'))('gzip')) return answer;
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const init = { status: answer.status, statusText: answer.statusText, headers: new Headers(headers) };
  if (bytes.byteLength < COMPRESS_THRESHOLD_BYTES) return new Response(bytes, init);
  const zipped = await gzipInPool(bytes);
  init.headers.set('Content-Encoding', 'gzip');
  init.headers.set('Content-Length', String(zipped.byteLength));
  return new Response(zipped, init);
}
