/**
 * User customisation records: a user's column layout per table (docs/decisions/017). One record per
 * user and customizeType; customizeValue is the JSON text the app sends, kept as it is.
 */
import type { components } from '../../src/api/schema.gen';
import { defineSlice, nextId, saveDb } from './db';
import { createRng } from './rng';
import { DEMO_USER } from './users.store';

export type CustomizeType = components['schemas']['CustomizeType'];

export interface UserCustomizeRecord {
  id: string;
  userId: string;
  customizeType: CustomizeType;
  customizeValue: string;
}

export interface ColumnSetting {
  dataIndex: string;
  visible: boolean;
}

/** The columns each seeded layout orders; the app's tables may know more, which then show by default. */
const SEED_COLUMNS: Partial<Record<CustomizeType, string[]>> = {
  SHIPMENT_LIST: ['shipmentNo', 'status', 'mode', 'origin', 'destination', 'bookedDate', 'cargoReadyDate', 'carrier', 'totalCost'],
  INVOICE: ['invoiceNo', 'invoiceDate', 'shipmentNo', 'amount', 'currency', 'dueDate', 'paymentStatus'],
  BILL_LIST: ['billNo', 'billDate', 'dueDate', 'billAmount', 'amountDue', 'currency', 'paymentStatus'],
  RATE_HISTORY: ['time', 'user', 'supplierId', 'rateMode', 'status', 'source', 'fileName'],
};

export const userCustomizations = defineSlice<UserCustomizeRecord[]>('userCustomize', () => {
  const rng = createRng('userCustomize');
  const layouts: [string, CustomizeType][] = [
    [DEMO_USER.shipper, 'SHIPMENT_LIST'],
    [DEMO_USER.shipper, 'INVOICE'],
    [DEMO_USER.admin, 'BILL_LIST'],
    [DEMO_USER.forwarder, 'SHIPMENT_LIST'],
    [DEMO_USER.forwarder, 'RATE_HISTORY'],
  ];
  return layouts.map(([userId, customizeType], i) => {
    const columns: ColumnSetting[] = (SEED_COLUMNS[customizeType] ?? []).map((dataIndex, index) => ({
      dataIndex,
      // The first columns stay visible so that a seeded table is never empty.
      visible: index < 3 || rng.chance(0.75),
    }));
    return { id: `UCZ-${String(i + 1).padStart(4, '0')}`, userId, customizeType, customizeValue: JSON.stringify(columns) };
  });
});

/** Parses a customizeValue; null unless it is a JSON list of { dataIndex: non-empty string, visible: boolean }. */
export function parseColumns(value: string): ColumnSetting[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const ok = parsed.every(
    (c) => typeof c === 'object' && c !== null && typeof c.dataIndex === 'string' && c.dataIndex.length > 0 && typeof c.visible === 'boolean',
  );
  return ok ? (parsed as ColumnSetting[]) : null;
}

/** Adds the user's layout for a type, or replaces the value of the one they already have. */
export function upsertCustomization(userId: string, customizeType: CustomizeType, customizeValue: string): UserCustomizeRecord {
  const existing = userCustomizations().find((r) => r.userId === userId && r.customizeType === customizeType);
  if (existing) {
    existing.customizeValue = customizeValue;
    saveDb();
    return existing;
  }
  const record: UserCustomizeRecord = { id: nextId('UCZ'), userId, customizeType, customizeValue };
  userCustomizations().push(record);
  saveDb();
  return record;
}
