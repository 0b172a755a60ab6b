/** The shipment page a booking opens: number, status and forwarder from the API, with loading and error states. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setScenarios } from '../../mocks/scenarios';
import { renderRoute } from '../utils/render-route';
import { bookingBody, call, newKey } from '../mocks/quote/quote-fixtures';
import { normalQuote, WAIT } from './booking-ui';

async function bookedShipment() {
  const quote = await normalQuote();
  const { body } = await call<{ shipmentId: string; shipmentNo: string }>('POST', '/booking/confirm', {
    body: bookingBody(quote.id), headers: { 'Idempotency-Key': newKey() },
  });
  expect(body.success, body.message).toBe(true);
  return { quote, ...body.data! };
}

describe('Shipment Details after a booking', () => {
  it('shows the shipment number and status from the API', async () => {
    const { shipmentId, shipmentNo, quote } = await bookedShipment();
    renderRoute(`/shipment/${shipmentId}`, { as: 'shipper' });
    expect(await screen.findByText(shipmentNo, undefined, WAIT)).toBeVisible();
    expect(screen.getByText('Shipment no.')).toBeVisible();
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Booking placed');
    expect(within(screen.getByRole('region', { name: 'Transport' })).getByText(quote.forwarder.name)).toBeVisible();
    // Only the page a booking opens says the booking was placed.
    expect(screen.queryByText(/Your booking is placed/)).not.toBeInTheDocument();
  });

  it('says when the shipment does not exist, with the way to the list', async () => {
    renderRoute('/shipment/SHP-NOPE', { as: 'shipper' });
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('This shipment does not exist or is not visible to you.');
    expect(screen.getByRole('link', { name: 'Go to your shipments' })).toHaveAttribute('href', '/shipment/list');
  });

  it('offers a retry when loading fails', async () => {
    const { shipmentId, shipmentNo } = await bookedShipment();
    setScenarios([{ method: 'GET', path: '/shipment/{id}', status: 500, message: 'Database unavailable', times: 1 }]);
    const app = renderRoute(`/shipment/${shipmentId}`, { as: 'shipper' });
    expect(await screen.findByText('The shipment could not be loaded. Please try again.', undefined, WAIT)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(shipmentNo, undefined, WAIT)).toBeVisible();
  });
});
