/**
 * Bench shipments: a list of thousands of rows for the shipment list benchmark and the CSV export,
 * which the 232 seeded shipments cannot give (docs/decisions/036-shipment-list-query.md).
 * In the browser demo: `window.__freightMock.seedShipments(5000)`.
 */
import { saveDb } from './store/db';
import { shipments } from './store/shipment.store';
import type { ShipmentRecord, ShipmentRepository } from '../domain/shipment-records';
import { COMPANY, DEMO_USER } from './store/users.store';

const BENCH_ID = /^SHP-B(\d{6})$/;
const DAY_MS = 86_400_000;

const shiftIso = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();
const shiftDay = (day: string, days: number) => shiftIso(`${day}T00:00:00.000Z`, days).slice(0, 10);

/**
 * Adds `count` shipments for shipper@example.com's company (Acme), each a copy of one of the company's
 * seeded shipments with its own id and number and its dates moved back by a few days per round, so
 * that filters and sorts have spread-out values. The same calls after a reset give the same rows.
 * Documents and comments are left out to keep the rows light. Returns how many shipments the company has.
 */
export function seedBenchShipments(count: number): { added: number; total: number } {
  const list = shipments();
  const added = benchShipments(list.filter((s) => s.buyerCompanyId === COMPANY.acme), count);
  list.push(...added);
  // The list is kept newest first, as the seed leaves it.
  list.sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  saveDb();
  return { added: added.length, total: list.filter((s) => s.buyerCompanyId === COMPANY.acme).length };
}

/** The same, through the shipments' repository (the server's table). */
export async function addBenchShipments(repository: ShipmentRepository, count: number): Promise<{ added: number; total: number }> {
  const own = await repository.ofCompany(COMPANY.acme, 'buyer');
  const added = benchShipments(own, count);
  for (const shipment of added) await repository.save(shipment);
  return { added: added.length, total: own.length + added.length };
}

/** The next `count` bench shipments after those among Acme's shipments, `own`. */
function benchShipments(own: readonly ShipmentRecord[], count: number): ShipmentRecord[] {
  const templates = own.filter((s) => !BENCH_ID.test(s.id)).sort((a, b) => a.id.localeCompare(b.id));
  const already = own.filter((s) => BENCH_ID.test(s.id)).length;
  const wanted = Math.max(0, Math.floor(count));
  const added: ShipmentRecord[] = [];
  for (let k = 0; k < wanted && templates.length > 0; k++) {
    const n = already + k + 1;
    const template = templates[(n - 1) % templates.length] as ShipmentRecord;
    // Each round over the templates is one to seven days earlier than the last.
    const days = -(Math.floor((n - 1) / templates.length) * 7 + ((n - 1) % 7) + 1);
    const copy: ShipmentRecord = structuredClone(template);
    const id = `SHP-B${String(n).padStart(6, '0')}`;
    Object.assign(copy, {
      id,
      shipmentNo: `SHPB${String(n).padStart(6, '0')}`,
      buyerUserId: DEMO_USER.shipper,
      bookedAt: shiftIso(template.bookedAt, days),
      cargoReadyDate: shiftDay(template.cargoReadyDate, days),
      pickupDate: template.pickupDate && shiftDay(template.pickupDate, days),
      deliveryDate: shiftDay(template.deliveryDate, days),
      deliveredAt: template.deliveredAt && shiftIso(template.deliveredAt, days),
      documents: [],
      comments: [],
      quoteId: null,
    });
    copy.milestones = copy.milestones.map((m) => ({ ...m, at: shiftIso(m.at, days) }));
    copy.customsEvents = copy.customsEvents.map((e, i) => ({ ...e, id: `CEV-${id}-${i + 1}`, at: shiftIso(e.at, days) }));
    copy.adjustments = copy.adjustments.map((a, i) => ({
      ...a, id: `ADJ-${id}-${i + 1}`, date: shiftDay(a.date, days), createdAt: shiftIso(a.createdAt, days), updatedAt: shiftIso(a.updatedAt, days),
    }));
    if (copy.hold) copy.hold = { ...copy.hold, placedAt: shiftIso(copy.hold.placedAt, days) };
    if (copy.rating) copy.rating = { ...copy.rating, ratedAt: shiftIso(copy.rating.ratedAt, days) };
    added.push(copy);
  }
  return added;
}
