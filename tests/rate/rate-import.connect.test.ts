import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectRateImport } from '../../machines/rate/rate-import.connect';
import {
  RATE_IMPORT_SYSTEM_ID, rateImportMachine, rateSheetUploadFile, rateSheetUploadMachine,
  type RateImport, type RateImportPreview, type RateSheetUploadInput,
} from '../../machines/rate/rate-import.machine';
import { ApiError } from '../../src/api/api-error';

const IMPORT: RateImport = {
  id: 'RIM-1', userId: 'U1', user: 'Fiona Forwarder', time: '2026-11-20T10:00:00Z', supplierId: '', rateMode: 'FCL',
  status: 'PREVIEW', source: 'UPLOAD', fileName: 'rates.csv', rowCount: 2, errorCount: 1,
};
const LANE = { contractId: 'C-1', amendment: '0', sheet: 'Main', mode: 'FCL' as const, origin: 'CNSHA', destination: 'USLAX', equipment: '40HC', price: 100, currency: 'USD' as const, validFrom: '2026-12-01', validTo: '2027-01-01' };
const PREVIEW: RateImportPreview = {
  import: IMPORT, added: [LANE], changed: [{ lane: { ...LANE, equipment: '20GP', price: 90 }, oldPrice: 80, oldCurrency: 'USD' }], removed: [],
  errors: [{ id: 'RIM-1-L1', importId: 'RIM-1', contractId: 'C-1', amendment: '0', sheet: 'Main', row: 3, columnType: 'CURRENCY', value: 'RMB', errorMessage: 'Currency must be USD, EUR or GBP.' }],
};
const file = (name = 'rates.csv', size = 100) => ({ name, size, type: 'text/csv' });

function start(options: { upload?: (input: RateSheetUploadInput) => Promise<RateImportPreview>; confirm?: () => Promise<RateImport>; template?: () => Promise<void> } = {}) {
  const sent: RateSheetUploadInput[] = [];
  const finished: string[] = [];
  const upload = fromPromise<RateImportPreview, RateSheetUploadInput>(({ input }) => {
    sent.push(input);
    return options.upload ? options.upload(input) : Promise.resolve(PREVIEW);
  });
  const machine = rateImportMachine.provide({
    actors: {
      sheetUpload: rateSheetUploadMachine.provide({ actors: { uploadFile: rateSheetUploadFile(upload) } }),
      confirmImport: fromPromise<RateImport, { importId: string }>(() => (options.confirm ? options.confirm() : Promise.resolve({ ...IMPORT, status: 'PARTIAL' as const }))),
      abandonImport: fromPromise<RateImport, { importId: string }>(() => Promise.resolve({ ...IMPORT, status: 'ABANDONED' as const })),
      downloadTemplate: fromPromise<void, void>(() => (options.template ? options.template() : Promise.resolve())),
    },
    actions: { importFinished: () => finished.push('finished') },
  });
  const actor = createActor(machine, { systemId: RATE_IMPORT_SYSTEM_ID }).start();
  const view = () => {
    const s = actor.getSnapshot();
    return connectRateImport(s, actor.send, s.context.upload.getSnapshot(), s.context.upload.send);
  };
  return { actor, view, sent, finished };
}

describe('connectRateImport', () => {
  it('refuses a sheet over 7MB before any request, and needs a rate mode before Upload', () => {
    const { view, sent } = start();
    view().addFiles([file('big.csv', 7 * 1024 * 1024 + 1)]);
    expect(view().file?.message).toEqual({ id: 'rate.upload.tooLarge', values: { name: 'big.csv', limit: '7 MB' } });
    view().addFiles([file()]);
    expect(view().canUpload).toBe(false);
    expect(view().rateModeError).toBe('rate.upload.rateModeRequired');
    view().setRateMode('FCL');
    expect(view().canUpload).toBe(true);
    expect(sent).toEqual([]);
  });

  it('uploads with the rate mode and supplier, shows the preview, and Import finishes it and reaches the history', async () => {
    const { actor, view, sent, finished } = start();
    view().setRateMode('FCL');
    view().setSupplierId('MAERSK');
    view().addFiles([file()]);
    view().start();
    await waitFor(actor, (s) => s.context.preview !== null);
    expect(sent[0]).toMatchObject({ rateMode: 'FCL', supplierId: 'MAERSK' });
    const preview = view().preview!;
    expect(preview.counts).toEqual({ rows: 2, good: 1, errorRows: 1, errors: 1 });
    expect(preview.changed[0]).toMatchObject({ oldPrice: 80, lane: { price: 90 } });
    expect(preview.logPath).toBe('/log/list?importId=RIM-1');
    expect(view().canConfirm && view().canAbandon).toBe(true);
    view().confirm();
    await waitFor(actor, (s) => s.context.finished !== null);
    expect(view().finished).toEqual({ id: 'rate.import.done.PARTIAL', tone: 'info', values: { name: 'rates.csv', rows: 2, errors: 1 }, logPath: '/log/list?importId=RIM-1' });
    expect(view().preview).toBeNull();
    expect(view().file).toBeNull();
    expect(finished).toEqual(['finished']);
  });

  it('says a sheet the server cannot read (70001) in its own words', async () => {
    const { actor, view } = start({ upload: () => Promise.reject(new ApiError('business', 200, 70001, 'The rate sheet is invalid')) });
    view().setRateMode('AIR');
    view().addFiles([file()]);
    view().start();
    await waitFor(actor.getSnapshot().context.upload, (s) => s.context.items[0]?.status === 'failed');
    expect(view().file?.message?.id).toBe('rate.upload.invalid');
    expect(view().file?.canRetry).toBe(true);
  });

  it('keeps the preview with a message when the import is refused (90001)', async () => {
    const { actor, view } = start({ confirm: () => Promise.reject(new ApiError('business', 200, 90001, 'abandoned')) });
    view().setRateMode('FCL');
    view().addFiles([file()]);
    view().start();
    await waitFor(actor, (s) => s.context.preview !== null);
    view().confirm();
    await waitFor(actor, (s) => s.context.finishError !== null);
    expect(view().finishError).toBe('rate.import.confirm.gone');
    expect(view().preview).not.toBeNull();
  });

  it('says a call refused because the account is no forwarder’s (10303) in its own words, for the sheet, the import and the template', async () => {
    const refused = () => Promise.reject(new ApiError('business', 200, 10303, 'Rate sheets are for forwarders only.'));
    const upload = start({ upload: refused });
    upload.view().setRateMode('AIR');
    upload.view().addFiles([file()]);
    upload.view().start();
    await waitFor(upload.actor.getSnapshot().context.upload, (s) => s.context.items[0]?.status === 'failed');
    expect(upload.view().file?.message?.id).toBe('rate.notForwarder');

    const confirm = start({ confirm: refused });
    confirm.view().setRateMode('FCL');
    confirm.view().addFiles([file()]);
    confirm.view().start();
    await waitFor(confirm.actor, (s) => s.context.preview !== null);
    confirm.view().confirm();
    await waitFor(confirm.actor, (s) => s.context.finishError !== null);
    expect(confirm.view().finishError).toBe('rate.notForwarder');

    const template = start({ template: refused });
    template.view().template.download();
    await waitFor(template.actor, (s) => s.context.templateError !== null);
    expect(template.view().template.error).toBe('rate.notForwarder');
  });
});
