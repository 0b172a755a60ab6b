/**
 * Shipment handlers: list, detail, lifecycle, adjustments, documents, comments and rating.
 * Every rule comes from domain/shipment-rules.ts; checks run in one order for every mutation:
 * 401 → 30001 (unknown or not visible) → 10303 (wrong role) → 30003 (closed) → 90001 (input) → 30002 (rules).
 */
import {
  holdReasonCategoryValues, shipmentDocumentTypeValues, shipmentModeValues, shipmentProgressValues, shipmentStatusValues, type components,
} from '../../src/api/schema.gen';
import { round2 } from '../../domain/money';
import { cityLocalNamesOf } from '../../domain/catalogue-cities';
import { isTooLarge, MAX_UPLOAD_LABEL } from '../../domain/upload-limits';
import { json, operation, readJsonObject, type Operation } from '../operation';
import { authenticate } from '../auth';
import { fail, httpError, ok, unauthorized } from '../envelope';
import { withIdempotency } from '../idempotency';
import { readPagedQuery, type ListSpec } from '../paged-query';
import { answerFrom, answerMemory, jsonAnswerBytes, rememberOnceKept, type AnswerBytes } from '../answer-memory';
import { isIsoDay, serverDay } from '../../domain/server-days';
import { mockNow } from '../store/clock';
import { afterStoreCommit, nextId, onStoreUndo, storeVersion } from '../store/db';
import type { UserRecord } from '../../domain/users';
import { legalNamesOf, type LegalNames } from '../../domain/companies';
import { repositories } from '../store/repositories';
import { seededFileBytes } from '../store/shipment.store';
import { applyCancellationCredit, countsInTotal, recomputeTotals, rowInShipmentCurrency, subtotal } from '../../domain/shipment-money';
import {
  listDeliveryDate,
  type AdjustmentRecord,
  type AttachmentRecord,
  type ChargeRowRecord,
  type CommentRecord,
  type DocumentRecord,
  type DocumentType,
  type HoldCategory,
  type ShipmentProgress,
  type ShipmentParty,
  type ShipmentRecord,
  type ShipmentStatus,
} from '../../domain/shipment-records';
import { deleteBlob, getBlob, putBlob } from '../store/blob.store';
import {
  adjustmentActions,
  allowedActions,
  canActOnAdjustment,
  canAddAdjustment,
  canDeleteDocument,
  canHold,
  canMove,
  canUpdateProgress,
  DEFAULT_DOCUMENT_CATEGORY,
  isClosed,
  RATING_STATUSES,
  type AdjustmentAction,
  type ShipmentRole,
} from '../../domain/shipment-rules';

type Schemas = components['schemas'];

// ---------------------------------------------------------------------------------------------------
// Limits (docs/decisions/035-shipment-documents-and-attachments.md); the size limit is domain/upload-limits.ts.

export const MAX_COMMENT_FILES = 5;
const ALLOWED_EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};
const STATUS_LABEL: Record<ShipmentStatus, string> = {
  BOOKING_PLACED: 'booking placed',
  SENT_TO_PROVIDER: 'booking sent to logistics provider',
  TRANSPORT_BOOKED: 'transport booked',
  GOODS_RECEIVED: 'goods received',
  DEPARTED: 'departed from port',
  ARRIVED: 'arrived at port',
  DELIVERED: 'delivered',
  CONFIRMING_CLOSE: 'confirming close',
  CLOSED: 'closed',
  CANCELLED: 'booking cancelled',
};

// ---------------------------------------------------------------------------------------------------
// Helpers

const nowIso = () => new Date(mockNow()).toISOString();
const userName = (u: UserRecord) => `${u.firstName} ${u.lastName}`;
const roleOf = (u: UserRecord): ShipmentRole => u.role;

const visibleTo = (user: UserRecord, s: ShipmentRecord) =>
  user.role === 'BUYER' ? s.buyerCompanyId === user.companyId : s.forwarderCompanyId === user.companyId;

const findVisible = async (user: UserRecord, id: string) => {
  const s = await repositories().shipments.find(id);
  return s && visibleTo(user, s) ? s : undefined;
};

/** The shipments a user sees, in the list's order: their company's as a buyer, or as the forwarder. */
const partyOf = (user: UserRecord): ShipmentParty => (user.role === 'BUYER' ? 'buyer' : 'forwarder');

const notFound = (id: string) => fail(30001, `Shipment ${id} was not found.`);
const closedFail = (s: ShipmentRecord) => fail(30003, `Shipment ${s.shipmentNo} is closed; no modification is possible.`);
const roleFail = (role: ShipmentRole) => fail(10303, role === 'BUYER' ? 'Only the buyer can do this.' : 'Only the logistics provider can do this.');
const invalid = (message: string) => fail(90001, message);

type Failure = ReturnType<typeof fail>;
type Granted = { user: UserRecord; s: ShipmentRecord };
type Access = Granted | { refused: Response };

/**
 * The common checks of a call on one shipment: a valid session (401), visible (30001), the role
 * (10303) and, for a mutation, not closed (30003). A refusal is the answer to send as it is.
 */
async function access(request: Request, id: string, opts: { role?: ShipmentRole; mutation: boolean }): Promise<Access> {
  const user = await authenticate(request);
  if (!user) return { refused: unauthorized() };
  const s = await findVisible(user, id);
  if (!s) return { refused: json(notFound(id)) };
  if (opts.role && roleOf(user) !== opts.role) return { refused: json(roleFail(opts.role)) };
  if (opts.mutation && isClosed(s)) return { refused: json(closedFail(s)) };
  return { user, s };
}

