import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { makePdf } from '../../mocks/pdf';
import { ApiError } from '../../src/api/api-error';
import { call, callBlob } from '../../src/api/call';
import { ResultCode } from '../../src/api/result-codes';
import { makeClient, ok, rejectionOf, signIn } from './api-harness';

describe('call', () => {
  it("returns the envelope's data", async () => {
    server.use(http.get('*/api/shipment/detail', () => HttpResponse.json(ok({ id: 'S-1', status: 'BOOKED' }))));
    const { client, tokens } = makeClient();
    signIn(tokens);

    await expect(call(client.GET('/shipment/detail'))).resolves.toEqual({ id: 'S-1', status: 'BOOKED' });
  });

  it('returns null for an envelope without data', async () => {
    server.use(http.post('*/api/user/update', () => HttpResponse.json({ success: true, code: 200, message: 'Save successfully' })));
    const { client } = makeClient();

    await expect(call(client.POST('/user/update', { body: {} }))).resolves.toBeNull();
  });

  it('throws a business ApiError for HTTP 200 with success false, without any toast or sign-out', async () => {
    server.use(
      http.post('*/api/promo/check', () =>
        HttpResponse.json({ success: false, code: ResultCode.PROMO_EXPIRED, message: 'promo code expired' }),
      ),
    );
    const { client, tokens, onErrorToast, onAuthFailure } = makeClient();
    signIn(tokens);

    const error = await rejectionOf(call(client.POST('/promo/check', { body: { code: 'SUMMER' } })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', status: 200, code: 40002, serverMessage: 'promo code expired' });
    expect(onErrorToast).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(tokens.getTokens().accessToken).toBe('at-1');
  });

  it('throws when a 200 answer is not an envelope (a contract breach)', async () => {
    server.use(http.get('*/api/shipment/detail', () => HttpResponse.json({ id: 'S-1' })));
    const { client } = makeClient();

    await expect(rejectionOf(call(client.GET('/shipment/detail')))).resolves.toMatchObject({ kind: 'http', status: 200 });
  });
});

describe('callBlob', () => {
  // A real PDF followed by every byte value, so any text decoding on the way would show.
  const pdfBytes = () => {
    const pdf = makePdf('Invoice INV-1', ['Ocean freight  1,234.00 USD']);
    const binary = Uint8Array.from({ length: 256 }, (_, i) => i);
    const bytes = new Uint8Array(pdf.length + binary.length);
    bytes.set(pdf);
    bytes.set(binary, pdf.length);
    return bytes;
  };

  it('returns the PDF whole, byte for byte, with its file name', async () => {
    const bytes = pdfBytes();
    server.use(
      http.get('*/api/billing/invoice/pdf', () =>
        HttpResponse.arrayBuffer(bytes.slice().buffer, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="INV-1.pdf"' },
        }),
      ),
    );
    const { client, tokens } = makeClient();
    signIn(tokens);

    const download = await callBlob(client.GET('/billing/invoice/pdf', { parseAs: 'blob' }));
    expect(download.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(bytes);
    expect(download.fileName).toBe('INV-1.pdf');
  });

  it('reads an RFC 5987 file name', async () => {
    server.use(
      http.get('*/api/billing/invoice/pdf', () =>
        HttpResponse.arrayBuffer(new Uint8Array([37, 80, 68, 70]).buffer, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8.pdf" },
        }),
      ),
    );
    const { client } = makeClient();

    await expect(callBlob(client.GET('/billing/invoice/pdf', { parseAs: 'blob' }))).resolves.toMatchObject({ fileName: '发票.pdf' });
  });

  it('turns a JSON envelope with success false into a business error', async () => {
    server.use(
      http.get('*/api/shipment/document', () =>
        HttpResponse.json({ success: false, code: ResultCode.DOCUMENT_NOT_FOUND, message: 'document not found' }),
      ),
    );
    const { client, onErrorToast } = makeClient();

    const error = await rejectionOf(callBlob(client.GET('/shipment/document', { parseAs: 'blob' })));
    expect(error).toMatchObject({ kind: 'business', code: 30006, serverMessage: 'document not found' });
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('refuses a body of another content type', async () => {
    server.use(http.get('*/api/billing/invoice/pdf', () => HttpResponse.html('<html>proxy page</html>')));
    const { client } = makeClient();

    await expect(rejectionOf(callBlob(client.GET('/billing/invoice/pdf', { parseAs: 'blob' })))).resolves.toMatchObject({
      kind: 'http',
      status: 200,
    });
  });
});
