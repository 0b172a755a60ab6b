/**
 * Shipment business rules: who may move a shipment from which status to which, and which actions a
 * caller may take now. Both backends enforce exactly these rules and send `allowedActions` with every
 * shipment detail, so the UI never decides them (docs/decisions/030-039).
 */
import type { components } from '../src/api/schema.gen';
import type { AdjustmentRecord, DocumentRecord, DocumentType, ShipmentRecord, ShipmentStatus } from './shipment-records';

export type ShipmentRole = components['schemas']['Role'];

/**
 * From-status → allowed next statuses, by role (docs/decisions/030-shipment-status-transitions.md).
 * The buyer moves a shipment only through its own operations (send-to-provider, cancel, close);
 * the seller through POST /shipment/{id}/status. The contract's status operation repeats this table.
 */
export const STATUS_TRANSITIONS: Readonly<Record<ShipmentStatus, Readonly<Record<ShipmentRole, readonly ShipmentStatus[]>>>> = {
  BOOKING_PLACED: { BUYER: ['SENT_TO_PROVIDER', 'CANCELLED'], SELLER: [] },
  SENT_TO_PROVIDER: { BUYER: ['CANCELLED'], SELLER: ['TRANSPORT_BOOKED'] },
  TRANSPORT_BOOKED: { BUYER: ['CANCELLED'], SELLER: ['GOODS_RECEIVED'] },
  GOODS_RECEIVED: { BUYER: [], SELLER: ['DEPARTED'] },
  DEPARTED: { BUYER: [], SELLER: ['ARRIVED'] },
  ARRIVED: { BUYER: [], SELLER: ['DELIVERED'] },
  DELIVERED: { BUYER: ['CLOSED'], SELLER: ['CONFIRMING_CLOSE'] },
  CONFIRMING_CLOSE: { BUYER: ['CLOSED'], SELLER: [] },
  CLOSED: { BUYER: [], SELLER: [] },
  CANCELLED: { BUYER: [], SELLER: [] },
};

/** Statuses in which the seller works the shipment: progress updates, holds and adjustments. */
const SELLER_ACTIVE: readonly ShipmentStatus[] = [
  'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CONFIRMING_CLOSE',
];

/** A hold can be placed while the cargo is still on its way (docs/decisions/032-shipment-hold.md). */
export const HOLDABLE_STATUSES: readonly ShipmentStatus[] = [
  'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED',
];

/** Adjustments are possible once the forwarder has the booking, including a cancelled one (cancellation fees). */
export const ADJUSTABLE_STATUSES: readonly ShipmentStatus[] = [...SELLER_ACTIVE, 'CANCELLED'];

/** The buyer may rate once the cargo is delivered (docs/decisions/034-shipment-rating.md). */
export const RATING_STATUSES: readonly ShipmentStatus[] = ['DELIVERED', 'CONFIRMING_CLOSE', 'CLOSED'];

/**
 * The category a document gets when its upload names none (docs/decisions/035): the app offers no
 * category field, so these words are what users see, and the app shows them in the reader's language.
 */
export const DEFAULT_DOCUMENT_CATEGORY = {
  COMMERCIAL_INVOICE: 'Customs',
  PACKING_LIST: 'Customs',
  PROFORMA_INVOICE: 'Finance',
  OTHERS: 'Shipping',
} as const satisfies Readonly<Record<DocumentType, string>>;

export type DefaultDocumentCategory = (typeof DEFAULT_DOCUMENT_CATEGORY)[DocumentType];

export const isDefaultDocumentCategory = (category: string): category is DefaultDocumentCategory =>
  (Object.values(DEFAULT_DOCUMENT_CATEGORY) as string[]).includes(category);

export const isClosed = (s: ShipmentRecord) => s.status === 'CLOSED';

/**
 * May `role` move the shipment to `to` now? A hold blocks the seller's status moves and the buyer's
 * close (the held matter must be settled first), never a cancellation.
 */
export function canMove(s: ShipmentRecord, role: ShipmentRole, to: ShipmentStatus): boolean {
  if (!STATUS_TRANSITIONS[s.status][role].includes(to)) return false;
  if (!s.onHold) return true;
  return role === 'BUYER' && to === 'CANCELLED';
}

/** The seller may record a new progress flag or a note without changing the status. */
export const canUpdateProgress = (s: ShipmentRecord, role: ShipmentRole) => role === 'SELLER' && SELLER_ACTIVE.includes(s.status);

