import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PagedQuery } from '../../machines/paged-list.url';
import {
  connectRateHistory, connectRateLog, HISTORY_INITIAL, HISTORY_SPEC, LOG_INITIAL, LOG_SPEC, rateHistoryMachine, rateLogMachine,
  type RateImportRow, type RateLogRow,
} from '../../machines/rate/rate-lists';

const ROW: RateImportRow = {
  id: 'RIM-7', userId: 'U1', user: 'Fiona Forwarder', time: '2026-11-20T10:00:00Z', supplierId: 'MAERSK', rateMode: 'LCL',
  status: 'PARTIAL', source: 'EMAIL', fileName: 'lcl.csv', rowCount: 12, errorCount: 3,
};
const LOG: RateLogRow = { id: 'L1', importId: 'RIM-7', contractId: 'C-1', amendment: '0', sheet: 'Main', row: 4, columnType: 'PRICE', value: '=1+1', errorMessage: 'bad' };

describe('the rate history and log connects', () => {
  it('history: rows read their status, mode, source and log link; the filters send status and rate mode', async () => {
    const queries: PagedQuery[] = [];
    const actor = createActor(rateHistoryMachine.provide({ actors: { loadPage: fromPromise(({ input }: { input: PagedQuery }) => (queries.push(input), Promise.resolve({ list: [ROW], total: 1 }))) } }), { input: { spec: HISTORY_SPEC, initial: HISTORY_INITIAL } }).start();
    await waitFor(actor, (s) => s.context.rows.length === 1);
    const view = connectRateHistory(actor.getSnapshot(), actor.send);
    expect(view.rowViews[0]).toMatchObject({ status: 'rate.status.PARTIAL', mode: 'shell.mode.LCL', source: 'rate.source.EMAIL', logPath: '/log/list?importId=RIM-7' });
    expect(queries[0]!.sort).toEqual({ property: 'time', direction: 'DESC' });
    view.setFilter('status', 'FAILED');
    view.setFilter('rateMode', 'AIR');
    await waitFor(actor, () => queries.length >= 3);
    expect(queries.at(-1)!.queryConditions).toEqual(expect.arrayContaining([
      { property: 'status', logicalOperator: 'EQUAL', condition: 'FAILED' },
      { property: 'rateMode', logicalOperator: 'EQUAL', condition: 'AIR' },
    ]));
    expect(connectRateHistory(actor.getSnapshot(), actor.send)).toMatchObject({ statusFilter: 'FAILED', rateModeFilter: 'AIR' });
  });

  it('log: the CSV export keeps the filters, names the import and writes translated column types', async () => {
    const actor = createActor(rateLogMachine.provide({ actors: { loadPage: fromPromise(() => Promise.resolve({ list: [LOG], total: 1 })) } }), { input: { spec: LOG_SPEC, initial: LOG_INITIAL } }).start();
    await waitFor(actor, (s) => s.context.rows.length === 1);
    connectRateLog(actor.getSnapshot(), actor.send, 'RIM-7').setFilter('columnType', 'PRICE');
    await waitFor(actor, (s) => s.context.rows.length === 1 && !s.hasTag('loading'));
    const view = connectRateLog(actor.getSnapshot(), actor.send, 'RIM-7');
    expect(view.canExport).toBe(true);
    const request = view.exportRequest((id) => `«${id}»`, new Date(2026, 10, 24));
    expect(request.fileName).toBe('rate-log-RIM-7-2026-11-24.csv');
    expect(request.query.queryConditions).toEqual([{ property: 'columnType', logicalOperator: 'EQUAL', condition: 'PRICE' }]);
    expect(request.columns.map((c) => c.cell(LOG))).toEqual(['C-1', '0', 'Main', '4', '«rate.column.PRICE»', '=1+1', 'bad']);
  });
});
