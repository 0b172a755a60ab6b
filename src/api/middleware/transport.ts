/**
 * The client's request pipeline. Each middleware is a layer around the next one's fetch, so it
 * sees the whole life of a request (before, after, failure, retry) in one try/finally: openapi-fetch's
 * onRequest/onResponse hooks cannot release a dedupe key when a later hook throws, nor re-send a
 * request after a token refresh (docs/decisions/054-api-pipeline-shape.md).
 */

export type Transport = (request: Request) => Promise<Response>;
export type TransportLayer = (next: Transport) => Transport;

/** Layers outermost first: compose([a, b], fetch) is a(b(fetch)). */
export const compose = (layers: readonly TransportLayer[], base: Transport): Transport =>
  layers.reduceRight<Transport>((next, layer) => layer(next), base);
