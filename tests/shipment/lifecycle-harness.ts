/**
 * Test kit for Shipment Details: the REAL lifecycle machine with the app's own actors over the one API
 * client, against the embedded backend in Node, signed in as a demo account; and seeded shipments that
 * both demo accounts see (the shipper's Acme, the forwarder's Pacific Bridge), put in the state a test needs.
 */
import { vi } from 'vitest';
import { createActor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { COMPANY } from '../../mocks/store/users.store';
import { shipments } from '../../mocks/store/shipment.store';
import type { ShipmentRecord, ShipmentStatus } from '../../domain/shipment-records';
import { call } from '../../src/api/call';
import { createApiClient } from '../../src/api/client';
import { createTokenStore } from '../../src/api/token-store';
import { createShipmentDetailActors } from '../../src/app/actors/shipment-detail.actors';
import { connectShipmentLifecycle } from '../../machines/shipment-lifecycle.connect';
import { shipmentLifecycleMachine } from '../../machines/shipment-lifecycle.machine';
import { signInAs } from '../utils/render-route';

export type Account = 'shipper' | 'forwarder';
export const roleOf = (account: Account) => (account === 'shipper' ? ('BUYER' as const) : ('SELLER' as const));

/** A seeded shipment both demo accounts see, in `status`, not on hold, not rated, unless `extra` says otherwise. */
export function sharedShipment(status: ShipmentStatus, extra: (s: ShipmentRecord) => boolean = (s) => !s.onHold): ShipmentRecord {
  const s = shipments().find((x) => x.buyerCompanyId === COMPANY.acme && x.forwarderCompanyId === COMPANY.pacific && x.status === status && extra(x));
  if (!s) throw new Error(`no seeded Acme/Pacific shipment in ${status}`);
  return s;
}

/** The app's API client signed in as a demo account, to prepare data the way the other side would. */
export function clientAs(account: Account) {
  signInAs(account);
  return createApiClient({ tokens: createTokenStore(), onAuthFailure: () => {}, onErrorToast: () => {} });
}

/** The forwarder adds an adjustment (PENDING until the shipper reviews it). */
export async function addAdjustment(shipmentId: string, chargeCode: string, amount: number) {
  const s = shipments().find((x) => x.id === shipmentId)!;
  const client = clientAs('forwarder');
  return call(client.POST('/shipment/{id}/adjustments', { params: { path: { id: shipmentId } }, body: { chargeCode, description: `${chargeCode} charge`, amount, currency: s.currency } }));
}

export function startLifecycle(shipmentId: string, account: Account, options: { bookedShipmentNo?: string; timeoutMs?: number } = {}) {
  signInAs(account);
  const client = createApiClient({ tokens: createTokenStore(), timeoutMs: options.timeoutMs, onAuthFailure: () => {}, onErrorToast: () => {} });
  const machine = shipmentLifecycleMachine.provide({ actors: createShipmentDetailActors(client) });
  const actor = createActor(machine, { input: { shipmentId, role: roleOf(account), bookedShipmentNo: options.bookedShipmentNo } }).start();
  return {
    actor,
    view: () => connectShipmentLifecycle(actor.getSnapshot(), actor.send),
    /** Until the detail is loaded and nothing is on its way. */
    // Polled: a child's answer (the review of an adjustment) need not change the lifecycle's own snapshot.
    settled: () =>
      vi.waitFor(
        () => {
          if (!isSettled(actor.getSnapshot())) throw new Error(`still busy: ${JSON.stringify(actor.getSnapshot().value)}`);
        },
        { timeout: 4000, interval: 5 },
      ),
  };
}

export type Lifecycle = ReturnType<typeof startLifecycle>;
type Snapshot = SnapshotFrom<typeof shipmentLifecycleMachine>;

/** Nothing on its way: no load, no action, no reload, no adjustment call. */
export function isSettled(s: Snapshot): boolean {
  if (s.matches('loading')) return false;
  if (!s.matches('ready')) return true;
  const child = s.children.adjustments as AnyActorRef | undefined;
  const adjustments: unknown = child?.getSnapshot().value;
  const adjustmentsBusy = adjustments === 'approving' || JSON.stringify(adjustments ?? '').includes('submitting');
  return s.matches({ ready: { sync: 'current' } }) && !s.hasTag('busy') && !adjustmentsBusy;
}

/** Counts the loads of one shipment's detail from now on (GET /shipment/{id}). */
export function countLoads(shipmentId: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === `/api/shipment/${shipmentId}`) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const REAL = 'x-test-real-answer';
/**
 * From now on the shipment detail answers a status this app has never heard of: the embedded
 * backend's own answer (asked again with a marker, which this handler lets through) with `status` replaced.
 */
export function serveUnknownStatus(status: string) {
  server.use(
    http.get('*/api/shipment/:id', async ({ request }) => {
      if (request.headers.has(REAL)) return undefined;
      const headers = new Headers(request.headers);
      headers.set(REAL, '1');
      const real = await fetch(request.url, { headers });
      const body = (await real.json()) as { data?: Record<string, unknown> };
      return HttpResponse.json(body.data ? { ...body, data: { ...body.data, status } } : body);
    }),
  );
}

/** The next load of the detail answers what the server had when it was asked, but only after `ms`. */
export function serveSlowDetail(ms: number) {
  server.use(
    http.get(
      '*/api/shipment/:id',
      async ({ request }) => {
        const headers = new Headers(request.headers);
        headers.set(REAL, '1');
        const body: unknown = await (await fetch(request.url, { headers })).json();
        await new Promise((resolve) => setTimeout(resolve, ms));
        return HttpResponse.json(body as Record<string, unknown>);
      },
      { once: true },
    ),
  );
}
