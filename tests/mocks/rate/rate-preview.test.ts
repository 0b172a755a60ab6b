import { describe, expect, it } from 'vitest';
import { rateImports } from '../../../mocks/store/rate.store';
import { RATE_COLUMNS } from '../../../domain/rate-sheet-rules';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import { call, tokenFor } from '../user/call-api';

const HEADER = RATE_COLUMNS.map((c) => c.header).join(',');
const token = () => tokenFor(DEMO_USER.forwarder);
let n = 0;
function upload(lines: string[], rateMode = 'FCL') {
  return call('POST', '/forwarder-rate/template/upload', {
    token: token(),
    multipart: [
      { name: 'file', fileName: 'rates.csv', contentType: 'text/csv', content: [HEADER, ...lines].join('\r\n') },
      { name: 'rateMode', value: rateMode },
    ],
    headers: { 'Idempotency-Key': `rate-preview-${++n}-${Date.now()}` },
  });
}
const finish = (id: string, step: 'confirm' | 'abandon', as = token()) => call('POST', `/forwarder-rate/import/${id}/${step}`, { token: as });

/** The seeded FCL lanes of the template's contract in the forwarder's company. */
const seededFcl = () => rateImports().lanes.filter((l) => l.companyId === COMPANY.pacific && l.lane.mode === 'FCL').map((l) => l.lane);
const row = (l: { contractId: string; sheet: string; origin: string; destination: string; equipment: string; currency?: string }, price: string) =>
  [l.contractId, '0', l.sheet, 'FCL', l.origin, l.destination, l.equipment, price, l.currency ?? 'USD', '2026-12-01', '2027-02-28'].join(',');

describe('the rate import preview', () => {
  it('answers PREVIEW with added, changed and removed lanes and every row error, and imports nothing yet', async () => {
    const [kept, changed, ...rest] = seededFcl();
    const lanesBefore = rateImports().lanes.length;
    const { body } = await upload([
      row(kept!, String(kept!.price)),
      row(changed!, '9999.5'),
      row({ contractId: 'PBL-2026-101', sheet: 'Main', origin: 'KRPUS', destination: 'USSEA', equipment: '20RF' }, '1800'),
      'PBL-2026-101,0,Main,FCL,CNSH,USLAX,40HC,-5,RMB,2026-12-01,2027-02-28',
    ]);
    expect(body.data.import).toMatchObject({ status: 'PREVIEW', rowCount: 4, errorCount: 3 });
    expect(body.data.changed).toEqual([expect.objectContaining({ oldPrice: changed!.price, lane: expect.objectContaining({ price: 9999.5, origin: changed!.origin }) })]);
    expect(body.data.added).toEqual([expect.objectContaining({ origin: 'KRPUS', destination: 'USSEA', equipment: '20RF', price: 1800 })]);
    expect(body.data.removed).toHaveLength(rest.length);
    expect(body.data.errors.map((e: { columnType: string }) => e.columnType)).toEqual(['ORIGIN', 'PRICE', 'CURRENCY']);
    expect(body.data.errors[0]).toMatchObject({ contractId: 'PBL-2026-101', amendment: '0', sheet: 'Main', row: 5, value: 'CNSH' });
    expect(rateImports().lanes.length).toBe(lanesBefore);
  });

  it('confirm imports the good rows (PARTIAL) and a repeat answers the same; abandon then refuses', async () => {
    const { body } = await upload([row(seededFcl()[0]!, '10'), 'PBL-2026-101,0,Main,FCL,CNSH,USLAX,40HC,10,USD,2026-12-01,2027-02-28']);
    const id = body.data.import.id as string;
    const confirmed = await finish(id, 'confirm');
    expect(confirmed.body.data).toMatchObject({ id, status: 'PARTIAL' });
    expect(rateImports().lanes.filter((l) => l.companyId === COMPANY.pacific && l.lane.contractId === 'PBL-2026-101' && l.lane.mode === 'FCL').map((l) => l.lane.price)).toEqual([10]);
    expect((await finish(id, 'confirm')).body.data.status).toBe('PARTIAL');
    expect((await finish(id, 'abandon')).body.code).toBe(90001);
  });

  it('abandon keeps the lanes, lists the import as ABANDONED; confirm then refuses', async () => {
    const before = JSON.stringify(rateImports().lanes);
    const { body } = await upload([row(seededFcl()[0]!, '10')]);
    const id = body.data.import.id as string;
    expect((await finish(id, 'abandon')).body.data).toMatchObject({ id, status: 'ABANDONED' });
    expect(JSON.stringify(rateImports().lanes)).toBe(before);
    const history = await call('POST', '/forwarder-rate/history', { token: token(), json: { pageNumber: 0, pageSize: 1 } });
    expect(history.body.data.list[0]).toMatchObject({ id, status: 'ABANDONED' });
    expect((await finish(id, 'confirm')).body.code).toBe(90001);
  });

  it('answers 90001 for an import of another company and 10303 to a buyer', async () => {
    const sino = rateImports().imports.find((r) => r.companyId === COMPANY.sino)!;
    expect((await finish(sino.id, 'confirm')).body.code).toBe(90001);
    const { body } = await upload([row(seededFcl()[0]!, '10')]);
    expect((await finish(body.data.import.id, 'abandon', tokenFor(DEMO_USER.shipper))).body.code).toBe(10303);
  });
});