/** The common checks of a mutation on one shipment (see access), then its JSON body. */
async function accessWithBody(request: Request, id: string, role: ShipmentRole): Promise<(Granted & { body: Record<string, unknown> | null }) | { refused: Response }> {
  const a = await access(request, id, { role, mutation: true });
  if ('refused' in a) return a;
  return { ...a, body: await readJsonObject(request) };
}

/** The hold fields of a request that puts a shipment on hold (docs/decisions/038-structured-hold-reasons.md). */
function readHold(body: Record<string, unknown>): { category: HoldCategory; documentType: DocumentType | null; reason: string } | { problem: string } {
  const category = body.category;
  if (category === undefined || category === null) return { problem: `category is required when putting a shipment on hold (${holdReasonCategoryValues.join(', ')}).` };
  if (typeof category !== 'string' || !holdReasonCategoryValues.includes(category as HoldCategory)) {
    return { problem: `category must be one of ${holdReasonCategoryValues.join(', ')}.` };
  }
  const documentType = body.documentType ?? null;
  if (category === 'MISSING_DOCUMENT') {
    if (documentType === null) return { problem: `documentType is required for MISSING_DOCUMENT (${shipmentDocumentTypeValues.join(', ')}).` };
    if (typeof documentType !== 'string' || !shipmentDocumentTypeValues.includes(documentType as DocumentType)) {
      return { problem: `documentType must be one of ${shipmentDocumentTypeValues.join(', ')}.` };
    }
  } else if (documentType !== null) {
    return { problem: 'documentType is only for the MISSING_DOCUMENT category.' };
  }
  const reason = readReason(body, 'reason: the buyer sees why the shipment is on hold; it is required.');
  if ('problem' in reason) return reason;
  return { category: category as HoldCategory, documentType: documentType as DocumentType | null, reason: reason.reason };
}

/** The `reason` of a hold, a cancellation or a dispute: required (`missing` says why), at most 500 characters. */
function readReason(body: Record<string, unknown> | null, missing: string): { reason: string } | { problem: string } {
  const reason = str(body?.reason)?.trim() ?? '';
  if (!reason) return { problem: missing };
  if (reason.length > 500) return { problem: 'reason: at most 500 characters.' };
  return { reason };
}


const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function fileResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes.slice().buffer, {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition(fileName),
      'Content-Length': String(bytes.byteLength),
    },
  });
}

/** 30004 / 30005 for one file, or null when it may be stored. */
function fileProblem(file: File): Failure | null {
  if (isTooLarge(file)) return fail(30004, `${file.name} is larger than ${MAX_UPLOAD_LABEL}.`);
  if (!ALLOWED_EXTENSIONS[extensionOf(file.name)]) {
    return fail(30005, `${file.name}: file type not allowed (pdf, png, jpg, xlsx, xls, csv, docx, doc).`);
  }
  return null;
}

/** A file part of a form. Duck-typed: under jsdom the parsed parts are not instances of the global File. */
const isFile = (v: FormDataEntryValue | null): v is File =>
  typeof v === 'object' && v !== null && typeof v.arrayBuffer === 'function' && typeof v.name === 'string';

const contentTypeOf = (file: File) => ALLOWED_EXTENSIONS[extensionOf(file.name)] ?? (file.type || 'application/octet-stream');

/** The multipart body of an upload, or the 400 to answer when it is not one. */
async function readForm(request: Request, what: 'document' | 'comment'): Promise<{ form: FormData } | { refused: Response }> {
  try {
    return { form: await request.formData() };
  } catch {
    return { refused: httpError(400, `Send the ${what} as multipart/form-data.`) };
  }
}

/** Keeps an uploaded file's bytes; a failed commit takes them away again with the record. */
async function storeBlob(id: string, file: File): Promise<void> {
  await putBlob(id, { bytes: new Uint8Array(await file.arrayBuffer()), contentType: contentTypeOf(file) });
  onStoreUndo(() => deleteBlob(id));
}

/** The bytes of a stored document or attachment: a seeded one's are made from the shipment, an upload's kept. */
async function storedBytes(s: ShipmentRecord, file: { id: string; fileName: string; storage: 'SEEDED' | 'BLOB' }, kind: DocumentType | 'ATTACHMENT') {
  return file.storage === 'SEEDED' ? seededFileBytes(s, file.fileName, kind) : (await getBlob(file.id))?.bytes;
}

// ---------------------------------------------------------------------------------------------------
// Mapping records to the contract

const chargeGroup = (rows: ChargeRowRecord[]): Schemas['ShipmentChargeGroup'] => ({
  rows: rows.map((r) => ({ ...r, amountInShipmentCurrency: rowInShipmentCurrency(r) })),
  subtotal: subtotal(rows),
});

const toDocument = (s: ShipmentRecord, d: DocumentRecord, user: UserRecord): Schemas['ShipmentDocument'] => ({
  id: d.id,
  type: d.type,
  fileName: d.fileName,
  category: d.category,
  size: d.size,
  contentType: d.contentType,
  uploadedAt: d.uploadedAt,
  uploadedBy: d.uploadedBy,
  canDelete: canDeleteDocument(s, d, user.companyId),
});

const toFileMeta = (a: AttachmentRecord): Schemas['FileMeta'] => ({
  id: a.id, fileName: a.fileName, size: a.size, contentType: a.contentType, uploadedAt: a.uploadedAt,
});

/** The legal names of the shipments' buyers and forwarders as they are now: company settings may rename one after the booking. */
const partyNamesOf = (list: readonly ShipmentRecord[]): Promise<LegalNames> =>
  legalNamesOf(repositories().companies, list.flatMap((s) => [s.buyerCompanyId, s.forwarderCompanyId]));
