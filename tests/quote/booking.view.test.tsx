/**
 * Booking Confirm through the real app against the embedded backend: what the shipper sees and
 * what the server ends up with.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setScenarios } from '../../mocks/scenarios';
import { formatAmount } from '../../src/i18n/money';
import { renderRoute } from '../utils/render-route';
import {
  applyPromo, bookButton, bookingPath, bookingsOf, CONSIGNEE, CONSIGNOR, fillBooking, fillCommodity, fillParty, group, normalQuote, openBooking,
  openBookingCharges, openConsignor, payableText, promoBox, storedDraft, WAIT,
} from './booking-ui';

describe('Booking Confirm', { timeout: 60_000 }, () => {
  it('shows the chosen quote: route, mode, forwarder, transit, expiry with its guarantee, charges and total', async () => {
    const quote = await normalQuote();
    await openBooking(quote.id);
    // Named as on Quote Result: place (kind), city, country.
    expect(screen.getByText(/Port of Shanghai \(port\), Shanghai, China → Port of Los Angeles \(port\), Los Angeles, United States/)).toBeVisible();
    expect(screen.getByText('Ocean LCL (shared container)')).toBeVisible();
    expect(screen.getByText(quote.forwarder.name)).toBeVisible();
    expect(screen.getByText(/The price is guaranteed until [A-Z][a-z]{2} \d{1,2} \d{4}; after that it may be adjusted to the market rate\./)).toBeVisible();
    await openBookingCharges();
    expect(screen.getByRole('table', { name: 'Origin port charges' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Shipment charges' })).toBeVisible();
    expect(payableText()).toBe(`${quote.currency} ${formatAmount(quote.total)}`);
    // The consignor from the company profile (folded into its summary); the consignee's end from the quote.
    expect(group('Consignor').getByText('Acme Home Goods Inc.')).toBeVisible();
    expect(group('Consignee').getByRole('textbox', { name: 'City' })).toHaveValue('Los Angeles');
  });

  it('applies and removes a promo code, and books with it', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    await applyPromo(app, 'save10');
    const discount = Math.round(quote.total * 10) / 100;
    expect(await screen.findByText(/Promo code SAVE10 applied/, undefined, WAIT)).toBeVisible();
    expect(payableText()).toBe(`${quote.currency} ${formatAmount(quote.total - discount)}`);
    await app.user.click(screen.getByRole('button', { name: 'Remove promo code' }));
    expect(payableText()).toBe(`${quote.currency} ${formatAmount(quote.total)}`);
    expect(promoBox()).toHaveValue('');

    await applyPromo(app, 'SAVE10');
    await screen.findByText(/Promo code SAVE10 applied/, undefined, WAIT);
    await fillBooking(app);
    await app.user.click(bookButton());
    await app.waitForPath(/^\/shipment\/SHP-/);
    expect(await screen.findByText(/Your booking is placed: shipment SHP\d{8}\./, undefined, WAIT)).toBeVisible();
    expect(screen.getByText('Booking placed')).toBeVisible();
    const [booked] = bookingsOf(quote.id);
    expect(booked).toMatchObject({ promoCode: 'SAVE10', promoDiscount: discount, status: 'BOOKING_PLACED' });
    expect(booked!.consignor.companyName).toBe('Shanghai Meilong Ceramics Co., Ltd.');
  });
});

describe('Booking Confirm: the form', { timeout: 60_000 }, () => {
  it('marks every missing field next to it, linked, focuses the first, and sends nothing', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    await app.user.click(bookButton());
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Some details are missing or wrong. Check the marked fields.');
    // The consignor comes from the company profile and stays folded: the consignee is the first to fill.
    expect(group('Consignor').queryByRole('textbox')).not.toBeInTheDocument();
    expect(group('Consignor').getByRole('button', { name: 'Change the consignor' })).toBeVisible();
    const name = group('Consignee').getByRole('textbox', { name: 'Company name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveFocus();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of this quote.' });
    expect(terms).toHaveAccessibleDescription(/^Please confirm to book\. Read the quote terms/);
    // Typing clears that field's message, and keeps the others.
    await app.user.type(name, 'Meilong');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(group('Consignee').getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(bookingsOf(quote.id)).toHaveLength(0);
  });

  it('checks formats: e-mail, phone, HS code and counts', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    await fillBooking(app);
    const consignor = group('Consignor');
    await app.user.clear(consignor.getByRole('textbox', { name: 'E-mail' }));
    await app.user.type(consignor.getByRole('textbox', { name: 'E-mail' }), 'export@meilong');
    const consignee = group('Consignee');
    await app.user.clear(consignee.getByRole('textbox', { name: 'Phone' }));
    await app.user.type(consignee.getByRole('textbox', { name: 'Phone' }), 'call me');
    const row = group('Commodity 1');
    await app.user.clear(row.getByRole('textbox', { name: 'HS code' }));
    await app.user.type(row.getByRole('textbox', { name: 'HS code' }), '69');
    await app.user.clear(row.getByRole('textbox', { name: 'Number of commodities' }));
    await app.user.type(row.getByRole('textbox', { name: 'Number of commodities' }), '2.5');
    await app.user.click(bookButton());
    expect(await consignor.findByText('Enter a valid e-mail address, e.g. name@example.com.')).toBeVisible();
    expect(consignee.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Enter a valid phone number, e.g. +1 562 555 0101.');
    expect(row.getByRole('textbox', { name: 'HS code' })).toHaveAccessibleDescription('An HS code has 6 to 10 digits; dots, spaces or hyphens may separate them (6302.60.0010).');
    expect(row.getByRole('textbox', { name: 'Number of commodities' })).toHaveAccessibleDescription('Enter a whole number of at least 1.');
    expect(bookingsOf(quote.id)).toHaveLength(0);
  });

  it('adds and removes commodity rows, and books them all', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    expect(screen.getByRole('button', { name: 'Remove commodity 1' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Add a commodity' }));
    await app.user.click(screen.getByRole('button', { name: 'Add a commodity' }));
    expect(screen.getByRole('group', { name: 'Commodity 3' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Remove commodity 2' }));
    expect(screen.queryByRole('group', { name: 'Commodity 3' })).not.toBeInTheDocument();
    await fillBooking(app);
    await fillCommodity(app, 2, { description: 'Glass vases', hsCode: '7013.10', value: '250.5', count: '12' });
    // 18 000 typed is now below the commodities' sum: refused next to the field; emptied, the sum is declared.
    await app.user.click(bookButton());
    const goodsValue = screen.getByRole('textbox', { name: 'Goods value' });
    expect(goodsValue).toHaveAccessibleDescription(/^The goods value cannot be less than the sum of the commodities\./);
    await app.user.clear(goodsValue);
    await app.user.click(bookButton());
    await app.waitForPath(/^\/shipment\//);
    expect(bookingsOf(quote.id)[0]!.commodities).toEqual([
      { description: 'Ceramic tableware', hsCode: '691200', value: 18000, count: 240 },
      { description: 'Glass vases', hsCode: '701310', value: 250.5, count: 12 },
    ]);
    expect(bookingsOf(quote.id)[0]!.goodsValue).toBe(18250.5);
  });

  it('makes one booking of a double click', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    await fillBooking(app);
    await app.user.dblClick(bookButton());
    await app.waitForPath(/^\/shipment\//);
    expect(bookingsOf(quote.id)).toHaveLength(1);
  });

  it('makes one booking when the page is reloaded while the booking is being sent', async () => {
    const quote = await normalQuote();
    const first = await openBooking(quote.id);
    await fillBooking(first);
    setScenarios([{ method: 'POST', path: '/booking/confirm', delayMs: 400, times: 1 }]);
    await first.user.click(bookButton());
    expect(await screen.findByRole('button', { name: 'Booking…' }, WAIT)).toBeDisabled();
    const key = storedDraft(quote.id)!.snapshot.context.idempotencyKey;
    first.unmount();

    // The reload: a new app on the same address restores the draft and sends the same key again.
    const second = renderRoute(bookingPath(quote.id), { as: 'shipper' });
    await second.waitForPath(/^\/shipment\//);
    expect(await screen.findByText('Booking placed', undefined, WAIT)).toBeVisible();
    await waitFor(() => expect(bookingsOf(quote.id)).toHaveLength(1));
    expect(storedDraft(quote.id)).toBeNull();
    expect(key).toMatch(/^booking-/);
  });

  it('keeps the draft across a reload', async () => {
    const quote = await normalQuote();
    const first = await openBooking(quote.id);
    await fillParty(first, 'Consignor', CONSIGNOR);
    await applyPromo(first, 'FLAT50');
    await screen.findByText(/Promo code FLAT50 applied/, undefined, WAIT);
    first.unmount();
    const second = await openBooking(quote.id);
    // Complete, the consignor shows folded again, with what was typed.
    expect(group('Consignor').getByText(CONSIGNOR.contactPerson)).toBeVisible();
    await openConsignor(second);
    expect(group('Consignor').getByRole('textbox', { name: 'Contact person' })).toHaveValue(CONSIGNOR.contactPerson);
    expect(screen.getByText('Promo discount (FLAT50)')).toBeVisible();
  });
});

describe('Booking Confirm: the consignor from the profile', { timeout: 60_000 }, () => {
  it('shows as a summary of its values; Change shows every field, filled and editable', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    const consignor = group('Consignor');
    expect(consignor.queryByRole('textbox')).not.toBeInTheDocument();
    for (const line of ['Acme Home Goods Inc.', 'Sam Shipper', '1200 Harbor Blvd, Suite 400, Long Beach, CA, 90802, United States', '+15625550101', 'shipper@example.com']) {
      expect(consignor.getByText(line)).toBeVisible();
    }
    // Change is a button, named for what it changes, and the first field takes the focus.
    await app.user.click(consignor.getByRole('button', { name: 'Change the consignor' }));
    const name = consignor.getByRole('textbox', { name: 'Company name' });
    expect(name).toHaveValue('Acme Home Goods Inc.');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('id', 'booking-consignor-companyName');
    expect(consignor.getByRole('combobox', { name: 'Country or region' })).toHaveValue('US');
    expect(consignor.getByRole('textbox', { name: 'E-mail' })).toHaveValue('shipper@example.com');
    expect(consignor.queryByRole('button', { name: 'Change the consignor' })).not.toBeInTheDocument();
    // Emptying a required field and filling it again leaves the fields where the shipper is typing.
    const email = consignor.getByRole('textbox', { name: 'E-mail' });
    await app.user.clear(email);
    await app.user.type(email, 'ops@acme.example.com');
    expect(email).toHaveFocus();
    expect(consignor.getByRole('textbox', { name: 'Phone' })).toHaveValue('+15625550101');
  });

  it('opens on a value the server refuses, with the message next to its field and the focus on it', async () => {
    const quote = await normalQuote();
    const app = await openBooking(quote.id);
    await fillParty(app, 'Consignee', CONSIGNEE);
    await fillCommodity(app, 1, { description: 'Ceramic tableware', hsCode: '691200', value: '18000', count: '240' });
    await app.user.click(screen.getByRole('checkbox', { name: 'I confirm this is a commercial shipment and the details are correct.' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this quote.' }));
    expect(group('Consignor').queryByRole('textbox')).not.toBeInTheDocument();
    setScenarios([{ method: 'POST', path: '/booking/confirm', code: 90001, message: 'consignor.zipCode: not a postal code of US', times: 1 }]);
    await app.user.click(bookButton());
    const zip = await group('Consignor').findByRole('textbox', { name: 'ZIP/postal code' }, WAIT);
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('This value was not accepted. Please check it.');
    // The message sits in the field's own group, right under it.
    expect(within(document.getElementById('field::booking-consignor-zipCode')!).getByText('This value was not accepted. Please check it.')).toBeVisible();
    await waitFor(() => expect(zip).toHaveFocus());
    expect(bookingsOf(quote.id)).toHaveLength(0);
  });
});

describe('Booking Confirm: no quote to book', { timeout: 60_000 }, () => {
  it('without a quote id, points to Find Quote', async () => {
    renderRoute('/booking-confirm', { as: 'shipper' });
    expect(await screen.findByText('No quote was chosen. Find a quote first, then choose the one to book.', undefined, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a quote' })).toHaveAttribute('href', '/quote');
  });

  it('tells a forwarder that only shippers book', async () => {
    const quote = await normalQuote();
    renderRoute(bookingPath(quote.id), { as: 'forwarder' });
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Only shippers can book a quote.');
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('offers a retry when the quote cannot be loaded', async () => {
    const quote = await normalQuote();
    setScenarios([{ method: 'GET', path: '/quote/{id}', status: 500, message: 'Database unavailable', times: 1 }]);
    const app = renderRoute(bookingPath(quote.id), { as: 'shipper' });
    expect(await screen.findByText('The quote could not be loaded. Please try again.', undefined, WAIT)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your quote' }, WAIT)).toBeVisible();
  });
});

describe('Booking Confirm in Chinese', { timeout: 60_000 }, () => {
  it('shows the page and its messages in zh_CN', async () => {
    const quote = await normalQuote();
    const app = renderRoute(bookingPath(quote.id), { as: 'shipper', locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { name: '您的报价' }, WAIT)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByText('优惠码不能为空。')).toBeVisible();
    expect(screen.getByRole('group', { name: '发货人' })).toBeVisible();
  });
});
