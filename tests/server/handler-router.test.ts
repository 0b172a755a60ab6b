/**
 * The server offers each request only the operations that could answer it: never fewer than MSW would
 * match (any case, a trailing slash, `/api/` repeated in the path), in their order.
 */
import { describe, expect, it } from 'vitest';
import type { HttpHandler } from 'msw';
import { operationHandlers } from '../../mocks/handlers';
import { handlerRouter } from '../../server/api';

const route = handlerRouter(operationHandlers);

/** A URL the handler's path matches, each parameter given a value. */
const urlOf = (handler: HttpHandler) => `http://localhost${String(handler.info.path).slice(1).replace(/:[A-Za-z]+/g, 'P-1')}`;

describe('the server’s handler router', () => {
  it('offers every operation for its own URL, with only the operations of its method and area, in their order', () => {
    for (const handler of operationHandlers) {
      const method = String(handler.info.method);
      const offered = route(method, urlOf(handler));
      expect(offered, `${method} ${String(handler.info.path)}`).toContain(handler);
      const area = urlOf(handler).split('/')[4];
      for (const other of offered) {
        expect(String(other.info.method)).toBe(method);
        expect(urlOf(other).split('/')[4]).toBe(area);
      }
      expect(offered).toEqual(operationHandlers.filter((h) => offered.includes(h)));
    }
    expect(route('GET', 'http://localhost/api/shipment/SHP-1').length).toBeLessThan(10);
  });

  it('offers what MSW matches for another case, a trailing slash, a query, or /api/ twice in the path', () => {
    const list = operationHandlers.find((h) => h.info.path === '*/api/shipment/list')!;
    const login = operationHandlers.find((h) => h.info.path === '*/api/user/login')!;
    expect(route('post', 'http://localhost/api/SHIPMENT/list')).toContain(list);
    expect(route('POST', 'http://localhost/api/shipment/list/?a=1#x')).toContain(list);
    const twice = route('POST', 'http://localhost/api/shipment/api/user/login');
    expect(twice).toContain(login);
    expect(twice).toContain(list);
    expect(route('POST', 'http://localhost/api/nothing/here')).toEqual([]);
    expect(route('HEAD', 'http://localhost/api/shipment/SHP-1')).toEqual([]);
  });

  it('offers a handler whose path is not plain text to every request', () => {
    const odd = { info: { method: 'GET', path: '*/api/:area/ping' } } as unknown as HttpHandler;
    const routed = handlerRouter([...operationHandlers, odd]);
    expect(routed('GET', 'http://localhost/api/shipment/ping')).toContain(odd);
    expect(routed('GET', 'http://localhost/api/anything/ping')).toEqual([odd]);
  });
});
