/**
 * The forms of the shipment lifecycle (decisions 030–034 and 113): what each holds as typed, the rules
 * the page checks before sending (the same limits the server checks, so a refusal is rare), and the
 * request each becomes. Values stay strings as typed: nothing is lost or reformatted on an error.
 */
import {
  holdReasonCategoryValues, shipmentDocumentTypeValues, shipmentProgressValues, type components,
} from '../../src/api/schema.gen';
import { isIsoDay } from '../shared/dates';

type Schemas = components['schemas'];
export type Shipment = Schemas['Shipment'];
export type ShipmentStatus = Schemas['ShipmentStatus'];
export type ShipmentProgress = Schemas['ShipmentProgress'];
export type HoldCategory = Schemas['HoldReasonCategory'];
export type DocumentType = Schemas['ShipmentDocumentType'];
export type AdjustmentItem = Schemas['AdjustmentItem'];
export type StatusChangeRequest = Schemas['ShipmentStatusChangeRequest'];
export type HoldRequest = Schemas['ShipmentHoldRequest'];
export type AdjustmentCreateRequest = Schemas['AdjustmentCreateRequest'];
export type ShipmentRating = Schemas['ShipmentRating'];

/** The server's limits (openapi/areas/shipment.yaml). */
export const LIMITS = {
  note: 500,
  holdReason: 500,
  ratingComment: 1000,
  chargeCode: 40,
  adjustmentDescription: 500,
  transport: { carrier: 80, vesselOrFlightNo: 60, containerNo: 200, houseNo: 40, masterNo: 40 },
} as const;

export const RATING_SCORES = [1, 2, 3, 4, 5] as const;

/** The carrier references a status change may carry (ShipmentTransportDetails). */
export const TRANSPORT_FIELDS = ['carrier', 'vesselOrFlightNo', 'containerNo', 'houseNo', 'masterNo'] as const;
export type TransportField = (typeof TRANSPORT_FIELDS)[number];

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------
// Rating (decision 034)

export interface RateDraft {
  score: string;
  comment: string;
}
export type RateField = keyof RateDraft;
export const emptyRate = (): RateDraft => ({ score: '', comment: '' });

export function validateRate(d: RateDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isOneOf(RATING_SCORES.map(String), d.score)) errors.score = 'shipment.detail.rate.score.required';
  if (d.comment.trim().length > LIMITS.ratingComment) errors.comment = 'shipment.detail.rate.comment.tooLong';
  return errors;
}

export const toRatingRequest = (d: RateDraft) => ({ score: Number(d.score), ...(d.comment.trim() ? { comment: d.comment.trim() } : {}) });

// ---------------------------------------------------------------------------------------------------
// Status change and progress update (decision 030): one form, the next status or the current one.

export interface StatusDraft extends Record<TransportField, string> {
  /** The status to move to; the current status means a progress update. */
  to: string;
  /** A progress flag, or '' to keep the current one. */
  progress: string;
  note: string;
}
export type StatusField = keyof StatusDraft;
export const emptyStatus = (): StatusDraft => ({ to: '', progress: '', note: '', carrier: '', vesselOrFlightNo: '', containerNo: '', houseNo: '', masterNo: '' });

/** The statuses the form offers: the server's next statuses, and the current one when a progress update is allowed. */
export function statusChoices(s: Shipment): ShipmentStatus[] {
  const { changeStatusTo, updateProgress } = s.allowedActions;
  return updateProgress ? [...changeStatusTo, s.status] : [...changeStatusTo];
}

/** The draft as the form opens: what was typed before is kept, the target follows what the server allows now. */
export function openStatusDraft(d: StatusDraft, s: Shipment): StatusDraft {
  const choices = statusChoices(s);
  return isOneOf(choices, d.to) ? d : { ...d, to: choices[0] ?? '' };
}

export function validateStatus(d: StatusDraft, s: Shipment): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isOneOf(statusChoices(s), d.to)) errors.to = 'shipment.detail.status.to.required';
  if (d.progress && !isOneOf(shipmentProgressValues, d.progress)) errors.progress = 'shipment.detail.status.progress.invalid';
  if (d.note.trim().length > LIMITS.note) errors.note = 'shipment.detail.status.note.tooLong';
  for (const field of TRANSPORT_FIELDS) {
    if (d[field].trim().length > LIMITS.transport[field]) errors[field] = 'shipment.detail.status.transport.tooLong';
  }
  const transport = TRANSPORT_FIELDS.some((f) => d[f].trim());
  // A progress update must change something (the server answers 90001 otherwise).
  if (!errors.to && d.to === s.status && !d.progress && !d.note.trim() && !transport) errors.progress = 'shipment.detail.status.nothingToUpdate';
  return errors;
}

