/**
 * What the detail shows of a shipment (spec section 3 "Shipment", every field the contract carries),
 * grouped, each with its label id and a value of a kind the view knows how to write (a date as
 * `Mon D YYYY`, money with two decimals, a glossary word). The view renders the list and decides
 * nothing; the charges block reads the server's totals as they are (decision 112).
 */
import { adjustmentStatusValues, customsBondValues, customsEventCodeValues, quoteServiceTypeValues, type components } from '../../src/api/schema.gen';
import type { AdjustmentItem, Shipment } from './lifecycle.forms';
import type { Message } from '../shared/message';

type Schemas = components['schemas'];

export type FactValue =
  | { kind: 'text'; text: string }
  | { kind: 'message'; label: Message }
  | { kind: 'date'; value: string }
  | { kind: 'dateTime'; value: string }
  | { kind: 'money'; amount: number; currency: string }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'days'; min: number; max: number }
  /** An end of the route: the view names its city and country in the reader's language. */
  | { kind: 'place'; place: Schemas['ShipmentPlace'] }
  /** Not known yet (before transport is booked, no pickup for a port origin, …). */
  | { kind: 'none' };

export interface Fact {
  label: string;
  value: FactValue;
}

export interface FactGroup {
  title: string;
  facts: Fact[];
}

const text = (t: string | null | undefined): FactValue => (t ? { kind: 'text', text: t } : { kind: 'none' });
const date = (d: string | null | undefined): FactValue => (d ? { kind: 'date', value: d } : { kind: 'none' });
const known = <T extends string>(values: readonly T[], value: string, prefix: string): FactValue =>
  (values as readonly string[]).includes(value) ? { kind: 'message', label: { id: `${prefix}.${value}` } } : { kind: 'text', text: value };

const F = 'shipment.detail.field';

export function factGroups(s: Shipment): FactGroup[] {
  const air = s.mode === 'AIR';
  return [
    {
      title: 'shipment.detail.group.route',
      facts: [
        { label: `${F}.origin`, value: { kind: 'place', place: s.origin } },
        { label: `${F}.destination`, value: { kind: 'place', place: s.destination } },
        { label: `${F}.portOfLoading`, value: text(s.portOfLoading) },
        { label: `${F}.portOfDischarge`, value: text(s.portOfDischarge) },
        { label: `${F}.route`, value: text(s.route) },
        { label: `${F}.serviceType`, value: known(quoteServiceTypeValues, s.serviceType, 'shipment.detail.serviceType') },
        { label: `${F}.transitPortToPort`, value: { kind: 'days', ...s.transitDays.portToPort } },
        { label: `${F}.transitEndToEnd`, value: { kind: 'days', ...s.transitDays.endToEnd } },
      ],
    },
    {
      title: 'shipment.detail.group.dates',
      facts: [
        { label: `${F}.bookedBy`, value: text(s.bookedBy) },
        { label: `${F}.bookedDate`, value: date(s.bookedDate) },
        { label: `${F}.cargoReadyDate`, value: date(s.cargoReadyDate) },
        { label: `${F}.pickupDate`, value: date(s.pickupDate) },
        { label: `${F}.deliveryDate`, value: date(s.deliveryDate) },
        { label: `${F}.actualDeliveryDate`, value: date(s.actualDeliveryDate) },
      ],
    },
    {
      title: 'shipment.detail.group.transport',
      facts: [
        { label: `${F}.forwarder`, value: text(s.forwarderName) },
        { label: `${F}.sellerRefNo`, value: text(s.sellerRefNo) },
        { label: `${F}.facilitator`, value: text(s.facilitator) },
        { label: `${F}.carrier`, value: text(s.carrier) },
        { label: air ? `${F}.flightNo` : `${F}.vesselNo`, value: text(s.vesselOrFlightNo) },
        { label: `${F}.containerNo`, value: text(s.containerNo) },
        { label: air ? `${F}.houseNo.air` : `${F}.houseNo.ocean`, value: text(s.houseNo) },
        { label: air ? `${F}.masterNo.air` : `${F}.masterNo.ocean`, value: text(s.masterNo) },
      ],
    },
    {
      title: 'shipment.detail.group.cargo',
      facts: [
        { label: `${F}.goodsValue`, value: { kind: 'money', amount: s.goodsValue, currency: s.currency } },
        { label: `${F}.cargoValue`, value: s.cargoValue === null ? { kind: 'none' } : { kind: 'money', amount: s.cargoValue, currency: s.currency } },
        { label: `${F}.hazardous`, value: { kind: 'yesNo', value: s.hazardous } },
        { label: `${F}.insurance`, value: { kind: 'yesNo', value: s.insurance } },
        { label: `${F}.liftgatePickup`, value: { kind: 'yesNo', value: s.liftgatePickup } },
        { label: `${F}.liftgateDelivery`, value: { kind: 'yesNo', value: s.liftgateDelivery } },
        { label: `${F}.customsBond`, value: known(customsBondValues, s.customsBond, 'shipment.detail.customsBond') },
        { label: `${F}.isf`, value: { kind: 'yesNo', value: s.isf } },
        { label: `${F}.ior`, value: { kind: 'yesNo', value: s.ior } },
      ],
    },
  ];
}

export interface CustomsEventView {
  id: string;
  code: FactValue;
  at: string;
  location: string;
  description: string;
}

export const customsEventsOf = (s: Shipment): CustomsEventView[] =>
  s.customsEvents.map((e) => ({ id: e.id, code: known(customsEventCodeValues, e.code, 'shipment.detail.customsEvent'), at: e.at, location: e.location, description: e.description }));

/** An adjustment as the charges block lists it. */
export interface AdjustmentRow {
  item: AdjustmentItem;
  statusLabel: Message;
  sourceLabel: string;
  /** PENDING and APPROVED items count in the totals; DISPUTED and WITHDRAWN ones do not (the server's totals say the same). */
  counted: boolean;
}

const isStatus = (status: string) => (adjustmentStatusValues as readonly string[]).includes(status);

export const adjustmentRowOf = (item: AdjustmentItem): AdjustmentRow => ({
  item,
  statusLabel: isStatus(item.status) ? { id: `shipment.adjustmentStatus.${item.status}` } : { id: 'shipment.detail.adjustment.status.unknown', values: { status: item.status } },
  sourceLabel: `shipment.detail.adjustment.source.${item.source}`,
  counted: item.status === 'PENDING' || item.status === 'APPROVED',
});

/** The charges block (spec section 3 "Charges"), with the server's totals. */
export function chargesOf(s: Shipment) {
  return {
    currency: s.charges.currency,
    groups: [
      { title: 'shipment.detail.charges.origin', group: s.charges.origin },
      { title: 'shipment.detail.charges.destination', group: s.charges.destination },
      { title: 'shipment.detail.charges.shipment', group: s.charges.shipment },
    ],
    subtotal: s.charges.total,
    adjustments: s.adjustments.map(adjustmentRowOf),
    promoCode: s.promoCode,
    promoDiscount: s.promoDiscount,
    total: s.totalCost,
    paid: s.totalPaid,
    /** What is still owed, or (negative, a cancelled paid shipment) the refund owed to the shipper. */
    due: Math.abs(s.totalDue),
    dueLabel: s.totalDue < 0 ? 'shipment.detail.charges.refund' : 'shipment.detail.charges.due',
  };
}
