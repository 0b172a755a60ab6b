/**
 * A stopped app leaves the stored session alone: a request it still had in flight that comes back 401 neither
 * clears, refreshes nor revokes whatever session is stored by then (the next page's, or the next test's).
 */
import { expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { createAppServices } from '../../src/app/actors/app-services.factory';
import { signInAs } from '../utils/render-route';

it('a stopped app\'s late 401 leaves the session stored after it untouched, and sends nothing with it', async () => {
  signInAs('shipper');
  let asked: () => void = () => {};
  const askedOnce = new Promise<void>((resolve) => (asked = resolve));
  let answer: () => void = () => {};
  const sentAfter: string[] = [];
  let stopped = false;
  server.use(
    http.get('*/api/user/current', async ({ request }) => {
      if (stopped) {
        sentAfter.push(`${new URL(request.url).pathname} ${request.headers.get('Authorization')}`);
        return HttpResponse.json({ code: 401, message: 'expired' }, { status: 401 });
      }
      asked();
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ code: 401, message: 'expired' }, { status: 401 });
    }),
    http.post('*/api/user/refreshToken', ({ request }) => {
      sentAfter.push(new URL(request.url).pathname);
      return HttpResponse.json({}, { status: 400 });
    }),
    http.post('*/api/user/logout', ({ request }) => {
      sentAfter.push(new URL(request.url).pathname);
      return HttpResponse.json({ success: true, code: 200, data: null });
    }),
  );
  const here = new URL('http://localhost/shipment/list');
  const services = createAppServices({ initialUrl: here.href, location: () => here, tokenAutoSignIn: false });
  await askedOnce;
  services.stop();
  stopped = true;

  const next = signInAs('forwarder');
  answer();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(localStorage.getItem('access_token')).toBe(next);
  expect(sentAfter).toEqual([]);
});
