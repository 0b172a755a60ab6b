/**
 * Contract samples of the shipment area: a success per operation and one sample per business code it
 * can answer. Shipments are picked from the seed by what they are (status, buyer, forwarder), never by
 * a hard-coded id, so the samples keep meaning the same thing if the seed changes.
 */
import type { Sample } from '../sample';
import { shipments } from '../../../mocks/store/shipment.store';
import type { AdjustmentStatus, ShipmentRecord, ShipmentStatus } from '../../../domain/shipment-records';
import { COMPANY } from '../../../mocks/store/users.store';

/** A shipment of the shipper's company (Acme) handled by the forwarder's company (Pacific). */
function shared(status: ShipmentStatus, extra: (s: ShipmentRecord) => boolean = () => true): ShipmentRecord {
  const s = shipments().find(
    (x) => x.buyerCompanyId === COMPANY.acme && x.forwarderCompanyId === COMPANY.pacific && x.status === status && extra(x),
  );
  if (!s) throw new Error(`seed has no Acme/Pacific shipment in ${status}`);
  return s;
}
/** A shipment neither demo account can see: Nordic's, handled by SinoTrans. */
function foreign(): ShipmentRecord {
  const s = shipments().find((x) => x.buyerCompanyId === COMPANY.nordic && x.forwarderCompanyId === COMPANY.sino);
  if (!s) throw new Error('seed has no Nordic/Sino shipment');
  return s;
}
const idOf = (s: ShipmentRecord) => ({ id: s.id });
const notHeld = (s: ShipmentRecord) => !s.onHold;

const pdf = (name = 'invoice.pdf') => ({ fileName: name, contentType: 'application/pdf', content: '%PDF-1.4\n% sample\n%%EOF\n' });
const tooBig = () => ({ fileName: 'scan.pdf', contentType: 'application/pdf', content: new Uint8Array(7_340_033) });
const exe = () => ({ fileName: 'setup.exe', contentType: 'application/octet-stream', content: 'MZ' });

function withSeededDocument(): { id: string; documentId: string } {
  const s = shipments().find((x) => x.buyerCompanyId === COMPANY.acme && x.forwarderCompanyId === COMPANY.pacific && x.documents.length > 0);
  if (!s?.documents[0]) throw new Error('seed has no document');
  return { id: s.id, documentId: s.documents[0].id };
}
function deletableByShipper(closed: boolean): { id: string; documentId: string } {
  const s = shipments().find(
    (x) => x.buyerCompanyId === COMPANY.acme && (x.status === 'CLOSED') === closed && x.documents.some((d) => d.uploaderCompanyId === COMPANY.acme),
  );
  const d = s?.documents.find((x) => x.uploaderCompanyId === COMPANY.acme);
  if (!s || !d) throw new Error('seed has no document uploaded by Acme');
  return { id: s.id, documentId: d.id };
}
function uploadedByForwarder(): { id: string; documentId: string } {
  const s = shipments().find(
    (x) => x.buyerCompanyId === COMPANY.acme && x.status !== 'CLOSED' && x.documents.some((d) => d.uploaderCompanyId === COMPANY.pacific),
  );
  const d = s?.documents.find((x) => x.uploaderCompanyId === COMPANY.pacific);
  if (!s || !d) throw new Error('seed has no document uploaded by Pacific');
  return { id: s.id, documentId: d.id };
}
function withAttachment(): { id: string; commentId: string; attachmentId: string } {
  for (const s of shipments()) {
    if (s.buyerCompanyId !== COMPANY.acme) continue;
    const c = s.comments.find((x) => x.attachments.length > 0);
    if (c?.attachments[0]) return { id: s.id, commentId: c.id, attachmentId: c.attachments[0].id };
  }
  throw new Error('seed has no comment attachment for Acme');
}

const forwarded = (status: ShipmentStatus) => () => idOf(shared(status, notHeld));

