/**
 * The API under /api/*: the embedded backend's operation handlers (mocks/handlers.ts), resolved in Node
 * with MSW's getResponse, over the store, which the server keeps in its database (server/store-persistence.ts):
 * every user of the server shares one marketplace. Bodies are refused by size before they are read in full; every answer, errors included,
 * is the contract's envelope. docs/decisions/200-server-answers-the-api.md.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getResponse, type HttpHandler } from 'msw';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../domain/upload-limits';
import { operationHandlers } from '../mocks/handlers';
import { MAX_COMMENT_FILES } from '../mocks/handlers/shipment.handlers';
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
  /** The operations answered; the embedded backend's by default. Tests add one that fails. */
  handlers?: HttpHandler[];
  /** Keeps the store in the database (server/store-persistence.ts); without it the store lives in memory only. */
  persistence?: StorePersistence;
}

// The contract documents no 413: an oversize body is a malformed request (BadRequest), with a message.
const TOO_LARGE = `The request body is too large: at most ${JSON_BODY_LIMIT / 1024 / 1024} MiB of JSON or form data, or ${MAX_COMMENT_FILES} files of ${MAX_UPLOAD_LABEL} each.`;

const errorEnvelope = (c: Context, status: 400 | 404 | 500, message: string) => c.json({ success: false, code: status, message }, status);

/** The contract's 404 for a path or method no operation answers. */
const apiNotFound = (c: Context) => errorEnvelope(c, 404, 'Not found');

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => errorEnvelope(c, 400, TOO_LARGE) });
const multipartLimit = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: (c) => errorEnvelope(c, 400, TOO_LARGE) });

/**
 * The handlers that could answer a request, in their order. MSW compiles every handler's path and
 * parses the request's cookies for each handler it tries, which cost more than the operation on the
 * cheap calls; so each request is offered only the handlers of its method whose path starts with the
 * same word after `/api/` (`*\/api/shipment/:id` is a `shipment` handler). A handler's `*` matches
 * any text, `/api/` included, and MSW compares paths in any case, so every `/api/<word>` of the URL
 * names a group; a handler whose method or path is not plain text is offered to every request.
 * Worked out once per app; the lists it gives are shared, not to be changed.
 */
export function handlerRouter(handlers: readonly HttpHandler[]): (method: string, url: string) => HttpHandler[] {
  const groupOf = (handler: HttpHandler): string | null => {
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') return null;
    // Only a plain word: a parameter, a wildcard or a modifier (`?`, `+`) could match other words.
    const word = /^\*\/api\/([A-Za-z0-9_-]+)(?:\/|$)/.exec(path)?.[1];
    return word === undefined ? null : `${method.toUpperCase()} ${word.toLowerCase()}`;
  };
  const groups = handlers.map(groupOf);
  const everywhere = handlers.filter((_, i) => groups[i] === null);
  const byGroup = new Map<string, HttpHandler[]>();
  for (const group of new Set(groups)) {
    if (group !== null) byGroup.set(group, handlers.filter((_, i) => groups[i] === group || groups[i] === null));
  }
  return (method, url) => {
    // As MSW reads the URL: without its query or fragment.
    const parts = url.replace(/[?#].*$/, '').split('/');
    const named = new Set<string>();
    for (let i = 0; i < parts.length - 1; i += 1) {
      if (parts[i]!.toLowerCase() === 'api') named.add(`${method.toUpperCase()} ${parts[i + 1]!.toLowerCase()}`);
    }
    if (named.size === 1) return byGroup.get([...named][0]!) ?? everywhere;
    return handlers.filter((_, i) => groups[i] === null || named.has(groups[i]!));
  };
}

/** The API as a Hono app, mounted by server/app.ts on /api. */
export function createApi({ handlers = operationHandlers, persistence }: ApiOptions = {}): Hono {
  const api = new Hono();
  const candidates = handlerRouter(handlers);

  // A page of shipments or quotes is tens of KiB of repetitive JSON: gzip makes it a few on the wire.
  // Answers under 1 KiB (most envelopes) are sent as they are.
  api.use('*', compress({ encoding: 'gzip' }));

  // A declared Content-Length over the limit is refused unread; a chunked body is read only up to it.
  api.use('*', (c, next) => {
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    return (multipart ? multipartLimit : jsonLimit)(c, next);
  });

  api.all('*', async (c) => {
    // MSW decodes path parameters while matching and throws on a malformed escape: the request's fault.
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return errorEnvelope(c, 400, 'The request path is malformed.');
    }
    const handlers = candidates(c.req.method, c.req.url);
    // With a database the operation may run twice (store-persistence.ts): each run reads its own copy of the body.
    const request = c.req.raw;
    const response = persistence
      ? await persistence.run(() => getResponse(handlers, request.clone()))
      : await getResponse(handlers, request);
    if (!response) return apiNotFound(c);
    // A network error (Response.error()) has no HTTP form: it is the server failing.
    if (response.type === 'error') throw new Error(`${c.req.method} ${c.req.path} answered a network error`);
    return response;
  });

  // A handler that throws is a bug: logged once with its stack, answered without it.
  api.onError((error, c) => {
    console.error(`[api] ${c.req.method} ${c.req.path}:`, error);
    return errorEnvelope(c, 500, 'Internal error');
  });

  return api;
}
