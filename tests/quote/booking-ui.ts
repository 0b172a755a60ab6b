/**
 * Drives Booking Confirm as a shipper would, for the view tests and the model-based test: a real
 * quote from the embedded backend's search, the page opened through the real app, the form filled
 * through its labels.
 */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { components } from '../../src/api/schema.gen';
import { shipments } from '../../mocks/store/shipment.store';
import { renderRoute, type RenderRouteOptions, type RenderRouteResult } from '../utils/render-route';
import { call, lclShanghaiToLosAngeles, type Quote, type QuoteSearch } from '../mocks/quote/quote-fixtures';

export const WAIT = { timeout: 5000 };

/** Quotes of a search, as the Quote Result page gets them. */
export async function searchQuotes(search: QuoteSearch = lclShanghaiToLosAngeles()): Promise<Quote[]> {
  const { body } = await call<components['schemas']['QuoteSearchResult']>('POST', '/quote/search', { body: search });
  expect(body.success, body.message).toBe(true);
  return body.data!.list;
}

/** The cheapest quote of the docs' "normal search" (LCL Shanghai → Los Angeles). */
export async function normalQuote(): Promise<Quote> {
  const [quote] = await searchQuotes();
  return quote!;
}

export const bookingPath = (quoteId: string) => `/booking-confirm?quoteId=${encodeURIComponent(quoteId)}`;

/** Opens Booking Confirm for a quote as the demo shipper and waits for the quote to show. */
export async function openBooking(quoteId: string, options: RenderRouteOptions = {}): Promise<RenderRouteResult> {
  const app = renderRoute(bookingPath(quoteId), { as: 'shipper', ...options });
  await screen.findByRole('heading', { name: 'Your quote' }, WAIT);
  return app;
}

export const group = (name: string | RegExp) => within(screen.getByRole('group', { name }));
export const bookButton = () => screen.getByRole('button', { name: /^(Book now|Booking…)$/ });
export const promoBox = () => screen.getByRole('textbox', { name: 'Promo code' });

/** The "Total to pay" amount as shown. */
export const payableText = () => (screen.getByText(/^Total to pay /).textContent ?? '').replace(/^Total to pay /, '');

/** Opens the charges breakdown (folded by default). */
export async function openBookingCharges() {
  const summary = screen.getByText('Charges');
  summary.closest('details')?.setAttribute('open', '');
}

/**
 * A user for typing into this long form. user-event checks CSS pointer-events up the tree before
 * every pointer action, and jsdom's getComputedStyle over Chakra's styles is slow: typing does not
 * need that check.
 */
const typist = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function put(_app: RenderRouteResult, element: HTMLElement, text: string) {
  // clear() focuses the field and empties it; one paste instead of a keystroke per character.
  await typist.clear(element);
  if (text) await typist.paste(text);
}

export interface PartyDetails {
  companyName: string;
  contactPerson: string;
  address: string;
  zipCode: string;
  phone: string;
  email: string;
}

export const CONSIGNOR: PartyDetails = {
  companyName: 'Shanghai Meilong Ceramics Co., Ltd.', contactPerson: 'Wang Li', address: '88 Century Avenue', zipCode: '200120',
  phone: '+86 21 5555 0101', email: 'export@meilong.example.com',
};
export const CONSIGNEE: PartyDetails = {
  companyName: 'Acme Home Goods Inc.', contactPerson: 'Sam Shipper', address: '1200 Harbor Blvd', zipCode: '90802',
  phone: '+1 562 555 0101', email: 'receiving@acme.example.com',
};

const LABELS: Record<keyof PartyDetails, string> = {
  companyName: 'Company name', contactPerson: 'Contact person', address: 'Address', zipCode: 'ZIP/postal code', phone: 'Phone', email: 'E-mail',
};

/** The consignor filled from the profile shows as a summary: Change shows its fields. Nothing to do when they show. */
export async function openConsignor(app: RenderRouteResult) {
  const change = group('Consignor').queryByRole('button', { name: 'Change the consignor' });
  if (change) await app.user.click(change);
}

export async function fillParty(app: RenderRouteResult, legend: 'Consignor' | 'Consignee', details: PartyDetails) {
  if (legend === 'Consignor') await openConsignor(app);
  const party = group(legend);
  for (const [field, label] of Object.entries(LABELS) as [keyof PartyDetails, string][]) {
    await put(app, party.getByRole('textbox', { name: label }), details[field]);
  }
}

export async function fillCommodity(app: RenderRouteResult, n: number, c: { description: string; hsCode: string; value: string; count: string }) {
  const row = group(`Commodity ${n}`);
  await put(app, row.getByRole('textbox', { name: 'Description' }), c.description);
  await put(app, row.getByRole('textbox', { name: 'HS code' }), c.hsCode);
  await put(app, row.getByRole('textbox', { name: 'Value' }), c.value);
  await put(app, row.getByRole('textbox', { name: 'Number of commodities' }), c.count);
}

/** Everything a valid booking needs, both confirmations included. */
export async function fillBooking(app: RenderRouteResult) {
  await fillParty(app, 'Consignor', CONSIGNOR);
  await fillParty(app, 'Consignee', CONSIGNEE);
  await fillCommodity(app, 1, { description: 'Ceramic tableware', hsCode: '691200', value: '18000', count: '240' });
  await put(app, screen.getByRole('textbox', { name: 'Goods value' }), '18000');
  await app.user.click(screen.getByRole('checkbox', { name: 'I confirm this is a commercial shipment and the details are correct.' }));
  await app.user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this quote.' }));
}

export async function applyPromo(app: RenderRouteResult, code: string) {
  await put(app, promoBox(), code);
  await typist.click(screen.getByRole('button', { name: 'Apply' }));
}

/** Types into a field (one paste), e.g. on the sign-in page. */
export const typeInto = (app: RenderRouteResult, element: HTMLElement, text: string) => put(app, element, text);

/** Shipments booked from a quote in the embedded backend. */
export const bookingsOf = (quoteId: string) => shipments().filter((s) => s.quoteId === quoteId);

/** The persisted draft of the demo shipper for a quote, if any. */
export function storedDraft(quoteId: string): { snapshot: { value: unknown; context: { idempotencyKey: string; values: { consignor: { companyName: string } } } } } | null {
  const raw = localStorage.getItem(`freight-draft:booking:USR-SHIPPER:${quoteId}`);
  return raw ? JSON.parse(raw) : null;
}
