import { describe, expect, it } from 'vitest';
import { bookedFromQuote } from '../../domain/booked-quote';
import { priceSearch, type PricingContext } from '../../domain/pricing';
import * as fixtures from '../mocks/quote/quote-fixtures';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const NO_STORED_NAMES: PricingContext = { legalNameOf: () => undefined };

describe('what a booking takes from its quote', () => {
  it('records the services as charged: a liftgate asked for where none is charged is not booked, nor a bond where the lane has none', () => {
    const base = fixtures.fclNingboToHamburg();
    const search = {
      ...base, origin: { ...base.origin, cargoReadyDate: '2026-12-08' },
      customs: { ...base.customs, bond: 'SINGLE' as const, goodsValue: 1000 }, services: { ...base.services, liftgateDelivery: true },
    };
    const quote = priceSearch(search, NOW, NO_STORED_NAMES).quotes[0]!;
    const booked = bookedFromQuote(quote);
    expect(booked).toMatchObject({ quoteId: quote.id, forwarderCompanyId: quote.forwarder.companyId, liftgateDelivery: false, customsBond: 'NONE', isf: false });
    expect(booked.origin).toEqual({ type: 'PORT', country: 'CN', city: 'Ningbo', code: 'CNNGB', name: quote.origin.name });
    expect(booked.charges.shipment[0]).not.toHaveProperty('code');
    expect(booked.transitDays).toEqual(quote.transitDays);
    expect(booked.transitDays).not.toBe(quote.transitDays);
  });
});
