/**
 * One marketplace for every browser: over the Node server's socket, and through HTTP alone, a shipper
 * books a forwarder's quote and the forwarder, signed in separately, sees the booking, puts it on hold
 * with a reason the shipper then reads, and downloads the very bytes of the shipper's document.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bookingBody, lclShanghaiToLosAngeles, type Envelope, type Quote } from '../mocks/quote/quote-fixtures';
import { signInThrough, startApiServer, type ApiServer } from './api-server';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

interface Party {
  companyId: string;
  /** Sends a JSON call as this party and reads the envelope. */
  call: <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Envelope<T>>;
  authorization: string;
}

async function signIn(email: string): Promise<Party> {
  const session = await signInThrough(server.request, email);
  const authorization = `Bearer ${session.access_token}`;
  return {
    companyId: session.user.companyId,
    authorization,
    call: async (method, path, body, headers = {}) => {
      const res = await server.request(`/api${path}`, {
        method,
        headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBe(200);
      return res.json();
    },
  };
}

interface ShipmentSummary { id: string; shipmentNo: string }
interface Shipment { id: string; status: string; onHold: boolean; hold: { category: string; reason: string } | null }
interface ShipmentDocument { id: string; fileName: string }

test('a shipper and a forwarder see the same booking, hold and document', async () => {
  const shipper = await signIn('shipper@example.com');
  const forwarder = await signIn('forwarder@example.com');

  // The shipper searches and books the forwarder's quote.
  const search = await shipper.call<{ list: Quote[] }>('POST', '/quote/search', lclShanghaiToLosAngeles());
  const quote = search.data!.list.find((q) => q.forwarder.companyId === forwarder.companyId);
  expect(quote, "a quote of the demo forwarder's company").toBeDefined();
  const booked = await shipper.call<{ shipmentId: string; shipmentNo: string }>('POST', '/booking/confirm', bookingBody(quote!.id), {
    'Idempotency-Key': `two-parties-${crypto.randomUUID()}`,
  });
  expect(booked.code).toBe(200);
  const { shipmentId, shipmentNo } = booked.data!;

  // The forwarder finds it in its own list.
  const list = await forwarder.call<{ list: ShipmentSummary[] }>('POST', '/shipment/list', {
    pageNumber: 0, pageSize: 20, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: shipmentNo }],
  });
  expect(list.data!.list.map((s) => s.id)).toEqual([shipmentId]);

  // The shipper sends it to the forwarder, who puts it on hold with a reason.
  expect((await shipper.call('POST', `/shipment/${shipmentId}/send-to-provider`)).code).toBe(200);
  const reason = 'Customs exam ordered; cargo at the exam station.';
  const held = await forwarder.call<Shipment>('POST', `/shipment/${shipmentId}/hold`, { onHold: true, category: 'CUSTOMS_QUERY', reason });
  expect(held.code).toBe(200);

  const seen = await shipper.call<Shipment>('GET', `/shipment/${shipmentId}`);
  expect(seen.data).toMatchObject({ onHold: true, hold: { category: 'CUSTOMS_QUERY', reason } });

  // A document the shipper uploads, the forwarder downloads byte for byte.
  const bytes = new Uint8Array(4096).map((_, i) => (i * 151 + 7) % 256);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'Commercial-invoice.pdf');
  form.set('type', 'COMMERCIAL_INVOICE');
  const upload = await server.request(`/api/shipment/${shipmentId}/documents`, {
    method: 'POST', body: form, headers: { Authorization: shipper.authorization, 'Idempotency-Key': `two-parties-${crypto.randomUUID()}` },
  });
  const uploaded = (await upload.json()) as Envelope<ShipmentDocument>;
  expect(uploaded.code).toBe(200);

  const documents = await forwarder.call<ShipmentDocument[]>('GET', `/shipment/${shipmentId}/documents`);
  expect(documents.data!.map((d) => d.id)).toContain(uploaded.data!.id);
  const download = await server.request(`/api/shipment/${shipmentId}/documents/${uploaded.data!.id}`, { headers: { Authorization: forwarder.authorization } });
  expect(download.status).toBe(200);
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
});
