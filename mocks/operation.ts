/**
 * An operation of the contract, written once and served two ways: through MSW in the page and the
 * tests (mocks/handlers.ts) and through Hono on the Node server (server/api.ts). Each adapter matches
 * the route and hands over the request and its path parameters; the operation answers with a Fetch
 * Response. Nothing here runs MSW: the server never loads it. The contract's typing (paths, path
 * parameters, query, request and response bodies) is openapi-msw's, imported as types only, so `tsc`
 * still rejects a path the contract lacks or a body of the wrong shape.
 * docs/decisions/208-operations-served-by-two-adapters.md.
 */
import type { ResponseResolverInfo } from 'openapi-msw';
import type { paths } from '../src/api/schema.gen';

export type OperationMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

declare const bodyBrand: unique symbol;
/** A Response whose JSON body has a known type, so that an operation's answer is checked against the contract. */
export interface JsonResponse<Body> extends Response {
  readonly [bodyBrand]?: Body;
}

const utf8 = new TextEncoder();

/**
 * A JSON answer, typed by its body. With its Content-Length, as MSW's answers had: the server's
 * compression leaves an answer under its threshold alone only when it knows the size.
 */
export function json<Body>(body: Body, init?: ResponseInit): JsonResponse<Body> {
  const { bytes, headers } = jsonParts(body, init?.headers);
  return new Response(bytes, { ...init, headers });
}

/** A JSON answer's bytes and headers before they become a Response: what a memory of answers keeps (mocks/answer-memory.ts). */
export function jsonParts(body: unknown, init?: HeadersInit): { bytes: Uint8Array<ArrayBuffer>; headers: Headers } {
  const bytes = utf8.encode(JSON.stringify(body));
  const headers = new Headers(init);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('Content-Length', String(bytes.byteLength));
  return { bytes, headers };
}

/**
 * The request's JSON body when it is an object, or null when it is not JSON or not an object (the operation
 * answers 400 or 90001). Read from a copy, so that the operation may read the body again.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What an adapter hands an operation: the request as received and the path's parameters, decoded. */
export interface OperationCall {
  request: Request;
  params: Record<string, string>;
}

export interface Operation {
  method: OperationMethod;
  /** The contract's path, with `{name}` parameters, as in openapi/ (e.g. `/shipment/{id}`). */
  path: string;
  run(call: OperationCall): Promise<Response>;
}

/** The contract's paths that have the method (openapi-typescript marks the others `?: never`). */
type ContractPath<M extends OperationMethod> = { [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never }[keyof paths];
type Info<P extends keyof paths, M extends OperationMethod> = Pick<ResponseResolverInfo<paths, P, M>, 'request' | 'params' | 'query' | 'response'>;
/** Every JSON body the contract allows the operation to answer with, whatever the status. */
type JsonBodies<R> = { [S in keyof R]: R[S] extends { content: { 'application/json': infer B } } ? B : never }[keyof R];
type Answer<P extends ContractPath<M>, M extends OperationMethod> = JsonResponse<
  paths[P][M] extends { responses: infer R } ? JsonBodies<R> : never
>;
type Resolver<P extends ContractPath<M>, M extends OperationMethod> = (info: Info<P, M>) => Answer<P, M> | Promise<Answer<P, M>>;

/** The path as routers write it (`/shipment/:id`): Hono and MSW both read this form. */
export const routePath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

/** openapi-msw's typed `response(status)` helper, made of Fetch Responses. */
function responseHelper() {
  const response = (status: number) => ({
    json: (body: unknown, init?: ResponseInit) => json(body, { status, ...init }),
    text: (body: string, init?: ResponseInit) =>
      new Response(body, { status, ...init, headers: { 'Content-Type': 'text/plain', ...(init?.headers as Record<string, string> | undefined) } }),
    empty: (init?: ResponseInit) => new Response(null, { status, ...init }),
  });
  response.untyped = (answer: Response) => answer;
  return response;
}

function define<M extends OperationMethod>(method: M) {
  return <P extends ContractPath<M>>(path: P, resolver: Resolver<P, M>): Operation => ({
    method,
    path: path as string,
    async run({ request, params }) {
      // The query's and response's helpers are plain URLSearchParams and Responses; only their types are openapi-msw's.
      const info = { request, params, query: new URL(request.url).searchParams, response: responseHelper() } as unknown as Info<P, M>;
      return resolver(info);
    },
  });
}

/** `operation.get('/shipment/{id}', ({ request, params, query, response }) => …)`: typed from the contract. */
export const operation = {
  get: define('get'),
  post: define('post'),
  put: define('put'),
  delete: define('delete'),
  patch: define('patch'),
};
