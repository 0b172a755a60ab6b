/**
 * connectCompany over snapshots of the real company machine: loading and its failure, read-only for a
 * user who is not the admin, the admin's form with its rules next to each field, every business code
 * its own message, and nothing typed lost on a failure.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectCompany } from '../../machines/account/company.connect';
import { companyMachine, type Company, type CompanyRequest } from '../../machines/account/company.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ACME: Company = {
  id: 'CMP-1', legalName: 'Acme Imports LLC', address: '100 Ocean Blvd', additionalAddress: '', city: 'Long Beach', state: 'CA', country: 'US',
  zip: '90802', kind: 'BUYER', allowManageUser: true,
};

function start(canEdit: boolean, load: () => Promise<Company>, save: (r: CompanyRequest) => Promise<Company> = async () => ACME) {
  const requests: CompanyRequest[] = [];
  const actor = createActor(
    companyMachine.provide({
      actors: {
        loadCompany: fromPromise<Company, void>(() => load()),
        saveCompany: fromPromise<Company, CompanyRequest>(({ input }) => {
          requests.push(input);
          return save(input);
        }),
      },
    }),
    { input: { canEdit } },
  );
  actor.start();
  return { actor, requests, view: () => connectCompany(actor.getSnapshot(), actor.send) };
}

describe('connectCompany', () => {
  it('loads, then shows the company; a user who is not the admin reads it only', async () => {
    const { view } = start(false, async () => ACME);
    expect(view()).toMatchObject({ loading: true, company: null, loadError: null });
    await settle();
    expect(view()).toMatchObject({ loading: false, company: ACME, editing: false, canEdit: false, readOnlyNotice: 'account.company.readOnly' });
    view().startEdit();
    expect(view().editing).toBe(false);
  });

  it('says why loading failed and tries again', async () => {
    let fail = true;
    const { view } = start(true, async () => {
      if (fail) throw new ApiError('network', 0, null, null);
      return ACME;
    });
    await settle();
    expect(view()).toMatchObject({ loading: false, loadError: 'account.error.network', company: null, canEdit: false });
    fail = false;
    view().retry();
    expect(view().loading).toBe(true);
    await settle();
    expect(view()).toMatchObject({ loadError: null, company: ACME, canEdit: true, readOnlyNotice: null });
  });

  it('the admin edits from the saved company; cancel drops the draft', async () => {
    const { view } = start(true, async () => ACME);
    await settle();
    view().startEdit();
    expect(view()).toMatchObject({ editing: true, values: { legalName: 'Acme Imports LLC', country: 'US', additionalAddress: '' }, canEdit: false });
    view().edit.city('Paris');
    view().cancel();
    expect(view()).toMatchObject({ editing: false });
    view().startEdit();
    expect(view().values.city).toBe('Long Beach');
  });

  it('says each rule next to its field and keeps what was typed', async () => {
    const { view, requests } = start(true, async () => ACME);
    await settle();
    view().startEdit();
    view().edit.legalName(' ');
    view().edit.zip('');
    view().edit.state('S'.repeat(81));
    view().edit.address('New street 1');
    view().submit();
    expect(requests).toHaveLength(0);
    expect(view().errors).toMatchObject({
      legalName: 'account.company.error.required', zip: 'account.company.error.required', state: 'account.company.error.tooLong',
      address: null, city: null, additionalAddress: null,
    });
    expect(view().limits.state).toBe(80);
    expect(view().values.address).toBe('New street 1');
    expect(view().errorSeq).toBe(1);
  });

  it('saves the trimmed values and shows "saved" with the company as the server answered', async () => {
    const updated = { ...ACME, legalName: 'Acme Global LLC' };
    const { view, requests } = start(true, async () => ACME, async () => updated);
    await settle();
    view().startEdit();
    view().edit.legalName(' Acme Global LLC ');
    view().submit();
    expect(view()).toMatchObject({ saving: true, editing: true });
    await settle();
    expect(requests[0]).toEqual({
      legalName: 'Acme Global LLC', address: '100 Ocean Blvd', additionalAddress: '', city: 'Long Beach', state: 'CA', country: 'US', zip: '90802',
    });
    expect(view()).toMatchObject({ saving: false, editing: false, saved: true, company: updated });
  });

  it.each([
    [new ApiError('business', 200, 10303, 'no'), 'account.company.error.notAdmin'],
    [new ApiError('timeout', 0, null, null), 'account.error.timeout'],
    [new ApiError('http', 500, null, 'boom'), 'account.company.saveFailed'],
  ])('words a failed save (%s) as %s, keeping the form as typed', async (error, id) => {
    const { view } = start(true, async () => ACME, async () => {
      throw error;
    });
    await settle();
    view().startEdit();
    view().edit.city('Irvine');
    view().submit();
    await settle();
    expect(view()).toMatchObject({ editing: true, saving: false, formError: id, values: { city: 'Irvine' } });
  });

  it('puts a field the server refused (90001) next to that field', async () => {
    const { view } = start(true, async () => ACME, async () => {
      throw new ApiError('business', 200, 90001, 'country: use a two-letter country code.');
    });
    await settle();
    view().startEdit();
    view().submit();
    await settle();
    expect(view().errors.country).toBe('account.error.rejected');
  });
});
