/**
 * connectBankDetails over the real bank details machine with fake actors: the currencies, the account
 * shown, the form's messages next to each field (its own rules and the server's 90001 field errors),
 * nothing typed lost on an error, and a save.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/api-error';
import { connectBankDetails } from '../../../machines/billing/bank-details.connect';
import { bankDetailsMachine, type PayoutAccount, type SavePayoutAccountInput } from '../../../machines/billing/bank-details.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const USD: PayoutAccount = {
  currency: 'USD', accountNo: '000123456789', bankName: 'JPMorgan Chase Bank, N.A.', bankAddress: '383 Madison Avenue, New York',
  recipientName: 'Oceanic Forwarding LLC', recipientAddress: '1 Harbor Way, Long Beach', swiftCode: 'CHASUS33', abaRouting: '021000021',
  updatedAt: '2026-10-01T10:00:00Z',
};

function start(save: (input: SavePayoutAccountInput) => Promise<PayoutAccount>, accounts: PayoutAccount[] = [USD]) {
  const saves: SavePayoutAccountInput[] = [];
  const actor = createActor(
    bankDetailsMachine.provide({
      actors: {
        loadPayoutAccounts: fromPromise<PayoutAccount[], void>(async () => accounts),
        savePayoutAccount: fromPromise<PayoutAccount, SavePayoutAccountInput>(({ input }) => {
          saves.push(input);
          return save(input);
        }),
      },
    }),
  );
  actor.start();
  return { saves, view: () => connectBankDetails(actor.getSnapshot(), actor.send) };
}

const echo = async (input: SavePayoutAccountInput): Promise<PayoutAccount> => ({ ...input.fields, currency: input.currency, updatedAt: '2026-11-01T00:00:00Z' });
const errorOf = (view: ReturnType<ReturnType<typeof start>['view']>, field: string) => view.form.find((f) => f.field === field)!.error;
const valueOf = (view: ReturnType<ReturnType<typeof start>['view']>, field: string) => view.form.find((f) => f.field === field)!.value;

describe('connectBankDetails', () => {
  it('shows each currency, USD first with its account; ABA routing only for USD', async () => {
    const { view } = start(echo);
    expect(view().status).toBe('loading');
    await settle();
    expect(view().currencies.map((c) => [c.currency, c.selected, c.hasAccount])).toEqual([['USD', true, true], ['EUR', false, false], ['GBP', false, false]]);
    expect(view().account!.map((a) => a.field)).toEqual(['accountNo', 'bankName', 'bankAddress', 'recipientName', 'recipientAddress', 'swiftCode', 'abaRouting']);
    view().selectCurrency('EUR');
    expect(view()).toMatchObject({ currency: 'EUR', account: null, canEdit: true });
    view().startEdit();
    expect(view().form.map((f) => f.field)).not.toContain('abaRouting');
    // The form is open: another currency waits.
    expect(view().currencies.find((c) => c.currency === 'GBP')!.canSelect).toBe(false);
  });

  it('puts a message next to each bad field, keeps what was typed, and sends nothing', async () => {
    const { view, saves } = start(echo);
    await settle();
    view().startEdit();
    view().edit('swiftCode', 'CHASZZ33');
    view().edit('abaRouting', '021000022');
    view().edit('bankName', '');
    view().save();
    expect(saves).toHaveLength(0);
    expect(errorOf(view(), 'swiftCode')).toBe('bankDetail.error.swift.country');
    expect(errorOf(view(), 'abaRouting')).toBe('bankDetail.error.aba.checksum');
    expect(errorOf(view(), 'bankName')).toBe('bankDetail.error.required');
    expect(view()).toMatchObject({ firstErrorField: 'bankName', focusSeq: 1, status: 'editing' });
    expect(valueOf(view(), 'swiftCode')).toBe('CHASZZ33');
    expect(valueOf(view(), 'abaRouting')).toBe('021000022');
    // Fixing a field clears its message as it is typed.
    view().edit('abaRouting', '021000021');
    expect(errorOf(view(), 'abaRouting')).toBeNull();
    view().edit('swiftCode', 'CHAS');
    expect(errorOf(view(), 'swiftCode')).toBe('bankDetail.error.swift.length');
  });

  it('saves normalised values and shows the saved account', async () => {
    const { view, saves } = start(echo);
    await settle();
    view().startEdit();
    view().edit('swiftCode', ' bofa us 3n ');
    view().save();
    expect(view()).toMatchObject({ saving: true, canSave: false });
    await settle();
    expect(saves[0]).toMatchObject({ currency: 'USD', fields: { swiftCode: 'BOFAUS3N', abaRouting: '021000021' } });
    expect(view()).toMatchObject({ status: 'viewing', savedSeq: 1 });
    expect(view().account!.find((a) => a.field === 'swiftCode')!.value).toBe('BOFAUS3N');
  });

  it("shows the server's 90001 field errors next to their fields, with what was typed kept", async () => {
    const { view } = start(async () => {
      throw new ApiError('business', 200, 90001, 'recipientName: required; abaRouting: aba.checksum; nonsense: x');
    });
    await settle();
    view().startEdit();
    view().edit('recipientName', 'Oceanic Forwarding');
    view().save();
    await settle();
    expect(view()).toMatchObject({ status: 'editing', formError: 'bankDetail.save.checkFields', firstErrorField: 'recipientName' });
    // The field is fine by our rules: the server's own rule, else "not accepted".
    expect(errorOf(view(), 'recipientName')).toBe('bankDetail.error.required');
    expect(errorOf(view(), 'abaRouting')).toBe('bankDetail.error.aba.checksum');
    expect(valueOf(view(), 'recipientName')).toBe('Oceanic Forwarding');
  });

  it('says why a save failed otherwise, and keeps the form to try again', async () => {
    const { view } = start(async () => {
      throw new ApiError('network', 0, null, null);
    });
    await settle();
    view().startEdit();
    view().edit('bankName', 'Chase');
    view().save();
    await settle();
    expect(view()).toMatchObject({ status: 'editing', formError: 'bankDetail.save.network', canSave: true });
    expect(valueOf(view(), 'bankName')).toBe('Chase');
  });
});