const moving = (s: ShipmentRecord) => !['CLOSED', 'CANCELLED'].includes(s.status);
/** An adjustment in one of `states` on a moving shipment the demo account sees (docs/decisions/039). */
function adjustmentIn(as: 'shipper' | 'forwarder', states: readonly AdjustmentStatus[]): { id: string; adjustmentId: string } {
  for (const s of shipments()) {
    const visible = as === 'shipper' ? s.buyerCompanyId === COMPANY.acme : s.forwarderCompanyId === COMPANY.pacific;
    if (!visible || !moving(s)) continue;
    const a = s.adjustments.find((x) => x.source === 'FORWARDER' && states.includes(x.status));
    if (a) return { id: s.id, adjustmentId: a.id };
  }
  throw new Error(`seed has no ${states.join('/')} adjustment for the ${as}`);
}
/** Any adjustment of a closed shipment both demo accounts see. */
function closedAdjustment(): { id: string; adjustmentId: string } {
  const s = shared('CLOSED', (x) => x.adjustments.length > 0);
  return { id: s.id, adjustmentId: s.adjustments[0]?.id ?? '' };
}
/** The platform's cancellation credit on a cancelled shipment. */
function platformCredit(): { id: string; adjustmentId: string } {
  const s = shared('CANCELLED', (x) => x.adjustments.some((a) => a.source === 'PLATFORM'));
  return { id: s.id, adjustmentId: s.adjustments.find((a) => a.source === 'PLATFORM')?.id ?? '' };
}
const buyerPending = () => adjustmentIn('shipper', ['PENDING']);
const sellerOpen = () => adjustmentIn('forwarder', ['DISPUTED', 'PENDING']);
const unknownAdjustment = (as: 'shipper' | 'forwarder') => () => ({ id: (as === 'shipper' ? buyerPending() : sellerOpen()).id, adjustmentId: 'ADJ-NOPE' });
const foreignAdjustment = () => ({ id: foreign().id, adjustmentId: 'ADJ-1-1' });

/** The four review operations share their failure samples; each adds its own success and input cases. */
function reviewSamples(step: 'approve' | 'dispute' | 'revise' | 'withdraw', json?: unknown): Sample[] {
  const operation = `POST /shipment/{id}/adjustments/{adjustmentId}/${step}`;
  const buyer = step === 'approve' || step === 'dispute';
  const as = buyer ? 'shipper' : 'forwarder';
  const own = buyer ? buyerPending : sellerOpen;
  return [
    { operation, as, name: `${step}d`, code: 200, params: own, json },
    { operation, as: null, name: '401 without token', status: 401, params: own, json },
    { operation, as, name: '30001 unknown shipment', code: 30001, params: foreignAdjustment, json },
    { operation, as: buyer ? 'forwarder' : 'shipper', name: '10303 wrong role', code: 10303, params: buyer ? () => adjustmentIn('forwarder', ['PENDING']) : () => adjustmentIn('shipper', ['PENDING', 'DISPUTED']), json },
    { operation, as, name: '30006 unknown adjustment', code: 30006, params: unknownAdjustment(as), json },
    { operation, as, name: '30003 closed', code: 30003, params: closedAdjustment, json },
    { operation, as, name: '30002 platform credit', code: 30002, params: platformCredit, json },
  ];
}