export function canHold(s: ShipmentRecord, role: ShipmentRole, onHold: boolean): boolean {
  if (role !== 'SELLER' || isClosed(s)) return false;
  // Releasing is always possible while held; placing a hold only while the cargo is moving.
  return onHold ? HOLDABLE_STATUSES.includes(s.status) : s.onHold;
}

export const canAddAdjustment = (s: ShipmentRecord, role: ShipmentRole) => role === 'SELLER' && ADJUSTABLE_STATUSES.includes(s.status);
export const canUploadDocument = (s: ShipmentRecord) => !isClosed(s);
export const canComment = (s: ShipmentRecord) => !isClosed(s);
export const canRate = (s: ShipmentRecord, role: ShipmentRole) => role === 'BUYER' && RATING_STATUSES.includes(s.status) && s.rating === null;
/** Only the uploader's company deletes a document, and not once the shipment is closed. */
export const canDeleteDocument = (s: ShipmentRecord, doc: DocumentRecord, companyId: string) => !isClosed(s) && doc.uploaderCompanyId === companyId;

export interface AllowedActions {
  cancel: boolean;
  close: boolean;
  sendToProvider: boolean;
  changeStatusTo: ShipmentStatus[];
  updateProgress: boolean;
  hold: boolean;
  releaseHold: boolean;
  addAdjustment: boolean;
  uploadDocument: boolean;
  comment: boolean;
  rate: boolean;
}

/** What the caller may do with this shipment now; sent with every shipment detail. */
export function allowedActions(s: ShipmentRecord, role: ShipmentRole): AllowedActions {
  return {
    cancel: role === 'BUYER' && canMove(s, 'BUYER', 'CANCELLED'),
    close: role === 'BUYER' && canMove(s, 'BUYER', 'CLOSED'),
    sendToProvider: role === 'BUYER' && canMove(s, 'BUYER', 'SENT_TO_PROVIDER'),
    changeStatusTo: role === 'SELLER' ? STATUS_TRANSITIONS[s.status].SELLER.filter((to) => canMove(s, 'SELLER', to)) : [],
    updateProgress: canUpdateProgress(s, role),
    hold: canHold(s, role, true),
    releaseHold: canHold(s, role, false),
    addAdjustment: canAddAdjustment(s, role),
    uploadDocument: canUploadDocument(s),
    comment: canComment(s),
    rate: canRate(s, role),
  };
}

// ---------------------------------------------------------------------------------------------------
// The buyer's review of adjustments (docs/decisions/039-adjustment-review.md)

export type AdjustmentAction = 'approve' | 'dispute' | 'revise' | 'withdraw';
export type AdjustmentActions = Record<AdjustmentAction, boolean>;

/** Which review states each action starts from, and who takes it. */
const ADJUSTMENT_ACTION_RULES: Readonly<Record<AdjustmentAction, { role: ShipmentRole; from: readonly AdjustmentRecord['status'][] }>> = {
  approve: { role: 'BUYER', from: ['PENDING'] },
  dispute: { role: 'BUYER', from: ['PENDING'] },
  revise: { role: 'SELLER', from: ['PENDING', 'DISPUTED'] },
  withdraw: { role: 'SELLER', from: ['PENDING', 'DISPUTED'] },
};

/**
 * May `role` take `action` on this item now? Never on the platform's own items (a cancellation
 * credit), and never once the shipment is closed or cancelled: its money is settled or being refunded.
 */
export function canActOnAdjustment(s: ShipmentRecord, a: AdjustmentRecord, role: ShipmentRole, action: AdjustmentAction): boolean {
  const rule = ADJUSTMENT_ACTION_RULES[action];
  if (role !== rule.role || a.source !== 'FORWARDER') return false;
  if (s.status === 'CLOSED' || s.status === 'CANCELLED') return false;
  return rule.from.includes(a.status);
}

/** The item's `actions` for the caller; sent with every adjustment. */
export function adjustmentActions(s: ShipmentRecord, a: AdjustmentRecord, role: ShipmentRole): AdjustmentActions {
  return {
    approve: canActOnAdjustment(s, a, role, 'approve'),
    dispute: canActOnAdjustment(s, a, role, 'dispute'),
    revise: canActOnAdjustment(s, a, role, 'revise'),
    withdraw: canActOnAdjustment(s, a, role, 'withdraw'),
  };
}
