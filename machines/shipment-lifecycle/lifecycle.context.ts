/**
 * The shipment lifecycle machine's context, events and input (machines/shipment-lifecycle.machine.ts).
 */
import type { components } from '../../src/api/schema.gen';
import {
  emptyAdjustment, emptyHold, emptyRate, emptyStatus, type AdjustmentDraft, type AdjustmentField, type HoldDraft, type HoldField, type RateDraft,
  type RateField, type Shipment, type StatusDraft, type StatusField,
} from './lifecycle.forms';

export type Role = components['schemas']['Role'];

/** A message by the actions: what the last action did, or why the server refused it. */
export interface Notice {
  id: string;
  tone: 'success' | 'error';
}

export interface LifecycleInput {
  shipmentId: string;
  role: Role;
  /** The shipment number a booking has just placed, when Booking Confirm opened the page. */
  bookedShipmentNo?: string | null;
}

export interface LifecycleContext {
  shipmentId: string;
  role: Role;
  bookedShipmentNo: string | null;
  /** The server's detail, replaced by every answer that carries it. */
  shipment: Shipment | null;
  /** Why the first load failed (message id), in `loadFailed`. */
  loadError: string | null;
  /** The drafts of the forms, kept as typed until their action succeeds. */
  rate: RateDraft;
  status: StatusDraft;
  hold: HoldDraft;
  adjustment: AdjustmentDraft;
  /** Field → message id, for the open form. */
  errors: Record<string, string>;
  /** Message id next to the open form's button (a refusal or a failed call). */
  formError: string | null;
  notice: Notice | null;
  /** A new number asks the view to focus the first field in error. */
  focusSeq: number;
  /** The reload on its way was asked before a newer answer: it is asked again when it is back. */
  reloadOutdated: boolean;
}

export type LifecycleEvent =
  /** Load the shipment again after the first load failed. */
  | { type: 'RETRY' }
  /** Load the shipment again: a child changed it (an adjustment) or the server says it moved on. */
  | { type: 'REFRESH' }
  /** The cancel dialog cancelled it: the server's answer. */
  | { type: 'SHIPMENT_CHANGED'; shipment: Shipment }
  | { type: 'OPEN_SEND_TO_PROVIDER' }
  | { type: 'OPEN_CANCEL' }
  | { type: 'OPEN_CLOSE' }
  | { type: 'OPEN_RATE' }
  | { type: 'OPEN_STATUS' }
  | { type: 'OPEN_HOLD' }
  | { type: 'OPEN_RELEASE' }
  | { type: 'OPEN_ADJUSTMENT' }
  | { type: 'EDIT_RATE'; field: RateField; value: string }
  | { type: 'EDIT_STATUS'; field: StatusField; value: string }
  | { type: 'EDIT_HOLD'; field: HoldField; value: string }
  | { type: 'EDIT_ADJUSTMENT'; field: AdjustmentField; value: string }
  /** OK / Send in the open form. */
  | { type: 'SUBMIT' }
  /** Close the open form; what was typed stays for next time. */
  | { type: 'DISMISS' };

export const initialContext = (input: LifecycleInput): LifecycleContext => ({
  shipmentId: input.shipmentId,
  role: input.role,
  bookedShipmentNo: input.bookedShipmentNo ?? null,
  shipment: null,
  loadError: null,
  rate: emptyRate(),
  status: emptyStatus(),
  hold: emptyHold(),
  adjustment: emptyAdjustment(),
  errors: {},
  formError: null,
  notice: null,
  focusSeq: 0,
  reloadOutdated: false,
});

/** Input of the calls on the shipment. */
export interface ShipmentCall {
  shipmentId: string;
}
export interface ShipmentRequestCall<R> extends ShipmentCall {
  request: R;
}