export const samples: Sample[] = [
  // List
  { operation: 'POST /shipment/list', as: 'shipper', name: 'first page', code: 200, json: { pageNumber: 0, pageSize: 20 } },
  {
    operation: 'POST /shipment/list', as: 'shipper', name: 'cargo ready and delivery ranges, by status', code: 200,
    json: {
      pageNumber: 0, pageSize: 1000,
      queryConditions: [
        { property: 'cargoReadyDate', logicalOperator: 'BETWEEN', condition: ['2026-01-01', ''] },
        { property: 'deliveryDate', logicalOperator: 'BETWEEN', condition: ['', '2026-12-31'] },
      ],
      sort: { property: 'status', direction: 'ASC' },
    },
  },
  { operation: 'POST /shipment/list', as: 'forwarder', name: 'by shipment no', code: 200, json: { pageNumber: 1, pageSize: 50, sort: { property: 'shipmentNo', direction: 'DESC' } } },
  { operation: 'POST /shipment/list', as: 'forwarder', name: 'by cargo ready date', code: 200, json: { pageNumber: 0, pageSize: 9999, sort: { property: 'cargoReadyDate', direction: 'ASC' } } },
  { operation: 'POST /shipment/list', as: 'shipper', name: '90001 bad delivery range', code: 90001, json: { pageNumber: 0, pageSize: 20, queryConditions: [{ property: 'deliveryDate', logicalOperator: 'BETWEEN', condition: ['soon', ''] }] } },
  {
    operation: 'POST /shipment/list', as: 'forwarder', name: 'filtered and sorted', code: 200,
    json: {
      pageNumber: 0, pageSize: 10, queryConditionsType: 'AND',
      queryConditions: [
        { property: 'status', logicalOperator: 'IS_IN', condition: ['DEPARTED', 'ARRIVED'] },
        { property: 'mode', logicalOperator: 'IS_IN', condition: ['FCL', 'LCL'] },
        { property: 'bookedDate', logicalOperator: 'BETWEEN', condition: ['2025-09-01', '2026-12-31'] },
      ],
      sort: { property: 'totalCost', direction: 'DESC' },
    },
  },
  { operation: 'POST /shipment/list', as: 'shipper', name: '90001 unknown filter', code: 90001, json: { pageNumber: 0, pageSize: 20, queryConditions: [{ property: 'colour', logicalOperator: 'EQUAL', condition: 'red' }] } },
  { operation: 'POST /shipment/list', as: null, name: '401 without token', status: 401, json: { pageNumber: 0, pageSize: 20 } },
  { operation: 'POST /shipment/list', as: 'shipper', name: '400 without paging', status: 400, json: { pageSize: 20 } },

  // Detail
  { operation: 'GET /shipment/{id}', as: 'shipper', name: 'buyer view', code: 200, params: () => idOf(shared('DEPARTED')) },
  { operation: 'GET /shipment/{id}', as: 'forwarder', name: 'seller view', code: 200, params: () => idOf(shared('CLOSED')) },
  { operation: 'GET /shipment/{id}', as: 'shipper', name: 'held for a missing document, charges to review', code: 200, params: () => idOf(shipments().find((s) => s.buyerCompanyId === COMPANY.acme && s.hold?.category === 'MISSING_DOCUMENT') as ShipmentRecord) },
  { operation: 'GET /shipment/{id}', as: 'shipper', name: 'with a disputed adjustment', code: 200, params: () => ({ id: adjustmentIn('shipper', ['DISPUTED']).id }) },
  { operation: 'GET /shipment/{id}', as: 'forwarder', name: '30001 not visible', code: 30001, params: () => idOf(foreign()) },

  // Cancel
  { operation: 'POST /shipment/{id}/cancel', as: 'shipper', name: 'cancelled', code: 200, params: () => idOf(shared('BOOKING_PLACED')), json: { reason: 'Supplier cannot meet the cargo ready date.' } },
  { operation: 'POST /shipment/{id}/cancel', as: 'shipper', name: '30001 unknown', code: 30001, params: { id: 'SHP-NOPE' }, json: { reason: 'x' } },
  { operation: 'POST /shipment/{id}/cancel', as: 'forwarder', name: '10303 seller', code: 10303, params: () => idOf(shared('BOOKING_PLACED')), json: { reason: 'x' } },
  { operation: 'POST /shipment/{id}/cancel', as: 'shipper', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')), json: { reason: 'x' } },
  { operation: 'POST /shipment/{id}/cancel', as: 'shipper', name: '90001 blank reason', code: 90001, params: () => idOf(shared('BOOKING_PLACED')), json: { reason: '   ' } },
  { operation: 'POST /shipment/{id}/cancel', as: 'shipper', name: '30002 already departed', code: 30002, params: () => idOf(shared('DEPARTED')), json: { reason: 'Too late' } },

  // Close
  { operation: 'POST /shipment/{id}/close', as: 'shipper', name: 'closed', code: 200, params: () => idOf(shared('CONFIRMING_CLOSE', notHeld)) },
  { operation: 'POST /shipment/{id}/close', as: 'shipper', name: '30001 unknown', code: 30001, params: () => idOf(foreign()) },
  { operation: 'POST /shipment/{id}/close', as: 'forwarder', name: '10303 seller', code: 10303, params: () => idOf(shared('CONFIRMING_CLOSE')) },
  { operation: 'POST /shipment/{id}/close', as: 'shipper', name: '30003 already closed', code: 30003, params: () => idOf(shared('CLOSED')) },
  { operation: 'POST /shipment/{id}/close', as: 'shipper', name: '30002 not delivered', code: 30002, params: () => idOf(shared('ARRIVED')) },

  // Send to provider
  { operation: 'POST /shipment/{id}/send-to-provider', as: 'shipper', name: 'sent', code: 200, params: () => idOf(shared('BOOKING_PLACED')) },
  { operation: 'POST /shipment/{id}/send-to-provider', as: 'shipper', name: '30001 unknown', code: 30001, params: () => idOf(foreign()) },
  { operation: 'POST /shipment/{id}/send-to-provider', as: 'forwarder', name: '10303 seller', code: 10303, params: () => idOf(shared('BOOKING_PLACED')) },
  { operation: 'POST /shipment/{id}/send-to-provider', as: 'shipper', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')) },
  { operation: 'POST /shipment/{id}/send-to-provider', as: 'shipper', name: '30002 already sent', code: 30002, params: () => idOf(shared('SENT_TO_PROVIDER')) },

  // Status
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: 'transport booked', code: 200, params: forwarded('SENT_TO_PROVIDER'), json: { status: 'TRANSPORT_BOOKED', progress: 'ON_SCHEDULE', transport: { vesselOrFlightNo: 'MAERSK ESSEN V.412E', masterNo: 'MAEU262345678' } } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: 'transport booked with another carrier', code: 200, params: forwarded('SENT_TO_PROVIDER'), json: { status: 'TRANSPORT_BOOKED', transport: { carrier: 'Evergreen Line', vesselOrFlightNo: 'EVER GIVEN V.088E' } } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: 'a null carrier keeps the current one', code: 200, params: forwarded('SENT_TO_PROVIDER'), json: { status: 'TRANSPORT_BOOKED', transport: { carrier: null } } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: '90001 blank carrier', code: 90001, params: forwarded('SENT_TO_PROVIDER'), json: { status: 'TRANSPORT_BOOKED', transport: { carrier: '  ' } } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: 'progress update', code: 200, params: forwarded('DEPARTED'), json: { status: 'DEPARTED', progress: 'DELAYED', note: 'Vessel delayed 2 days by weather.' } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: '30001 unknown', code: 30001, params: () => idOf(foreign()), json: { status: 'ARRIVED' } },
  { operation: 'POST /shipment/{id}/status', as: 'shipper', name: '10303 buyer', code: 10303, params: forwarded('DEPARTED'), json: { status: 'ARRIVED' } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')), json: { status: 'CONFIRMING_CLOSE' } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: '90001 unknown status', code: 90001, params: forwarded('DEPARTED'), json: { status: 'LOST_AT_SEA' } },
  { operation: 'POST /shipment/{id}/status', as: 'forwarder', name: '30002 skipping steps', code: 30002, params: forwarded('GOODS_RECEIVED'), json: { status: 'DELIVERED' } },

  // Hold
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: 'on hold', code: 200, params: forwarded('ARRIVED'), json: { onHold: true, category: 'CUSTOMS_QUERY', reason: 'Customs exam ordered; cargo at the exam station.' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: 'missing document', code: 200, params: forwarded('GOODS_RECEIVED'), json: { onHold: true, category: 'MISSING_DOCUMENT', documentType: 'COMMERCIAL_INVOICE', reason: 'Invoice lacks HS codes; upload a corrected one.' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: 'released', code: 200, params: () => idOf(shipments().find((s) => s.forwarderCompanyId === COMPANY.pacific && s.onHold) as ShipmentRecord), json: { onHold: false } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '30001 unknown', code: 30001, params: () => idOf(foreign()), json: { onHold: false } },
  { operation: 'POST /shipment/{id}/hold', as: 'shipper', name: '10303 buyer', code: 10303, params: forwarded('ARRIVED'), json: { onHold: true, category: 'OTHER', reason: 'x' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')), json: { onHold: true, category: 'OTHER', reason: 'x' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '90001 no reason', code: 90001, params: forwarded('ARRIVED'), json: { onHold: true, category: 'OTHER', reason: '' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '90001 no category', code: 90001, params: forwarded('ARRIVED'), json: { onHold: true, reason: 'Customs exam.' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '90001 missing document without its type', code: 90001, params: forwarded('ARRIVED'), json: { onHold: true, category: 'MISSING_DOCUMENT', reason: 'Upload the invoice.' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '90001 document type on another category', code: 90001, params: forwarded('ARRIVED'), json: { onHold: true, category: 'PAYMENT', documentType: 'PACKING_LIST', reason: 'Pay first.' } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '30002 not held', code: 30002, params: forwarded('DEPARTED'), json: { onHold: false } },
  { operation: 'POST /shipment/{id}/hold', as: 'forwarder', name: '30002 not sent yet', code: 30002, params: forwarded('BOOKING_PLACED'), json: { onHold: true, category: 'CAPACITY', reason: 'No space on the vessel.' } },

  // Adjustments
  { operation: 'POST /shipment/{id}/adjustments', as: 'forwarder', name: 'demurrage', code: 200, params: () => idOf(shared('ARRIVED', (s) => s.currency === 'USD')), json: { chargeCode: 'DEMURRAGE', description: 'Demurrage, 3 days', amount: 450, currency: 'USD', date: '2026-10-30' } },
  { operation: 'POST /shipment/{id}/adjustments', as: 'forwarder', name: '30001 unknown', code: 30001, params: () => idOf(foreign()), json: { chargeCode: 'X', description: 'x', amount: 1, currency: 'USD' } },
  { operation: 'POST /shipment/{id}/adjustments', as: 'shipper', name: '10303 buyer', code: 10303, params: () => idOf(shared('ARRIVED')), json: { chargeCode: 'X', description: 'x', amount: 1, currency: 'USD' } },
  { operation: 'POST /shipment/{id}/adjustments', as: 'forwarder', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')), json: { chargeCode: 'X', description: 'x', amount: 1, currency: 'USD' } },
  { operation: 'POST /shipment/{id}/adjustments', as: 'forwarder', name: '90001 zero amount', code: 90001, params: () => idOf(shared('ARRIVED')), json: { chargeCode: 'X', description: 'x', amount: 0, currency: 'USD' } },
  { operation: 'POST /shipment/{id}/adjustments', as: 'forwarder', name: '30002 not sent yet', code: 30002, params: () => idOf(shared('BOOKING_PLACED', (s) => s.currency === 'USD')), json: { chargeCode: 'X', description: 'x', amount: 10, currency: 'USD' } },

  // Reviewing adjustments
  ...reviewSamples('approve'),
  ...reviewSamples('dispute', { reason: 'Free time was 14 days in the quote; demurrage does not apply.' }),
  { operation: 'POST /shipment/{id}/adjustments/{adjustmentId}/dispute', as: 'shipper', name: '90001 blank reason', code: 90001, params: buyerPending, json: { reason: '  ' } },
  { operation: 'POST /shipment/{id}/adjustments/{adjustmentId}/approve', as: 'shipper', name: '30002 already disputed', code: 30002, params: () => adjustmentIn('shipper', ['DISPUTED']) },
  ...reviewSamples('revise', { amount: 180.5, description: 'Demurrage, 1 day beyond free time' }),
  { operation: 'POST /shipment/{id}/adjustments/{adjustmentId}/revise', as: 'forwarder', name: 'revised with a charge code', code: 200, params: () => adjustmentIn('forwarder', ['DISPUTED']), json: { amount: 95, description: 'Storage, 1 day', chargeCode: 'STORAGE' } },
  { operation: 'POST /shipment/{id}/adjustments/{adjustmentId}/revise', as: 'forwarder', name: '90001 zero amount', code: 90001, params: sellerOpen, json: { amount: 0, description: 'x' } },
  { operation: 'POST /shipment/{id}/adjustments/{adjustmentId}/revise', as: 'forwarder', name: '30002 approved', code: 30002, params: () => adjustmentIn('forwarder', ['APPROVED']), json: { amount: 10, description: 'x' } },
  ...reviewSamples('withdraw'),

  // Documents
  { operation: 'GET /shipment/{id}/documents', as: 'shipper', name: 'list', params: () => withSeededDocument() },
  { operation: 'GET /shipment/{id}/documents', as: 'forwarder', name: '30001 unknown', code: 30001, params: () => idOf(foreign()) },
  { operation: 'POST /shipment/{id}/documents', as: 'shipper', name: 'uploaded', code: 200, params: () => idOf(shared('DEPARTED')), multipart: { file: pdf('Commercial-invoice.pdf'), type: 'COMMERCIAL_INVOICE' } },
  { operation: 'POST /shipment/{id}/documents', as: 'shipper', name: '30001 unknown', code: 30001, params: () => idOf(foreign()), multipart: { file: pdf(), type: 'OTHERS' } },
  { operation: 'POST /shipment/{id}/documents', as: 'shipper', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')), multipart: { file: pdf(), type: 'OTHERS' } },
  { operation: 'POST /shipment/{id}/documents', as: 'shipper', name: '90001 unknown type', code: 90001, params: () => idOf(shared('DEPARTED')), multipart: { file: pdf(), type: 'PASSPORT' } },
  { operation: 'POST /shipment/{id}/documents', as: 'forwarder', name: '30004 over 7MB', code: 30004, params: () => idOf(shared('DEPARTED')), multipart: { file: tooBig(), type: 'OTHERS' } },
  { operation: 'POST /shipment/{id}/documents', as: 'forwarder', name: '30005 type not allowed', code: 30005, params: () => idOf(shared('DEPARTED')), multipart: { file: exe(), type: 'OTHERS' } },
  { operation: 'POST /shipment/{id}/documents', as: 'shipper', name: '400 without Idempotency-Key', status: 400, params: () => idOf(shared('DEPARTED')), headers: { 'Idempotency-Key': 'short' }, multipart: { file: pdf(), type: 'OTHERS' } },
  { operation: 'GET /shipment/{id}/documents/{documentId}', as: 'shipper', name: 'file', params: () => withSeededDocument() },
  { operation: 'GET /shipment/{id}/documents/{documentId}', as: 'shipper', name: '30001 unknown shipment', code: 30001, params: () => ({ id: foreign().id, documentId: 'DOC-1-1' }) },
  { operation: 'GET /shipment/{id}/documents/{documentId}', as: 'shipper', name: '30006 unknown document', code: 30006, params: () => ({ id: withSeededDocument().id, documentId: 'DOC-NOPE' }) },
  { operation: 'DELETE /shipment/{id}/documents/{documentId}', as: 'shipper', name: 'deleted', code: 200, params: () => deletableByShipper(false) },
  { operation: 'DELETE /shipment/{id}/documents/{documentId}', as: 'shipper', name: '30001 unknown shipment', code: 30001, params: () => ({ id: foreign().id, documentId: 'DOC-1-1' }) },
  { operation: 'DELETE /shipment/{id}/documents/{documentId}', as: 'shipper', name: '30006 unknown document', code: 30006, params: () => ({ id: withSeededDocument().id, documentId: 'DOC-NOPE' }) },
  { operation: 'DELETE /shipment/{id}/documents/{documentId}', as: 'shipper', name: '30003 closed', code: 30003, params: () => deletableByShipper(true) },
  { operation: 'DELETE /shipment/{id}/documents/{documentId}', as: 'shipper', name: "10303 another company's", code: 10303, params: () => uploadedByForwarder() },

  // Comments
  { operation: 'GET /shipment/{id}/comments', as: 'shipper', name: 'list', params: () => ({ id: withAttachment().id }) },
  { operation: 'GET /shipment/{id}/comments', as: 'shipper', name: '30001 unknown', code: 30001, params: () => idOf(foreign()) },
  { operation: 'POST /shipment/{id}/comments', as: 'forwarder', name: 'with attachment', code: 200, params: () => idOf(shared('DEPARTED')), multipart: { text: 'Draft HBL attached for your review.', files: pdf('HBL-draft.pdf') } },
  { operation: 'POST /shipment/{id}/comments', as: 'shipper', name: '30001 unknown', code: 30001, params: () => idOf(foreign()), multipart: { text: 'Hello' } },
  { operation: 'POST /shipment/{id}/comments', as: 'shipper', name: '30003 closed', code: 30003, params: () => idOf(shared('CLOSED')), multipart: { text: 'Hello' } },
  { operation: 'POST /shipment/{id}/comments', as: 'shipper', name: '90001 blank text', code: 90001, params: () => idOf(shared('DEPARTED')), multipart: { text: '  ' } },
  { operation: 'POST /shipment/{id}/comments', as: 'shipper', name: '30004 attachment over 7MB', code: 30004, params: () => idOf(shared('DEPARTED')), multipart: { text: 'Scan attached', files: tooBig() } },
  { operation: 'POST /shipment/{id}/comments', as: 'shipper', name: '30005 attachment type', code: 30005, params: () => idOf(shared('DEPARTED')), multipart: { text: 'Tool attached', files: exe() } },
  { operation: 'GET /shipment/{id}/comments/{commentId}/attachments/{attachmentId}', as: 'shipper', name: 'file', params: () => withAttachment() },
  { operation: 'GET /shipment/{id}/comments/{commentId}/attachments/{attachmentId}', as: 'forwarder', name: '30001 unknown shipment', code: 30001, params: () => ({ id: foreign().id, commentId: 'CMT-1-1', attachmentId: 'ATT-1-1' }) },
  { operation: 'GET /shipment/{id}/comments/{commentId}/attachments/{attachmentId}', as: 'shipper', name: '30006 unknown attachment', code: 30006, params: () => ({ ...withAttachment(), attachmentId: 'ATT-NOPE' }) },

  // Rating
  { operation: 'POST /shipment/{id}/rating', as: 'shipper', name: 'rated', code: 200, params: () => idOf(shared('DELIVERED', (s) => s.rating === null)), json: { score: 4, comment: 'On time, good updates.' } },
  { operation: 'POST /shipment/{id}/rating', as: 'shipper', name: '30001 unknown', code: 30001, params: () => idOf(foreign()), json: { score: 5 } },
  { operation: 'POST /shipment/{id}/rating', as: 'forwarder', name: '10303 seller', code: 10303, params: () => idOf(shared('DELIVERED')), json: { score: 5 } },
  { operation: 'POST /shipment/{id}/rating', as: 'shipper', name: '90001 score 6', code: 90001, params: () => idOf(shared('DELIVERED', (s) => s.rating === null)), json: { score: 6 } },
  { operation: 'POST /shipment/{id}/rating', as: 'shipper', name: '30002 not delivered', code: 30002, params: () => idOf(shared('DEPARTED')), json: { score: 5 } },
  { operation: 'POST /shipment/{id}/rating', as: 'shipper', name: '30007 already rated', code: 30007, params: () => idOf(shared('CLOSED', (s) => s.rating !== null)), json: { score: 5 } },
];
