/**
 * What a booking takes from its quote: the forwarder, lane, schedule and charge rows as quoted, and the
 * services as charged, so a liftgate or ISF asked for where it does not apply is not recorded as booked,
 * nor a US customs bond on a lane that offers none (decision 160).
 */
import type { QuoteRecord } from './pricing';
import { laneCustoms } from './lane-rules';

const hasCharge = (q: QuoteRecord, code: string) => [...q.charges.origin, ...q.charges.destination, ...q.charges.shipment].some((r) => r.code === code);
const recordRows = (rows: QuoteRecord['charges']['origin']) =>
  rows.map(({ feeName, unitPrice, units, amount, comment, currency, exchangeRate }) => ({ feeName, unitPrice, units, amount, comment, currency, exchangeRate }));
const endOf = ({ type, country, city, code, name }: QuoteRecord['origin']) => ({ type, country, city, code, name });

export function bookedFromQuote(quote: QuoteRecord) {
  const { search } = quote;
  return {
    forwarderCompanyId: quote.forwarder.companyId, forwarderName: quote.forwarder.name, quoteId: quote.id, mode: quote.mode,
    serviceType: quote.serviceType, carrier: quote.carrier, origin: endOf(quote.origin), destination: endOf(quote.destination),
    portOfLoading: quote.portOfLoading, portOfDischarge: quote.portOfDischarge, transitDays: structuredClone(quote.transitDays), currency: quote.currency,
    charges: { origin: recordRows(quote.charges.origin), destination: recordRows(quote.charges.destination), shipment: recordRows(quote.charges.shipment) },
    cargoValue: search.services.insurance ? (search.services.cargoValue ?? null) : null,
    insurance: search.services.insurance,
    liftgatePickup: hasCharge(quote, 'LIFTGATE_PICKUP'), liftgateDelivery: hasCharge(quote, 'LIFTGATE_DELIVERY'),
    customsBond: laneCustoms({ mode: quote.mode, destinationCountry: quote.destination.country }).usBond ? search.customs.bond : 'NONE',
    isf: hasCharge(quote, 'ISF_FILING'), ior: search.customs.ior, hazardous: search.cargo.hazardous,
  };
}
