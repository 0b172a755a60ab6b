import { describe, expect, it } from 'vitest';
import { survivePageLeave } from '../../src/api/middleware/page-leave';

const failing = () => Promise.reject(new TypeError('Failed to fetch'));
const settledWithin = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), ms))]);

describe('a request cut off because the page is being left', () => {
  it('fails as usual while the user stays on the page', async () => {
    const target = new EventTarget();
    const fetch = survivePageLeave(failing, target as unknown as Window);
    expect(await settledWithin(fetch(new Request('http://localhost/api/x')), 50)).toBe('rejected');
  });

  it('never settles once the page is being left, so it cannot sign the user out', async () => {
    const target = new EventTarget();
    const fetch = survivePageLeave(failing, target as unknown as Window);
    target.dispatchEvent(new Event('beforeunload'));
    expect(await settledWithin(fetch(new Request('http://localhost/api/x')), 50)).toBe('pending');
  });

  it('fails as usual again when the user stays after all', async () => {
    const target = new EventTarget();
    const fetch = survivePageLeave(failing, target as unknown as Window);
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event('pageshow'));
    expect(await settledWithin(fetch(new Request('http://localhost/api/x')), 50)).toBe('rejected');
  });
});