export function toStatusRequest(d: StatusDraft): StatusChangeRequest {
  const transport = Object.fromEntries(TRANSPORT_FIELDS.filter((f) => d[f].trim()).map((f) => [f, d[f].trim()]));
  return {
    status: d.to as ShipmentStatus,
    ...(d.progress ? { progress: d.progress as ShipmentProgress } : {}),
    ...(d.note.trim() ? { note: d.note.trim() } : {}),
    ...(Object.keys(transport).length ? { transport } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Hold (decision 032 and 112): a category the buyer can act on, the missing document, and the words.

export interface HoldDraft {
  category: string;
  documentType: string;
  reason: string;
}
export type HoldField = keyof HoldDraft;
export const emptyHold = (): HoldDraft => ({ category: '', documentType: '', reason: '' });

/** Changing a hold starts from the hold as it is. */
export function openHoldDraft(d: HoldDraft, s: Shipment): HoldDraft {
  if (!s.hold || d.category || d.reason) return d;
  return { category: s.hold.category, documentType: s.hold.documentType ?? '', reason: s.hold.reason };
}

export const needsDocumentType = (d: HoldDraft) => d.category === 'MISSING_DOCUMENT';

export function validateHold(d: HoldDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isOneOf(holdReasonCategoryValues, d.category)) errors.category = 'shipment.detail.hold.category.required';
  if (needsDocumentType(d) && !isOneOf(shipmentDocumentTypeValues, d.documentType)) errors.documentType = 'shipment.detail.hold.documentType.required';
  if (!d.reason.trim()) errors.reason = 'shipment.detail.hold.reason.required';
  else if (d.reason.trim().length > LIMITS.holdReason) errors.reason = 'shipment.detail.hold.reason.tooLong';
  return errors;
}

export const toHoldRequest = (d: HoldDraft): HoldRequest => ({
  onHold: true,
  category: d.category as HoldCategory,
  ...(needsDocumentType(d) ? { documentType: d.documentType as DocumentType } : {}),
  reason: d.reason.trim(),
});

// ---------------------------------------------------------------------------------------------------
// Adjustments (decision 112): added by the forwarder, revised with the same fields.

export interface AdjustmentDraft {
  chargeCode: string;
  description: string;
  /** YYYY-MM-DD, or '' for today (the server's). */
  date: string;
  amount: string;
}
export type AdjustmentField = keyof AdjustmentDraft;
export const emptyAdjustment = (): AdjustmentDraft => ({ chargeCode: '', description: '', date: '', amount: '' });

/** A signed amount with at most two decimals, as typed ("-150", "1,250.5"). */
export function parseAmount(text: string): number | null {
  const t = text.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

export function validateAdjustment(d: AdjustmentDraft, options: { withDate: boolean } = { withDate: true }): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = d.chargeCode.trim();
  if (!code) errors.chargeCode = 'shipment.detail.adjustment.chargeCode.required';
  else if (code.length > LIMITS.chargeCode) errors.chargeCode = 'shipment.detail.adjustment.chargeCode.tooLong';
  if (!d.description.trim()) errors.description = 'shipment.detail.adjustment.description.required';
  else if (d.description.trim().length > LIMITS.adjustmentDescription) errors.description = 'shipment.detail.adjustment.description.tooLong';
  const amount = parseAmount(d.amount);
  if (amount === null) errors.amount = 'shipment.detail.adjustment.amount.invalid';
  else if (amount === 0) errors.amount = 'shipment.detail.adjustment.amount.zero';
  if (options.withDate && d.date && !isIsoDay(d.date)) errors.date = 'shipment.detail.adjustment.date.invalid';
  return errors;
}

export const toAdjustmentRequest = (d: AdjustmentDraft, currency: Shipment['currency']): AdjustmentCreateRequest => ({
  chargeCode: d.chargeCode.trim().toUpperCase(),
  description: d.description.trim(),
  amount: parseAmount(d.amount) ?? 0,
  currency,
  ...(d.date ? { date: d.date } : {}),
});

/** Revising starts from the item as it is. */
export const adjustmentDraftOf = (item: AdjustmentItem): AdjustmentDraft => ({
  chargeCode: item.chargeCode,
  description: item.description,
  date: item.date,
  amount: item.amount.toFixed(2),
});
