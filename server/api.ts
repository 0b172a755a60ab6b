/**
 * The API under /api/*: the contract's operations (mocks/operations.ts) routed by Hono, over the store,
 * which the server keeps in its database (server/store-persistence.ts): every user of the server shares
 * one marketplace. Bodies are refused by size before they are read in full; every answer, errors
 * included, is the contract's envelope. docs/decisions/200-server-answers-the-api.md,
 * 208-operations-served-by-two-adapters.md.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../domain/upload-limits';
import { routePath, type Operation } from '../mocks/operation';
import { operations as contractOperations } from '../mocks/operations';
import { MAX_COMMENT_FILES } from '../mocks/operations/shipment.operations';
import { compressAnswer } from './compress-answer';
import type { StorePersistence } from './store-persistence';

/** JSON and form bodies: far above any operation's (a paged query, a booking), far below a server's memory. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * Multipart bodies: the most files one request may carry (a comment's attachments), each at the upload
 * limit, plus room for the other fields and the part headers. A file just over the limit still reaches
 * its operation, which refuses it with 30004 as the contract says.
 */
export const MULTIPART_BODY_LIMIT = MAX_COMMENT_FILES * MAX_UPLOAD_BYTES + 64 * 1024;

export interface ApiOptions {
  /** The operations answered, tried in order; the contract's by default. Tests add one that fails. */
  operations?: readonly Operation[];
  /** Keeps the store in the database (server/store-persistence.ts); without it the store lives in memory only. */
  persistence?: StorePersistence;
}

// The contract documents no 413: an oversize body is a malformed request (BadRequest), with a message.
const TOO_LARGE = `The request body is too large: at most ${JSON_BODY_LIMIT / 1024 / 1024} MiB of JSON or form data, or ${MAX_COMMENT_FILES} files of ${MAX_UPLOAD_LABEL} each.`;

const errorEnvelope = (c: Context, status: 400 | 404 | 500, message: string) => c.json({ success: false, code: status, message }, status);

/** The contract's 404 for a path or method no operation answers. */
const apiNotFound = (c: Context) => errorEnvelope(c, 404, 'Not found');

const tooLarge = (c: Context) => errorEnvelope(c, 400, TOO_LARGE);
/** Each kind of body's limit in bytes, and Hono's reader of a chunked body up to it. */
const LIMITS = {
  json: { maxSize: JSON_BODY_LIMIT, chunked: bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge }) },
  multipart: { maxSize: MULTIPART_BODY_LIMIT, chunked: bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge }) },
};

/** The API as a Hono app, mounted by server/app.ts on /api. */
export function createApi({ operations = contractOperations, persistence }: ApiOptions = {}): Hono {
  const api = new Hono();

  /** The operation's answer, run on the store kept in the database when there is one. */
  async function answer(op: Operation, request: Request, params: Record<string, string>): Promise<Response> {
    if (!persistence) return op.run({ request, params });
    // With a database the operation may run twice (store-persistence.ts): each run reads its own request.
    // A GET has no body, and not copying it spares building a whole Fetch Request from the socket; other
    // bodies are read once (within the size limit) and each run gets a request over the same bytes.
    if (request.method === 'GET' || request.method === 'HEAD') return persistence.run(() => op.run({ request, params }));
    const body = await request.arrayBuffer();
    const { url, method, headers } = request;
    return persistence.run(() => op.run({ request: new Request(url, { method, headers, body }), params }));
  }

  // A declared Content-Length over the limit is refused unread; a chunked body is read only up to it.
  // A GET or HEAD has no body, and asking for one would build a whole Fetch Request from the socket.
  api.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? LIMITS.multipart : LIMITS.json;
    // A declared length is all Node's parser reads as the body, so the header alone decides; Hono's
    // limit would first build a whole Fetch Request to look at the body. A chunked body goes through it.
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(declared) > limit.maxSize ? tooLarge(c) : next();
    }
    return limit.chunked(c, next);
  });

  for (const op of operations) {
    api.on(op.method.toUpperCase(), routePath(op.path), async (c) => {
      // Hono leaves a parameter with a malformed escape as it came: the request's fault, not the operation's.
      if (c.req.url.includes('%')) {
        try {
          decodeURIComponent(new URL(c.req.url).pathname);
        } catch {
          return errorEnvelope(c, 400, 'The request path is malformed.');
        }
      }
      const request = c.req.raw;
      return compressAnswer(request, await answer(op, request, c.req.param()));
    });
  }
  // A sub-app's notFound is not used once mounted: the last route answers whatever no operation did.
  api.all('*', apiNotFound);

  // A handler that throws is a bug: logged once with its stack, answered without it.
  api.onError((error, c) => {
    console.error(`[api] ${c.req.method} ${c.req.path}:`, error);
    return errorEnvelope(c, 500, 'Internal error');
  });

  return api;
}
