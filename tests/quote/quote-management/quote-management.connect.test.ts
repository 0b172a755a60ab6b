/**
 * The Quote Management connect over the real machines with fake actors: what each request offers,
 * the cargo and services in words, the answer form's rules next to each field, the amounts and total
 * by the one rule, what is sent, what a refusal keeps, and the decline.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/api-error';
import { ResultCode } from '../../../src/api/result-codes';
import { connectQuoteManagement } from '../../../machines/quote-management.connect';
import { QUOTE_REQUEST_LIST_INITIAL, QUOTE_REQUEST_LIST_SPEC, quoteRequestListMachine } from '../../../machines/quote-management.list';
import { quoteManagementMachine, type AnswerInput, type DeclineInput, type QuoteRequest } from '../../../machines/quote-management.machine';
import { lclShanghaiToLosAngeles, airShenzhenToOnt8 } from '../../mocks/quote/quote-fixtures';

const TODAY = '2026-11-20';
const request = (id: string, patch: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id, requestNo: `RQ-2611-${id}`, status: 'OPEN', search: lclShanghaiToLosAngeles(), summary: 'LCL Shanghai, CN → Los Angeles, US', notes: '',
  createdAt: '2026-11-18T08:00:00Z', requestedBy: { userId: 'U1', name: 'Sam Lee', companyId: 'C1', companyName: 'Acme' }, ...patch,
});
const OPEN = request('0001');
const ANSWERED = request('0002', { status: 'ANSWERED' });

function setup(options: { answer?: (input: AnswerInput) => Promise<QuoteRequest>; decline?: (input: DeclineInput) => Promise<QuoteRequest>; role?: 'BUYER' | 'SELLER' } = {}) {
  const loadPage = vi.fn(async () => ({ list: [OPEN, ANSWERED], total: 2 }));
  const list = createActor(quoteRequestListMachine.provide({ actors: { loadPage: fromPromise(loadPage) } }), {
    input: { spec: QUOTE_REQUEST_LIST_SPEC, initial: QUOTE_REQUEST_LIST_INITIAL },
  }).start();
  const answer = vi.fn(options.answer ?? (async ({ id }: AnswerInput) => ({ ...OPEN, id, status: 'ANSWERED' as const })));
  const decline = vi.fn(options.decline ?? (async ({ id }: DeclineInput) => ({ ...OPEN, id })));
  const requestAnswered = vi.fn();
  const requestDeclined = vi.fn();
  const actor = createActor(
    quoteManagementMachine.provide({
      actors: { answerQuoteRequest: fromPromise(({ input }) => answer(input)), declineQuoteRequest: fromPromise(({ input }) => decline(input)) },
      actions: { requestAnswered, requestDeclined },
    }),
    { input: { role: options.role ?? 'SELLER', today: TODAY } },
  ).start();
  const view = () => connectQuoteManagement(list.getSnapshot(), list.send, actor.getSnapshot(), actor.send);
  return { list, actor, view, loadPage, answer, decline, requestAnswered, requestDeclined };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fillValid(v: ReturnType<ReturnType<typeof setup>['view']>) {
  v.edit('validUntil', '2026-12-01');
  v.edit('transitMin', '20');
  v.edit('transitMax', '26');
}

describe('connectQuoteManagement', () => {
  it('opens on open requests, newest first; only an open request offers Answer and Decline', async () => {
    const t = setup();
    await settle();
    expect(t.loadPage).toHaveBeenCalledWith(expect.objectContaining({
      input: expect.objectContaining({
        pageSize: 10, sort: { property: 'createdAt', direction: 'DESC' },
        queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'OPEN' }],
      }),
    }));
    const [open, answered] = t.view().cards;
    expect([open!.canAnswer, open!.canDecline]).toEqual([true, true]);
    expect([answered!.canAnswer, answered!.canDecline]).toEqual([false, false]);
    expect(t.view().statusFilter).toBe('OPEN');
    t.view().setStatusFilter('');
    await settle();
    expect(t.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ input: expect.objectContaining({ queryConditions: [] }) }));
  });

  it('offers a shipper neither Answer nor Decline, even on an open request, and opens no dialog', async () => {
    const t = setup({ role: 'BUYER' });
    await settle();
    const [open] = t.view().cards;
    expect(open!.request.status).toBe('OPEN');
    expect([open!.canAnswer, open!.canDecline]).toEqual([false, false]);
    t.view().openAnswer(OPEN);
    t.view().openDecline(OPEN);
    expect(t.view().dialog).toBeNull();
    expect(t.answer).not.toHaveBeenCalled();
    expect(t.decline).not.toHaveBeenCalled();
  });

  it('says the cargo and services asked for; ISF only for ocean lanes', async () => {
    const t = setup();
    await settle();
    const ocean = request('9', { search: lclShanghaiToLosAngeles({ customs: { bond: 'CONTINUOUS', isf: true, ior: false } }) });
    const air = request('8', { search: { ...airShenzhenToOnt8(), customs: { bond: 'NONE', isf: true, ior: false } } });
    t.list.send({ type: 'REPLACE_ROW', row: { ...ocean, id: OPEN.id } });
    t.list.send({ type: 'REPLACE_ROW', row: { ...air, id: ANSWERED.id } });
    const [oceanCard, airCard] = t.view().cards;
    expect(oceanCard!.services.map((m) => m.id)).toEqual(expect.arrayContaining(['quoteManagement.service.bond.CONTINUOUS', 'quoteManagement.service.isf']));
    expect(oceanCard!.cargo[0]!.id).toBe('shell.mode.LCL');
    expect(airCard!.services.map((m) => m.id)).not.toContain('quoteManagement.service.isf');
  });

  it('puts each broken rule under its field, sends nothing, and keeps what was typed', async () => {
    const t = setup();
    await settle();
    t.view().openAnswer(OPEN);
    t.view().editRow(0, 'unitPrice', 'abc');
    t.view().edit('transitMin', '30');
    t.view().edit('transitMax', '20');
    t.view().edit('validUntil', '2026-11-19');
    t.view().submit();
    const v = t.view();
    expect(t.answer).not.toHaveBeenCalled();
    expect(v.dialog).toBe('answer');
    expect(v.fieldErrors).toEqual({ validUntil: 'quoteManagement.form.validUntil.past', transitMax: 'quoteManagement.form.transitMax.order' });
    expect(v.rows[0]!.errors).toEqual({ unitPrice: 'quoteManagement.form.positive' });
    expect(v.rows[0]!.values.unitPrice).toBe('abc');
    expect(v.total).toBeNull();
    expect(v.focusSeq).toBe(1);
  });

  it('computes each amount and the total by the one rule; a row in the quote currency must have rate 1', async () => {
    const t = setup();
    await settle();
    t.view().openAnswer(OPEN);
    t.view().editRow(0, 'unitPrice', '120.50');
    t.view().editRow(0, 'units', '3');
    t.view().addRow();
    t.view().editRow(1, 'feeName', 'Destination THC');
    t.view().editRow(1, 'pricingUnit', 'per shipment');
    t.view().editRow(1, 'unitPrice', '85');
    t.view().editRow(1, 'currency', 'EUR');
    expect(t.view().rows[1]!.values.exchangeRate).toBe('1.08');
    expect(t.view().rows.map((r) => [r.amount, r.inAnswerCurrency])).toEqual([[361.5, 361.5], [85, 91.8]]);
    expect(t.view().total).toBe(453.3);
    t.view().editRow(0, 'exchangeRate', '1.2');
    fillValid(t.view());
    t.view().submit();
    expect(t.view().rows[0]!.errors).toEqual({ exchangeRate: 'quoteManagement.form.exchangeRate.same' });
    expect(t.answer).not.toHaveBeenCalled();
  });

  it('sends a valid answer, replaces the row through requestAnswered and announces it', async () => {
    const t = setup();
    await settle();
    t.view().openAnswer(OPEN);
    t.view().editRow(0, 'unitPrice', '1,200');
    fillValid(t.view());
    t.view().edit('note', '  Weekly sailing ');
    t.view().submit();
    expect(t.view().sending).toBe(true);
    await settle();
    expect(t.answer).toHaveBeenCalledWith({
      id: OPEN.id,
      body: {
        currency: 'USD', validUntil: '2026-12-01', transitDays: { min: 20, max: 26 }, note: 'Weekly sailing',
        charges: [{ feeName: 'Ocean/air freight', unitPrice: 1200, units: 1, pricingUnit: 'per shipment', currency: 'USD', exchangeRate: 1 }],
      },
    });
    expect(t.requestAnswered).toHaveBeenCalledWith(expect.anything(), { request: expect.objectContaining({ status: 'ANSWERED' }) });
    expect(t.view().dialog).toBeNull();
    expect(t.view().notice).toEqual({ id: 'quoteManagement.notice.answered', values: { requestNo: OPEN.requestNo } });
  });

  it('keeps the form and says why when the request is no longer open or the call fails', async () => {
    const errors = [new ApiError('business', 200, ResultCode.VALIDATION_FAILED, 'status: the request is already ANSWERED'), new ApiError('network', 0, null, null)];
    const t = setup({ answer: async () => Promise.reject(errors.shift()) });
    await settle();
    t.view().openAnswer(OPEN);
    t.view().editRow(0, 'unitPrice', '900');
    fillValid(t.view());
    t.view().submit();
    await settle();
    expect(t.view().formError).toBe('quoteManagement.error.notOpen');
    expect(t.view().rows[0]!.values.unitPrice).toBe('900');
    t.view().submit();
    await settle();
    expect(t.view().formError).toBe('quoteManagement.call.network');
    expect(t.requestAnswered).not.toHaveBeenCalled();
  });

  it('declines with a trimmed reason (required), then reloads the list through requestDeclined', async () => {
    const t = setup();
    await settle();
    t.view().openDecline(OPEN);
    t.view().submit();
    expect(t.view().reasonError).toBe('quoteManagement.decline.required');
    expect(t.decline).not.toHaveBeenCalled();
    t.view().editReason('  No space in May ');
    expect(t.view().reasonError).toBeNull();
    t.view().submit();
    await settle();
    expect(t.decline).toHaveBeenCalledWith({ id: OPEN.id, reason: 'No space in May' });
    expect(t.requestDeclined).toHaveBeenCalled();
    expect(t.view().notice?.id).toBe('quoteManagement.notice.declined');
  });
});
