/**
 * What the shipment handler tests share: calling the embedded backend the way the app does
 * (fetch to http://localhost/api/... with a bearer token of a demo user) and picking seeded shipments
 * by what they are rather than by id.
 */
import { issueTokens } from '../../../mocks/store/sessions.store';
import { shipments } from '../../../mocks/store/shipment.store';
import type { ShipmentRecord, ShipmentStatus } from '../../../domain/shipment-records';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import type { components } from '../../../src/api/schema.gen';

export type Schemas = components['schemas'];
export type Who = keyof typeof DEMO_USER | null;

export interface FilePart {
  fileName: string;
  contentType: string;
  content: string | Uint8Array;
}

export interface CallOptions {
  json?: unknown;
  /** Multipart parts; an array value sends the same field several times. */
  multipart?: Record<string, string | FilePart | FilePart[]>;
  headers?: Record<string, string>;
}

/**
 * Multipart encoded by hand: under jsdom the global FormData and File are jsdom's, which Node's
 * Request cannot serialise.
 */
function encodeMultipart(parts: NonNullable<CallOptions['multipart']>): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----shipment-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Uint8Array[] = [];
  const text = (t: string) => chunks.push(new TextEncoder().encode(t));
  for (const [name, value] of Object.entries(parts)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'string') {
        text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
      } else {
        text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${v.fileName}"\r\nContent-Type: ${v.contentType}\r\n\r\n`);
        chunks.push(typeof v.content === 'string' ? new TextEncoder().encode(v.content) : v.content);
        text('\r\n');
      }
    }
  }
  text(`--${boundary}--\r\n`);
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A fresh access token (the store, tokens included, is reset after each test). */
export function tokenFor(who: Exclude<Who, null>): string {
  return issueTokens(DEMO_USER[who]).access_token;
}

export async function call(method: string, path: string, who: Who, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (who) headers.set('Authorization', `Bearer ${tokenFor(who)}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.multipart) {
    const encoded = encodeMultipart(options.multipart);
    headers.set('Content-Type', encoded.contentType);
    body = encoded.body;
  }
  return fetch(`http://localhost/api${path}`, { method, headers, body });
}

export interface Envelope<T> {
  success: boolean;
  code: number;
  message?: string;
  data?: T;
}

/** Calls and parses the JSON envelope. */
export async function callJson<T>(method: string, path: string, who: Who, options: CallOptions = {}): Promise<Envelope<T> & { status: number }> {
  const response = await call(method, path, who, options);
  const body = (await response.json()) as Envelope<T>;
  return { ...body, status: response.status };
}

export const getShipment = (id: string, who: Who = 'shipper') => callJson<Schemas['Shipment']>('GET', `/shipment/${id}`, who);

export function listShipments(who: Who, query: Partial<Schemas['PagedQuery']> = {}) {
  return callJson<Schemas['ShipmentSummaryPage']>('POST', '/shipment/list', who, { json: { pageNumber: 0, pageSize: 9999, ...query } });
}

/** A seeded shipment of Acme (the shipper's company) handled by Pacific (the forwarder's company). */
export function sharedShipment(status: ShipmentStatus, extra: (s: ShipmentRecord) => boolean = () => true): ShipmentRecord {
  const s = shipments().find(
    (x) => x.buyerCompanyId === COMPANY.acme && x.forwarderCompanyId === COMPANY.pacific && x.status === status && extra(x),
  );
  if (!s) throw new Error(`no seeded Acme/Pacific shipment in ${status}`);
  return s;
}

export const notHeld = (s: ShipmentRecord) => !s.onHold;

export const pdfPart = (fileName = 'invoice.pdf', content: string | Uint8Array = '%PDF-1.4\n% test\n%%EOF\n'): FilePart => ({
  fileName, contentType: 'application/pdf', content,
});

export const uploadKey = () => `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;
