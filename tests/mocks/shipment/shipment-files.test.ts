import { describe, expect, it } from 'vitest';
import { findShipment, shipments } from '../../../mocks/store/shipment.store';
import { COMPANY } from '../../../mocks/store/users.store';
import { call, callJson, pdfPart, sharedShipment, uploadKey, type FilePart, type Schemas } from './shipment-test-kit';

const MAX = 7_340_032;

function upload(id: string, who: 'shipper' | 'forwarder', parts: Record<string, string | FilePart>, key = uploadKey()) {
  return callJson<Schemas['ShipmentDocument']>('POST', `/shipment/${id}/documents`, who, { multipart: parts, headers: { 'Idempotency-Key': key } });
}
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('shipment documents', () => {
  it('lists the seeded documents newest first and serves each as a real PDF with its file name', async () => {
    const s = sharedShipment('DEPARTED', (x) => x.documents.length >= 2);
    const list = await callJson<Schemas['ShipmentDocument'][]>('GET', `/shipment/${s.id}/documents`, 'shipper');
    expect(list.code).toBe(200);
    expect(list.data?.length).toBe(s.documents.length);
    const times = list.data?.map((d) => d.uploadedAt) ?? [];
    expect(times).toEqual([...times].sort().reverse());

    const doc = list.data?.[0] as Schemas['ShipmentDocument'];
    const res = await call('GET', `/shipment/${s.id}/documents/${doc.id}`, 'forwarder');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(res.headers.get('Content-Disposition')).toContain(`filename="${doc.fileName}"`);
    const bytes = await bytesOf(res);
    expect(bytes.byteLength).toBe(doc.size);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(s.shipmentNo);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('stores an upload, lists it for both sides and gives back the same bytes', async () => {
    const s = sharedShipment('ARRIVED');
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00, 0x81]);
    const res = await upload(s.id, 'shipper', { file: pdfPart('Packing list (final).pdf', content), type: 'PACKING_LIST' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ type: 'PACKING_LIST', fileName: 'Packing list (final).pdf', size: content.byteLength, category: 'Customs', uploadedBy: 'Sam Shipper', canDelete: true, contentType: 'application/pdf' });

    const forwarderList = await callJson<Schemas['ShipmentDocument'][]>('GET', `/shipment/${s.id}/documents`, 'forwarder');
    const seen = forwarderList.data?.find((d) => d.id === res.data?.id);
    expect(seen?.canDelete).toBe(false);
    const download = await call('GET', `/shipment/${s.id}/documents/${res.data?.id}`, 'forwarder');
    expect(await bytesOf(download)).toEqual(content);
    expect((await callJson<Schemas['Shipment']>('GET', `/shipment/${s.id}`, 'shipper')).data?.documents[0]?.id).toBe(res.data?.id);
  });

  it('replays the first answer for the same Idempotency-Key instead of storing twice', async () => {
    const s = sharedShipment('DEPARTED');
    const before = findShipment(s.id)?.documents.length ?? 0;
    const key = uploadKey();
    const first = await upload(s.id, 'forwarder', { file: pdfPart('HBL-draft.pdf'), type: 'OTHERS', category: 'Bills of lading' }, key);
    const again = await upload(s.id, 'forwarder', { file: pdfPart('HBL-draft.pdf'), type: 'OTHERS', category: 'Bills of lading' }, key);
    expect(first.code).toBe(200);
    expect(again.data?.id).toBe(first.data?.id);
    expect(findShipment(s.id)?.documents.length).toBe(before + 1);
    expect(first.data?.category).toBe('Bills of lading');
    const missingKey = await call('POST', `/shipment/${s.id}/documents`, 'forwarder', { multipart: { file: pdfPart(), type: 'OTHERS' } });
    expect(missingKey.status).toBe(400);
  });

  it('accepts exactly 7MB and refuses one byte more (30004), and refuses types outside the list (30005)', async () => {
    const s = sharedShipment('DEPARTED');
    const exact = await upload(s.id, 'shipper', { file: pdfPart('scan.pdf', new Uint8Array(MAX)), type: 'OTHERS' });
    expect(exact.code).toBe(200);
    expect(exact.data?.size).toBe(MAX);
    const over = await upload(s.id, 'shipper', { file: pdfPart('scan.pdf', new Uint8Array(MAX + 1)), type: 'OTHERS' });
    expect(over.code).toBe(30004);

    for (const name of ['rates.xlsx', 'rates.xls', 'list.csv', 'letter.docx', 'letter.doc', 'photo.png', 'photo.JPG', 'photo.jpeg']) {
      expect((await upload(s.id, 'shipper', { file: { fileName: name, contentType: 'application/octet-stream', content: 'data' }, type: 'OTHERS' })).code, name).toBe(200);
    }
    for (const name of ['setup.exe', 'archive.zip', 'noextension', 'page.html']) {
      expect((await upload(s.id, 'shipper', { file: { fileName: name, contentType: 'application/octet-stream', content: 'data' }, type: 'OTHERS' })).code, name).toBe(30005);
    }
  });

  it('answers 90001 without a file, for an empty file or an unknown type', async () => {
    const s = sharedShipment('DEPARTED');
    expect((await upload(s.id, 'shipper', { type: 'OTHERS' })).code).toBe(90001);
    expect((await upload(s.id, 'shipper', { file: pdfPart('empty.pdf', ''), type: 'OTHERS' })).code).toBe(90001);
    expect((await upload(s.id, 'shipper', { file: pdfPart(), type: 'INVOICE' })).code).toBe(90001);
    expect((await upload(s.id, 'shipper', { file: pdfPart() })).code).toBe(90001);
  });

  it("lets only the uploader's company delete, and answers 30006 for an unknown document", async () => {
    const s = shipments().find((x) => x.buyerCompanyId === COMPANY.acme && x.forwarderCompanyId === COMPANY.pacific && x.status !== 'CLOSED'
      && x.documents.some((d) => d.uploaderCompanyId === COMPANY.acme) && x.documents.some((d) => d.uploaderCompanyId === COMPANY.pacific));
    if (!s) throw new Error('seed has no shipment with documents from both sides');
    const mine = s.documents.find((d) => d.uploaderCompanyId === COMPANY.acme)?.id ?? '';
    const theirs = s.documents.find((d) => d.uploaderCompanyId === COMPANY.pacific)?.id ?? '';
    expect((await callJson('DELETE', `/shipment/${s.id}/documents/${theirs}`, 'shipper')).code).toBe(10303);
    expect((await callJson('DELETE', `/shipment/${s.id}/documents/${mine}`, 'forwarder')).code).toBe(10303);
    expect((await callJson('DELETE', `/shipment/${s.id}/documents/${mine}`, 'admin')).code).toBe(200);
    expect(findShipment(s.id)?.documents.some((d) => d.id === mine)).toBe(false);
    expect((await callJson('DELETE', `/shipment/${s.id}/documents/${mine}`, 'shipper')).code).toBe(30006);
    expect((await callJson('GET', `/shipment/${s.id}/documents/${mine}`, 'shipper')).code).toBe(30006);
  });

  it('deletes the bytes of an uploaded document with it', async () => {
    const s = sharedShipment('ARRIVED');
    const up = await upload(s.id, 'forwarder', { file: pdfPart('arrival-notice.pdf'), type: 'OTHERS' });
    expect((await callJson('DELETE', `/shipment/${s.id}/documents/${up.data?.id}`, 'forwarder')).code).toBe(200);
    const res = await callJson('GET', `/shipment/${s.id}/documents/${up.data?.id}`, 'forwarder');
    expect(res.code).toBe(30006);
  });

  it('hides documents of shipments the caller cannot see (30001)', async () => {
    const nordic = shipments().find((x) => x.buyerCompanyId === COMPANY.nordic && x.forwarderCompanyId === COMPANY.sino && x.documents.length > 0);
    const doc = nordic?.documents[0]?.id ?? '';
    expect((await callJson('GET', `/shipment/${nordic?.id}/documents`, 'shipper')).code).toBe(30001);
    expect((await callJson('GET', `/shipment/${nordic?.id}/documents/${doc}`, 'forwarder')).code).toBe(30001);
    expect((await upload(nordic?.id ?? '', 'shipper', { file: pdfPart(), type: 'OTHERS' })).code).toBe(30001);
    expect((await call('GET', `/shipment/${nordic?.id}/documents/${doc}`, null)).status).toBe(401);
  });
});

