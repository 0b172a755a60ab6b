import { describe, expect, it } from 'vitest';
import { readBookingForm } from '../../domain/booking-form';
import * as fixtures from '../mocks/quote/quote-fixtures';

const NOW = Date.parse('2026-12-01T10:00:00Z');

describe('a booking’s body', () => {
  const body = (over: Record<string, unknown> = {}) => fixtures.bookingBody('Q-1', { cargoReadyDate: '2026-12-01', ...over });

  it('takes the parties trimmed, the country in capitals and the HS code as digits', () => {
    const form = readBookingForm(body({
      consignee: { ...fixtures.company(' Acme ', 'us'), stateProvince: ' CA ' },
      commodities: [{ description: ' Cups ', hsCode: '6912.00', value: 10.005, count: 2 }], goodsValue: 20,
    }), NOW);
    expect(form).toMatchObject({
      value: { quoteId: 'Q-1', consignee: { companyName: 'Acme', country: 'US', stateProvince: 'CA' }, commodities: [{ description: 'Cups', hsCode: '691200', value: 10.01, count: 2 }] },
    });
  });

  it('names the first wrong field', () => {
    expect(readBookingForm(body({ cargoReadyDate: '2026-11-30' }), NOW)).toEqual({ error: 'cargoReadyDate: must be today or later' });
    expect(readBookingForm(body({ consignor: { ...fixtures.company('A', 'CN'), email: 'nope' } }), NOW)).toEqual({ error: 'consignor.email: is not an e-mail address' });
    expect(readBookingForm(body({ goodsValue: 10 }), NOW)).toEqual({ error: 'goodsValue: must be at least the commodities\' total value (18000.00)' });
    expect(readBookingForm(body({ acceptQuoteTerms: false }), NOW)).toEqual({ error: 'acceptQuoteTerms: accept the quote terms' });
  });
});
