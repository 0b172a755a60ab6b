/**
 * User customisation records in memory (docs/decisions/017): a user's column layout per table, one record per
 * user and customizeType, customizeValue the JSON text the app sends, kept as it is. The seed and the browser
 * demo's and the tests' UserCustomizationRepository; the server keeps the same records in a table
 * (server/db/user-customizations.table.ts), where this slice's records move at start.
 */
import type { ColumnSetting, CustomizeType, UserCustomizationRepository, UserCustomizeRecord } from '../../domain/user-customizations';
import { defineSlice, saveDb } from './db';
import { createRng } from './rng';
import { DEMO_USER } from './users.store';

/** The columns each seeded layout orders; the app's tables may know more, which then show by default. */
const SEED_COLUMNS: Partial<Record<CustomizeType, string[]>> = {
  SHIPMENT_LIST: ['shipmentNo', 'status', 'mode', 'origin', 'destination', 'bookedDate', 'cargoReadyDate', 'carrier', 'totalCost'],
  INVOICE: ['invoiceNo', 'invoiceDate', 'shipmentNo', 'amount', 'currency', 'dueDate', 'paymentStatus'],
  BILL_LIST: ['billNo', 'billDate', 'dueDate', 'billAmount', 'amountDue', 'currency', 'paymentStatus'],
  RATE_HISTORY: ['time', 'user', 'supplierId', 'rateMode', 'status', 'source', 'fileName'],
};

/** The slice's name: the server's table replaces it. */
export const USER_CUSTOMIZE_SLICE = 'userCustomize';

export const userCustomizations = defineSlice<UserCustomizeRecord[]>(USER_CUSTOMIZE_SLICE, () => {
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

export const memoryUserCustomizations: UserCustomizationRepository = {
  async ofUser(userId) {
    return userCustomizations().filter((r) => r.userId === userId);
  },
  async save(record) {
    const all = userCustomizations();
    // A record of the slice changed in place is there already; a new one goes last.
    if (!all.includes(record)) all.push(record);
    saveDb();
  },
};
