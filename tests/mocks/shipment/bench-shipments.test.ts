import { describe, expect, it } from 'vitest';
import { seedBenchShipments } from '../../../mocks/bench-shipments';
import { resetDb } from '../../../mocks/store/db';
import { shipments } from '../../../mocks/store/shipment.store';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import { getShipment, listShipments } from './shipment-test-kit';

describe('seedBenchShipments (docs/decisions/036)', () => {
  it("adds N shipments to shipper@example.com's company that the list pages through and the detail opens", async () => {
    const before = (await listShipments('shipper', { pageSize: 1 })).data?.total ?? 0;
    const result = seedBenchShipments(1500);
    expect(result).toEqual({ added: 1500, total: before + 1500 });

    const total = (await listShipments('shipper', { pageSize: 1 })).data?.total;
    expect(total).toBe(before + 1500);
    // An export reads 1000 rows a page until it has the total.
    const ids = new Set<string>();
    for (let page = 0; page * 1000 < (total ?? 0); page++) {
      const rows = (await listShipments('shipper', { pageNumber: page, pageSize: 1000 })).data?.list ?? [];
      for (const r of rows) ids.add(r.id);
    }
    expect(ids.size).toBe(total);

    const bench = shipments().filter((s) => s.id.startsWith('SHP-B'));
    expect(bench.every((s) => s.buyerCompanyId === COMPANY.acme && s.buyerUserId === DEMO_USER.shipper)).toBe(true);
    expect(new Set(bench.map((s) => s.shipmentNo)).size).toBe(1500);
    expect(new Set(bench.flatMap((s) => s.adjustments.map((a) => a.id))).size).toBe(bench.reduce((n, s) => n + s.adjustments.length, 0));
    expect(new Set(bench.map((s) => s.cargoReadyDate)).size).toBeGreaterThan(200);
    // The Nordic buyer and the other forwarder's view of the company are untouched by the bench rows' owner.
    const nordic = (await listShipments('nordicShipper', { pageSize: 1 })).data?.total;
    expect(nordic).toBe(shipments().filter((s) => s.buyerCompanyId === COMPANY.nordic).length);

    const one = bench[0];
    const detail = await getShipment(one?.id ?? '', 'shipper');
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ shipmentNo: one?.shipmentNo, documents: [], commentCount: 0 });
  });

  it('is deterministic and continues numbering on a second call', () => {
    seedBenchShipments(300);
    const first = JSON.stringify(shipments().filter((s) => s.id.startsWith('SHP-B')));
    seedBenchShipments(20);
    const numbers = shipments().filter((s) => s.id.startsWith('SHP-B')).map((s) => s.shipmentNo).sort();
    expect(numbers.at(-1)).toBe('SHPB000320');
    resetDb();
    seedBenchShipments(300);
    expect(JSON.stringify(shipments().filter((s) => s.id.startsWith('SHP-B')))).toBe(first);
    expect(seedBenchShipments(0)).toMatchObject({ added: 0 });
  });
});