const buyerNameOf = (s: ShipmentRecord, names: LegalNames) => names(s.buyerCompanyId, s.consignee.companyName);

/** Only the shipment's buyer and forwarder comment on it, so the author's company is one of its two. */
const toComment = (s: ShipmentRecord, c: CommentRecord, names: LegalNames): Schemas['ShipmentComment'] => ({
  id: c.id,
  author: {
    name: c.authorName,
    companyName: c.authorRole === 'BUYER' ? buyerNameOf(s, names) : names(s.forwarderCompanyId, s.forwarderName),
    role: c.authorRole,
  },
  text: c.text,
  createdAt: c.createdAt,
  attachments: c.attachments.map(toFileMeta),
});

export const toAdjustment = (s: ShipmentRecord, a: AdjustmentRecord, user: UserRecord): Schemas['AdjustmentItem'] => ({
  id: a.id,
  chargeCode: a.chargeCode,
  description: a.description,
  date: a.date,
  amount: a.amount,
  currency: a.currency as Schemas['Currency'],
  who: a.who,
  source: a.source,
  status: a.status,
  disputeReason: a.disputeReason,
  updatedAt: a.updatedAt,
  actions: adjustmentActions(s, a, roleOf(user)),
});

const newestFirst = (docs: DocumentRecord[]) => [...docs].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id.localeCompare(a.id));

/** An end as answered: the city's zh names come from the catalogue (a door in a city it does not know has none). */
function toPlace(p: ShipmentRecord['origin']): Schemas['ShipmentPlace'] {
  const cityLocalNames = cityLocalNamesOf(p.city);
  return { ...p, type: p.type as Schemas['LocationType'], ...(cityLocalNames ? { cityLocalNames } : {}) };
}

function toSummary(s: ShipmentRecord, names: LegalNames): Schemas['ShipmentSummary'] {
  return {
    id: s.id,
    shipmentNo: s.shipmentNo,
    status: s.status,
    progress: s.progress,
    mode: s.mode,
    serviceType: s.serviceType as Schemas['QuoteServiceType'],
    origin: toPlace(s.origin),
    destination: toPlace(s.destination),
    bookedBy: s.bookedByName,
    buyerName: buyerNameOf(s, names),
    bookedDate: s.bookedAt,
    cargoReadyDate: s.cargoReadyDate,
    deliveryDate: listDeliveryDate(s),
    forwarderName: s.forwarderName,
    currency: s.currency,
    totalCost: s.totalCost,
    totalDue: s.totalDue,
    totalPaid: s.totalPaid,
    onHold: s.onHold,
  };
}