describe('shipment comments', () => {
  const comment = (id: string, who: 'shipper' | 'forwarder', parts: Record<string, string | FilePart | FilePart[]>) =>
    callJson<Schemas['ShipmentComment']>('POST', `/shipment/${id}/comments`, who, { multipart: parts });

  it('posts a comment with attachments that both sides read back, oldest first', async () => {
    const s = sharedShipment('DEPARTED');
    const before = s.comments.length;
    const first = await comment(s.id, 'shipper', { text: '  Is the vessel still on schedule?  ' });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ text: 'Is the vessel still on schedule?', author: { name: 'Sam Shipper', companyName: 'Acme Home Goods Inc.', role: 'BUYER' }, attachments: [] });

    const files = [pdfPart('arrival-notice.pdf', '%PDF-1.4 notice'), { fileName: 'rates.csv', contentType: 'text/csv', content: 'fee,amount\nTHC,180\n' }];
    const reply = await comment(s.id, 'forwarder', { text: 'Yes, ETA unchanged. Arrival notice attached.', files });
    expect(reply.code).toBe(200);
    expect(reply.data?.author).toEqual({ name: 'Fiona Forwarder', companyName: 'Pacific Bridge Logistics Ltd.', role: 'SELLER' });
    expect(reply.data?.attachments.map((a) => [a.fileName, a.size])).toEqual([['arrival-notice.pdf', 15], ['rates.csv', 19]]);

    const thread = await callJson<Schemas['ShipmentComment'][]>('GET', `/shipment/${s.id}/comments`, 'shipper');
    expect(thread.data?.slice(-2).map((c) => c.id)).toEqual([first.data?.id, reply.data?.id]);
    const times = thread.data?.map((c) => c.createdAt) ?? [];
    expect(times).toEqual([...times].sort());

    const csv = reply.data?.attachments[1];
    const download = await call('GET', `/shipment/${s.id}/comments/${reply.data?.id}/attachments/${csv?.id}`, 'shipper');
    expect(download.headers.get('Content-Disposition')).toContain('filename="rates.csv"');
    expect(await download.text()).toBe('fee,amount\nTHC,180\n');
    expect((await callJson<Schemas['Shipment']>('GET', `/shipment/${s.id}`, 'shipper')).data?.commentCount).toBe(before + 2);
  });

  it('serves seeded attachments as PDFs', async () => {
    const s = shipments().find((x) => x.buyerCompanyId === COMPANY.acme && x.comments.some((c) => c.attachments.length));
    const c = s?.comments.find((x) => x.attachments.length);
    const a = c?.attachments[0];
    const res = await call('GET', `/shipment/${s?.id}/comments/${c?.id}/attachments/${a?.id}`, 'shipper');
    const bytes = await bytesOf(res);
    expect(bytes.byteLength).toBe(a?.size);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await callJson('GET', `/shipment/${s?.id}/comments/${c?.id}/attachments/ATT-NOPE`, 'shipper')).code).toBe(30006);
    expect((await callJson('GET', `/shipment/${s?.id}/comments/CMT-NOPE/attachments/${a?.id}`, 'shipper')).code).toBe(30006);
  });

  it('needs text, takes at most 5 files of at most 7MB each with allowed types', async () => {
    const s = sharedShipment('DEPARTED');
    expect((await comment(s.id, 'shipper', { text: '   ' })).code).toBe(90001);
    expect((await comment(s.id, 'shipper', { text: 'x'.repeat(2001) })).code).toBe(90001);
    const six = Array.from({ length: 6 }, (_, i) => pdfPart(`p${i}.pdf`));
    expect((await comment(s.id, 'shipper', { text: 'six files', files: six })).code).toBe(90001);
    expect((await comment(s.id, 'shipper', { text: 'five files', files: six.slice(0, 5) })).data?.attachments).toHaveLength(5);
    expect((await comment(s.id, 'shipper', { text: 'big', files: [pdfPart('a.pdf'), pdfPart('big.pdf', new Uint8Array(MAX + 1))] })).code).toBe(30004);
    expect((await comment(s.id, 'shipper', { text: 'exe', files: { fileName: 'tool.exe', contentType: 'application/octet-stream', content: 'MZ' } })).code).toBe(30005);
    // A refused comment stores nothing.
    expect(findShipment(s.id)?.comments.filter((c) => ['big', 'exe', 'six files'].includes(c.text))).toEqual([]);
  });

  it('answers 30001 for a shipment the caller cannot see', async () => {
    const nordic = shipments().find((x) => x.buyerCompanyId === COMPANY.nordic && x.forwarderCompanyId === COMPANY.sino);
    expect((await callJson('GET', `/shipment/${nordic?.id}/comments`, 'forwarder')).code).toBe(30001);
    expect((await comment(nordic?.id ?? '', 'shipper', { text: 'hello' })).code).toBe(30001);
  });
});