export function toShipment(s: ShipmentRecord, user: UserRecord): Schemas['Shipment'] {
  return {
    id: s.id,
    shipmentNo: s.shipmentNo,
    status: s.status,
    progress: s.progress,
    mode: s.mode,
    serviceType: s.serviceType as Schemas['QuoteServiceType'],
    quoteId: s.quoteId,
    origin: toPlace(s.origin),
    destination: toPlace(s.destination),
    portOfLoading: s.portOfLoading,
    portOfDischarge: s.portOfDischarge,
    route: s.route,
    bookedBy: s.bookedByName,
    bookedDate: s.bookedAt,
    cargoReadyDate: s.cargoReadyDate,
    pickupDate: s.pickupDate,
    deliveryDate: s.deliveryDate,
    actualDeliveryDate: s.deliveredAt,
    carrier: s.carrier,
    vesselOrFlightNo: s.vesselOrFlightNo,
    containerNo: s.containerNo,
    houseNo: s.houseNo,
    masterNo: s.masterNo,
    sellerRefNo: s.sellerRefNo,
    forwarderName: s.forwarderName,
    facilitator: s.facilitator,
    transitDays: structuredClone(s.transitDays),
    commodities: s.commodities.map((c) => ({ ...c })),
    cargoValue: s.cargoValue,
    goodsValue: s.goodsValue,
    hazardous: s.hazardous,
    liftgatePickup: s.liftgatePickup,
    liftgateDelivery: s.liftgateDelivery,
    insurance: s.insurance,
    customsBond: s.customsBond,
    isf: s.isf,
    ior: s.ior,
    customsEvents: s.customsEvents.map((e) => ({ ...e })),
    onHold: s.onHold,
    holdReason: s.hold?.reason ?? null,
    heldAt: s.hold?.placedAt ?? null,
    hold: s.hold ? { ...s.hold } : null,
    promoCode: s.promoCode,
    promoDiscount: s.promoDiscount,
    currency: s.currency,
    totalCost: s.totalCost,
    totalDue: s.totalDue,
    totalPaid: s.totalPaid,
    consignor: { ...s.consignor },
    consignee: { ...s.consignee },
    charges: {
      currency: s.currency,
      origin: chargeGroup(s.charges.origin),
      destination: chargeGroup(s.charges.destination),
      shipment: chargeGroup(s.charges.shipment),
      total: round2(subtotal(s.charges.origin) + subtotal(s.charges.destination) + subtotal(s.charges.shipment)),
    },
    adjustments: s.adjustments.map((a) => toAdjustment(s, a, user)),
    documents: newestFirst(s.documents).map((d) => toDocument(s, d, user)),
    milestones: s.milestones.map((m) => ({ status: m.status, progress: m.progress, at: m.at, note: m.note, by: m.byName })),
    rating: s.rating ? { ...s.rating } : null,
    cancelReason: s.cancelReason,
    commentCount: s.comments.length,
    allowedActions: allowedActions(s, roleOf(user)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Reviewing adjustments (docs/decisions/039-adjustment-review.md)

/**
 * The checks of a review call before its input: 401 → 30001 → 10303 → 30006 (unknown adjustment,
 * before closed so an unknown id always says "not found", as for documents) → 30003.
 */
async function reviewAccess(request: Request, id: string, adjustmentId: string, role: ShipmentRole): Promise<Reviewed | { refused: Response }> {
  const a = await access(request, id, { role, mutation: false });
  if ('refused' in a) return a;
  const item = a.s.adjustments.find((x) => x.id === adjustmentId);
  if (!item) return { refused: json(fail(30006, `Adjustment ${adjustmentId} was not found on shipment ${a.s.shipmentNo}.`)) };
  if (isClosed(a.s)) return { refused: json(closedFail(a.s)) };
  return { ...a, item };
}

const REVIEW_STATE_LABEL: Record<AdjustmentRecord['status'], string> = {
  PENDING: 'pending', APPROVED: 'approved', DISPUTED: 'disputed', WITHDRAWN: 'withdrawn',
};

/** 30002 when the rules do not let `role` take `action` on the item now, else null. */
function reviewRefusal(s: ShipmentRecord, item: AdjustmentRecord, role: ShipmentRole, action: AdjustmentAction): Failure | null {
  if (canActOnAdjustment(s, item, role, action)) return null;
  if (item.source !== 'FORWARDER') return fail(30002, 'This adjustment was made by the platform and cannot be reviewed.');
  if (s.status === 'CANCELLED') return fail(30002, `Shipment ${s.shipmentNo} is cancelled; its adjustments can no longer change.`);
  return fail(30002, `This adjustment is ${REVIEW_STATE_LABEL[item.status]}; it cannot be ${action === 'withdraw' ? 'withdrawn' : `${action}d`} now.`);
}

type Reviewed = Granted & { item: AdjustmentRecord };

/**
 * A review step once its input is read: 30002 when the rules refuse it, else the change is applied, the
 * totals (and so the bill) follow, and the answer is the item as it is now.
 */
async function settleReview(
  { user, s, item }: Reviewed,
  role: ShipmentRole,
  action: AdjustmentAction,
  change: Partial<Pick<AdjustmentRecord, 'status' | 'disputeReason' | 'amount' | 'description' | 'chargeCode'>>,
) {
  const refusal = reviewRefusal(s, item, role, action);
  if (refusal) return refusal;
  Object.assign(item, change, { updatedAt: nowIso() });
  recomputeTotals(s);
  await repositories().shipments.save(s);
  return ok(toAdjustment(s, item, user));
}

// The rules of an adjustment's fields, the same for a new item and for a revision of one; each
// operation checks them in its own order, and the first problem is the answer.

/** A non-zero amount, rounded to two decimals. */
function readAmount(body: Record<string, unknown> | null): number | { problem: string } {
  const amount = typeof body?.amount === 'number' && Number.isFinite(body.amount) ? round2(body.amount) : null;
  return amount === null || amount === 0 ? { problem: 'amount: a non-zero amount with two decimals.' } : amount;
}
const chargeCodeProblem = (chargeCode: string) => (!chargeCode || chargeCode.length > 40 ? 'chargeCode: 1 to 40 characters.' : null);
const descriptionProblem = (description: string) => (!description || description.length > 500 ? 'description: 1 to 500 characters.' : null);
/** A credit may bring the total cost (`cost`, without the item itself) down to zero, not below. */
const creditProblem = (cost: number, amount: number, currency: string) =>
  round2(cost + amount) < 0 ? `amount: a credit cannot exceed the total cost (${cost.toFixed(2)} ${currency}).` : null;

function addMilestone(s: ShipmentRecord, user: UserRecord, note: string): void {
  s.milestones.push({ status: s.status, progress: s.progress, at: nowIso(), note, byName: userName(user) });
}

/**
 * A buyer's step that asks for nothing (send to the provider, close): 30002 with `refusal` when the rules
 * do not allow it now, else the new status, recorded as a milestone with `note`; the answer is the detail.
 */
/** A step the buyer takes with one click: its milestone has no note, the status and the buyer's name say it in the reader's language. */
async function buyerStep(s: ShipmentRecord, user: UserRecord, to: ShipmentStatus, refusal: string) {
  if (!canMove(s, 'BUYER', to)) return fail(30002, refusal);
  s.status = to;
  addMilestone(s, user, '');
  await repositories().shipments.save(s);
  return ok(toShipment(s, user));
}

// ---------------------------------------------------------------------------------------------------
// The list query (the contract's listShipments describes the same conditions and sorts)


export const SHIPMENT_LIST: ListSpec<ShipmentRecord> = {
  filters: {
    status: { kind: 'enum', values: shipmentStatusValues, get: (s) => s.status },
    mode: { kind: 'enum', values: shipmentModeValues, get: (s) => s.mode },
    progress: { kind: 'enum', values: shipmentProgressValues, get: (s) => s.progress },
    onHold: { kind: 'boolean', operators: ['EQUAL'], get: (s) => s.onHold },
    keyword: { kind: 'keyword', get: (s) => [s.shipmentNo, s.containerNo, s.houseNo, s.masterNo, s.consignee.companyName] },
    bookedDate: { kind: 'date', operators: ['BETWEEN'], get: (s) => s.bookedAt },
    cargoReadyDate: { kind: 'date', operators: ['BETWEEN'], get: (s) => s.cargoReadyDate },
    deliveryDate: { kind: 'date', operators: ['BETWEEN'], get: listDeliveryDate },
  },
  sorts: {
    bookedDate: (s) => s.bookedAt,
    shipmentNo: (s) => s.shipmentNo,
    cargoReadyDate: (s) => s.cargoReadyDate,
    deliveryDate: listDeliveryDate,
    // The order of the status flow (the contract's enum lists it so), cancelled last.
    status: (s) => shipmentStatusValues.indexOf(s.status),
    totalCost: (s) => s.totalCost,
  },
  defaultSort: { property: 'bookedDate', direction: 'DESC' },
  // Shipment numbers are unique codes: their code-unit order is their order (and far cheaper than a locale's).
  tieBreak: (a, b) => (a.shipmentNo < b.shipmentNo ? 1 : a.shipmentNo > b.shipmentNo ? -1 : 0),
  malformed: 'badRequest',
};

// ---------------------------------------------------------------------------------------------------
// The list's and the detail's memory of their answers

/**
 * The last answers of the list and the detail, as bytes with their headers (mocks/answer-memory.ts): a busy
 * list page or a detail page asks the same again and again, and mapping the records to the contract and
 * serialising them is most of such a request. The session, the visibility and the query's validity are
 * checked on every request before the memory is asked. What an answer depends on, all of it in the key or
 * the version:
 * - the viewer's company and role, not the user. The list's rows are the company's shipments as buyer or
 *   as forwarder (the repository's page) and toSummary reads nothing of the viewer; the detail's allowedActions
 *   and each adjustment's actions are the role's, each document's canDelete the company's (the uploader's).
 *   Nothing reads the user's id, name or admin right, so every user of a company in one role sees the same
 *   bytes and shares the answer.
 * - the list's query, normalised (plan.asked: conditions, their combination, the order, the page); the
 *   detail's shipment id.
 * - the store version: the records, and the companies' names as they are now (buyerName, the comments'
 *   and forwarder's company names), which a rename saves.
 * - not the language: a place carries the catalogue's names in every language (cityLocalNames, decision
 *   204) and the reader's page picks one; neither operation reads Accept-Language or a query parameter.
 * - not the time: nothing in either answer reads `now` (no countdown, `expired`, days late or hold age;
 *   the actions follow the status, the hold and the review states, all stored).
 * Neither operation changes the store; were one to, rememberOnceKept keeps its answer only once the change
 * is. An answer is kept from the second time its key is asked (fromSecondAsk): a reader paging through the
 * list or opening shipment after shipment would otherwise fill the memory with answers asked once. Bounded:
 * 32 list answers of at most 64 KiB (a 20-row page is about 15 KiB; the CSV export's pages of 1 000 rows are
 * not kept) and 256 details of at most 32 KiB (about 5 KiB each): about 0.5 and 1.3 MiB as the pages ask
 * them, 2 and 8 MiB at the very most.
 */
const listAnswers = answerMemory<AnswerBytes>(32, { fromSecondAsk: true });
const MAX_REMEMBERED_LIST_BYTES = 64 * 1024;
const detailAnswers = answerMemory<AnswerBytes>(256, { fromSecondAsk: true });
const MAX_REMEMBERED_DETAIL_BYTES = 32 * 1024;

/** A fresh JSON answer, kept when its key was asked before and it is small enough; sent as a remembered one is. */
function remembering(memory: typeof listAnswers, key: string, version: number, maxBytes: number, body: unknown): Response {
  const answer = jsonAnswerBytes(body);
  if (memory.wouldKeep(key) && answer.bytes.byteLength <= maxBytes) rememberOnceKept(memory, key, version, answer);
  return answerFrom(answer);
}

// ---------------------------------------------------------------------------------------------------
// Operations

export const shipmentOperations: Operation[] = [
  operation.post('/shipment/list', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const plan = await readPagedQuery(request, SHIPMENT_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const asked = JSON.stringify([user.companyId, user.role, plan.asked]);
    const version = storeVersion();
    const before = listAnswers.recall(asked, version);
    if (before) return response.untyped(answerFrom(before));
    const result = await repositories().shipments.page(user.companyId, partyOf(user), plan);
    const names = await partyNamesOf(result.list);
    const page: Schemas['ShipmentSummaryPage'] = { list: result.list.map((s) => toSummary(s, names)), total: result.total };
    return response.untyped(remembering(listAnswers, asked, version, MAX_REMEMBERED_LIST_BYTES, ok(page)));
  }),

  operation.get('/shipment/{id}', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s } = a;
    const asked = JSON.stringify([s.id, user.companyId, user.role]);
    const version = storeVersion();
    const before = detailAnswers.recall(asked, version);
    if (before) return response.untyped(answerFrom(before));
    return response.untyped(remembering(detailAnswers, asked, version, MAX_REMEMBERED_DETAIL_BYTES, ok(toShipment(s, user))));
  }),

  operation.post('/shipment/{id}/cancel', async ({ request, params, response }) => {
    const a = await accessWithBody(request, params.id, 'BUYER');
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s, body } = a;
    const read = readReason(body, 'reason: please tell the provider why the shipment is cancelled.');
    if ('problem' in read) return response(200).json(invalid(read.problem));
    const { reason } = read;
    if (!canMove(s, 'BUYER', 'CANCELLED')) {
      return response(200).json(fail(30002, `A shipment that is ${STATUS_LABEL[s.status]} can no longer be cancelled.`));
    }
    const at = nowIso();
    s.status = 'CANCELLED';
    s.cancelReason = reason;
    s.onHold = false;
    s.hold = null;
    addMilestone(s, user, `Cancelled by the buyer: ${reason}`);
    applyCancellationCredit(s, at, 'System');
    await repositories().shipments.save(s);
    return response(200).json(ok(toShipment(s, user), 'Cancel Success'));
  }),

  operation.post('/shipment/{id}/close', async ({ request, params, response }) => {
    const a = await access(request, params.id, { role: 'BUYER', mutation: true });
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s } = a;
    const why = s.onHold ? 'it is on hold' : `it is ${STATUS_LABEL[s.status]}`;
    return response(200).json(await buyerStep(s, user, 'CLOSED', `Shipment ${s.shipmentNo} cannot be closed while ${why}.`));
  }),

  operation.post('/shipment/{id}/send-to-provider', async ({ request, params, response }) => {
    const a = await access(request, params.id, { role: 'BUYER', mutation: true });
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s } = a;
    const refusal = `Shipment ${s.shipmentNo} is ${STATUS_LABEL[s.status]}; only a placed booking can be sent to the provider.`;
    return response(200).json(await buyerStep(s, user, 'SENT_TO_PROVIDER', refusal));
  }),

  operation.post('/shipment/{id}/status', async ({ request, params, response }) => {
    const a = await accessWithBody(request, params.id, 'SELLER');
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s, body } = a;
    const to = str(body?.status) as ShipmentStatus | undefined;
    if (!to || !shipmentStatusValues.includes(to)) return response(200).json(invalid(`status must be one of ${shipmentStatusValues.join(', ')}.`));
    const progress = body?.progress === undefined ? undefined : (str(body.progress) as ShipmentProgress | undefined);
    if (body?.progress !== undefined && (!progress || !shipmentProgressValues.includes(progress))) {
      return response(200).json(invalid(`progress must be one of ${shipmentProgressValues.join(', ')}.`));
    }
    const note = body?.note === undefined ? '' : str(body.note)?.trim();
    if (note === undefined || note.length > 500) return response(200).json(invalid('note: text of at most 500 characters.'));
    const transport = body?.transport as Schemas['ShipmentTransportDetails'] | undefined;
    if (transport !== undefined) {
      const limits = { vesselOrFlightNo: 60, containerNo: 200, houseNo: 40, masterNo: 40, carrier: 80 } as const;
      if (!transport || typeof transport !== 'object') return response(200).json(invalid('transport must be an object.'));
      for (const [field, max] of Object.entries(limits)) {
        const v: unknown = transport[field as keyof typeof limits];
        // A null carrier keeps the current one (the contract allows null for it alone).
        if (field === 'carrier' && v === null) continue;
        if (v !== undefined && (typeof v !== 'string' || !v.trim() || v.length > max)) {
          return response(200).json(invalid(`transport.${field}: text of 1 to ${max} characters.`));
        }
      }
    }

    if (to === s.status) {
      if (!canUpdateProgress(s, 'SELLER')) return response(200).json(fail(30002, `Shipment ${s.shipmentNo} is ${STATUS_LABEL[s.status]}; it cannot be updated.`));
      if (!progress && !note && !transport) return response(200).json(invalid('Give a progress, a note or transport details to update the shipment.'));
    } else if (!canMove(s, 'SELLER', to)) {
      const why = s.onHold
        ? `Shipment ${s.shipmentNo} is on hold; release the hold before changing its status.`
        : `A shipment that is ${STATUS_LABEL[s.status]} cannot move to ${STATUS_LABEL[to]}.`;
      return response(200).json(fail(30002, why));
    }

    const changed = to !== s.status;
    s.status = to;
    if (progress) s.progress = progress;
    if (transport?.carrier) s.carrier = transport.carrier.trim();
    if (transport?.vesselOrFlightNo) s.vesselOrFlightNo = transport.vesselOrFlightNo.trim();
    if (transport?.containerNo) s.containerNo = transport.containerNo.trim();
    if (transport?.houseNo) s.houseNo = transport.houseNo.trim();
    if (transport?.masterNo) s.masterNo = transport.masterNo.trim();
    if (to === 'TRANSPORT_BOOKED' && !s.houseNo) {
      // The house bill is the forwarder's own document: it is numbered from the forwarder's series.
      s.houseNo = `${s.sellerRefNo.split('-')[0] ?? 'FWD'}${s.portOfLoading.slice(0, 3).toUpperCase()}${s.shipmentNo.slice(-7)}`;
    }
    if (changed && to === 'DELIVERED') s.deliveredAt = nowIso();
    addMilestone(s, user, note || (changed ? `Status changed to ${STATUS_LABEL[to]}.` : `Progress updated to ${s.progress.replace(/_/g, ' ').toLowerCase()}.`));
    await repositories().shipments.save(s);
    return response(200).json(ok(toShipment(s, user)));
  }),

  operation.post('/shipment/{id}/hold', async ({ request, params, response }) => {
    const a = await accessWithBody(request, params.id, 'SELLER');
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s, body } = a;
    if (typeof body?.onHold !== 'boolean') return response(200).json(invalid('onHold must be true or false.'));
    const onHold = body.onHold;
    // A release ignores the other fields: there is nothing left to describe.
    const hold = onHold ? readHold(body) : null;
    if (hold && 'problem' in hold) return response(200).json(invalid(hold.problem));
    if (!canHold(s, 'SELLER', onHold)) {
      const why = onHold ? `A shipment that is ${STATUS_LABEL[s.status]} cannot be put on hold.` : `Shipment ${s.shipmentNo} is not on hold.`;
      return response(200).json(fail(30002, why));
    }
    if (hold) {
      // Changing the reason of a hold keeps the time it was first placed.
      s.hold = { ...hold, placedAt: s.hold?.placedAt ?? nowIso(), placedBy: userName(user) };
      s.onHold = true;
    } else {
      s.onHold = false;
      s.hold = null;
    }
    await repositories().shipments.save(s);
    return response(200).json(ok(toShipment(s, user)));
  }),

  operation.post('/shipment/{id}/adjustments', async ({ request, params, response }) => {
    const a = await accessWithBody(request, params.id, 'SELLER');
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s, body } = a;
    const chargeCode = str(body?.chargeCode)?.trim().toUpperCase() ?? '';
    const description = str(body?.description)?.trim() ?? '';
    const amount = readAmount(body);
    const currency = str(body?.currency);
    const date = body?.date === undefined ? serverDay(mockNow()) : str(body.date);
    const textProblem = chargeCodeProblem(chargeCode) ?? descriptionProblem(description);
    if (textProblem) return response(200).json(invalid(textProblem));
    if (typeof amount !== 'number') return response(200).json(invalid(amount.problem));
    if (currency !== s.currency) return response(200).json(invalid(`currency: adjustments are in the shipment's currency (${s.currency}).`));
    if (!isIsoDay(date)) return response(200).json(invalid('date: an ISO date (YYYY-MM-DD).'));
    const credit = creditProblem(s.totalCost, amount, s.currency);
    if (credit) return response(200).json(invalid(credit));
    if (!canAddAdjustment(s, 'SELLER')) {
      return response(200).json(fail(30002, `Adjustments cannot be added while the shipment is ${STATUS_LABEL[s.status]}.`));
    }
    const createdAt = nowIso();
    const item: AdjustmentRecord = {
      id: nextId('ADJ'),
      chargeCode,
      description,
      date,
      amount,
      currency: s.currency,
      who: userName(user),
      source: 'FORWARDER',
      status: 'PENDING',
      disputeReason: null,
      createdAt,
      updatedAt: createdAt,
    };
    s.adjustments.push(item);
    recomputeTotals(s);
    await repositories().shipments.save(s);
    return response(200).json(ok(toAdjustment(s, item, user)));
  }),

  operation.post('/shipment/{id}/adjustments/{adjustmentId}/approve', async ({ request, params, response }) => {
    const r = await reviewAccess(request, params.id, params.adjustmentId, 'BUYER');
    if ('refused' in r) return response.untyped(r.refused);
    return response(200).json(await settleReview(r, 'BUYER', 'approve', { status: 'APPROVED' }));
  }),

  operation.post('/shipment/{id}/adjustments/{adjustmentId}/dispute', async ({ request, params, response }) => {
    const r = await reviewAccess(request, params.id, params.adjustmentId, 'BUYER');
    if ('refused' in r) return response.untyped(r.refused);
    const body = await readJsonObject(request);
    const read = readReason(body, 'reason: tell the logistics provider why you dispute this adjustment.');
    if ('problem' in read) return response(200).json(invalid(read.problem));
    return response(200).json(await settleReview(r, 'BUYER', 'dispute', { status: 'DISPUTED', disputeReason: read.reason }));
  }),

  operation.post('/shipment/{id}/adjustments/{adjustmentId}/revise', async ({ request, params, response }) => {
    const r = await reviewAccess(request, params.id, params.adjustmentId, 'SELLER');
    if ('refused' in r) return response.untyped(r.refused);
    const { s, item } = r;
    const body = await readJsonObject(request);
    const amount = readAmount(body);
    const description = str(body?.description)?.trim() ?? '';
    const chargeCode = body?.chargeCode === undefined ? item.chargeCode : (str(body.chargeCode)?.trim().toUpperCase() ?? '');
    if (typeof amount !== 'number') return response(200).json(invalid(amount.problem));
    const textProblem = descriptionProblem(description) ?? chargeCodeProblem(chargeCode);
    if (textProblem) return response(200).json(invalid(textProblem));
    const credit = creditProblem(round2(s.totalCost - (countsInTotal(item) ? item.amount : 0)), amount, s.currency);
    if (credit) return response(200).json(invalid(credit));
    // The dispute reason stays: it is the objection this revision answers (039).
    return response(200).json(await settleReview(r, 'SELLER', 'revise', { status: 'PENDING', amount, description, chargeCode }));
  }),

  operation.post('/shipment/{id}/adjustments/{adjustmentId}/withdraw', async ({ request, params, response }) => {
    const r = await reviewAccess(request, params.id, params.adjustmentId, 'SELLER');
    if ('refused' in r) return response.untyped(r.refused);
    return response(200).json(await settleReview(r, 'SELLER', 'withdraw', { status: 'WITHDRAWN' }));
  }),

  operation.get('/shipment/{id}/documents', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const { user } = a;
    return response(200).json(ok(newestFirst(a.s.documents).map((d) => toDocument(a.s, d, user))));
  }),

  operation.post('/shipment/{id}/documents', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    return withIdempotency(request, `shipment-document:${user.id}:${params.id}`, async () => {
      const a = await access(request, params.id, { mutation: true });
      if ('refused' in a) return response.untyped(a.refused);
      const { s } = a;
      const multipart = await readForm(request, 'document');
      if ('refused' in multipart) return response.untyped(multipart.refused);
      const { form } = multipart;
      const file = form.get('file');
      const type = form.get('type');
      const category = form.get('category');
      if (!isFile(file) || file.size === 0) return response(200).json(invalid('file: choose a file to upload.'));
      if (typeof type !== 'string' || !shipmentDocumentTypeValues.includes(type as DocumentType)) {
        return response(200).json(invalid(`type must be one of ${shipmentDocumentTypeValues.join(', ')}.`));
      }
      if (category !== null && (typeof category !== 'string' || category.trim().length > 60)) {
        return response(200).json(invalid('category: at most 60 characters.'));
      }
      const problem = fileProblem(file);
      if (problem) return response(200).json(problem);

      const id = nextId('DOC');
      await storeBlob(id, file);
      const record: DocumentRecord = {
        id,
        type: type as DocumentType,
        fileName: file.name,
        category: (typeof category === 'string' && category.trim()) || DEFAULT_DOCUMENT_CATEGORY[type as DocumentType],
        size: file.size,
        contentType: contentTypeOf(file),
        uploadedAt: nowIso(),
        uploadedBy: userName(user),
        uploadedByUserId: user.id,
        uploaderCompanyId: user.companyId,
        storage: 'BLOB',
      };
      s.documents.push(record);
      await repositories().shipments.save(s);
      return response(200).json(ok(toDocument(s, record, user)));
    });
  }),

  operation.get('/shipment/{id}/documents/{documentId}', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const doc = a.s.documents.find((d) => d.id === params.documentId);
    const bytes = doc && (await storedBytes(a.s, doc, doc.type));
    if (!doc || !bytes) return response(200).json(fail(30006, 'Document not found.'));
    return response.untyped(fileResponse(bytes, doc.fileName));
  }),

  operation.delete('/shipment/{id}/documents/{documentId}', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s } = a;
    const doc = s.documents.find((d) => d.id === params.documentId);
    if (!doc) return response(200).json(fail(30006, 'Document not found.'));
    if (isClosed(s)) return response(200).json(closedFail(s));
    if (!canDeleteDocument(s, doc, user.companyId)) return response(200).json(fail(10303, 'Only the company that uploaded a document can delete it.'));
    s.documents = s.documents.filter((d) => d.id !== doc.id);
    // The bytes go once the record is gone for good: a failed commit brings the record back, and it must still open.
    if (doc.storage === 'BLOB') await afterStoreCommit(() => deleteBlob(doc.id));
    await repositories().shipments.save(s);
    return response(200).json({ success: true, code: 200, data: null });
  }),

  operation.get('/shipment/{id}/comments', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const list = [...a.s.comments].sort((x, y) => x.createdAt.localeCompare(y.createdAt));
    const names = await partyNamesOf([a.s]);
    return response(200).json(ok(list.map((c) => toComment(a.s, c, names))));
  }),

  operation.post('/shipment/{id}/comments', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: true });
    if ('refused' in a) return response.untyped(a.refused);
    const { user, s } = a;
    const multipart = await readForm(request, 'comment');
    if ('refused' in multipart) return response.untyped(multipart.refused);
    const { form } = multipart;
    const text = form.get('text');
    const trimmed = typeof text === 'string' ? text.trim() : '';
    if (!trimmed) return response(200).json(invalid('text: write a comment.'));
    if (trimmed.length > 2000) return response(200).json(invalid('text: at most 2000 characters.'));
    const files = form.getAll('files').filter((f): f is File => isFile(f) && f.size > 0);
    if (files.length > MAX_COMMENT_FILES) return response(200).json(invalid(`files: at most ${MAX_COMMENT_FILES} attachments.`));
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem) return response(200).json(problem);
    }

    const createdAt = nowIso();
    const attachments: AttachmentRecord[] = [];
    for (const file of files) {
      const id = nextId('ATT');
      await storeBlob(id, file);
      attachments.push({ id, fileName: file.name, size: file.size, contentType: contentTypeOf(file), uploadedAt: createdAt, storage: 'BLOB' });
    }
    const comment: CommentRecord = {
      id: nextId('CMT'),
      authorUserId: user.id,
      authorName: userName(user),
      authorRole: user.role,
      text: trimmed,
      createdAt,
      attachments,
    };
    s.comments.push(comment);
    await repositories().shipments.save(s);
    return response(200).json(ok(toComment(a.s, comment, await partyNamesOf([a.s]))));
  }),

  operation.get('/shipment/{id}/comments/{commentId}/attachments/{attachmentId}', async ({ request, params, response }) => {
    const a = await access(request, params.id, { mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const attachment = a.s.comments.find((c) => c.id === params.commentId)?.attachments.find((x) => x.id === params.attachmentId);
    const bytes = attachment && (await storedBytes(a.s, attachment, 'ATTACHMENT'));
    if (!attachment || !bytes) return response(200).json(fail(30006, 'Attachment not found.'));
    return response.untyped(fileResponse(bytes, attachment.fileName));
  }),

  operation.post('/shipment/{id}/rating', async ({ request, params, response }) => {
    // Rating is the one action a closed shipment still accepts (docs/decisions/034-shipment-rating.md).
    const a = await access(request, params.id, { role: 'BUYER', mutation: false });
    if ('refused' in a) return response.untyped(a.refused);
    const { s } = a;
    const body = await readJsonObject(request);
    const score = body?.score;
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 5) return response(200).json(invalid('score: a whole number from 1 to 5.'));
    const comment = body?.comment === undefined || body.comment === null ? '' : str(body.comment)?.trim();
    if (comment === undefined || comment.length > 1000) return response(200).json(invalid('comment: at most 1000 characters.'));
    if (s.rating) return response(200).json(fail(30007, `Shipment ${s.shipmentNo} is already rated.`));
    if (!RATING_STATUSES.includes(s.status)) return response(200).json(fail(30002, 'A shipment can be rated once it is delivered.'));
    s.rating = { score, comment, ratedAt: nowIso() };
    await repositories().shipments.save(s);
    return response(200).json(ok({ ...s.rating }));
  }),
];
