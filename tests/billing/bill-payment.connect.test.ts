/**
 * connectBillPayment over a running REAL bill payment machine with fake actors: a double click on Pay
 * makes one payment; a retry after a network error or a timeout resends the same Idempotency-Key; a
 * restored snapshot (a reload) in the middle of a payment re-sends the same request or follows the
 * same attempt; a transfer shows the bank details of the bill's currency or "No Info"; cancel; the
 * list is told each time the bill's status changes; every function sends its event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectBillPayment } from '../../machines/billing/bill-payment.connect';
import {
  billPaymentMachine,
  type BankDetails,
  type CreatePaymentInput,
  type PayableBill,
  type PaymentAttempt,
  type PaymentAttemptStatus,
  type ReadAttemptInput,
} from '../../machines/billing/bill-payment.machine';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const BILL: PayableBill = { id: 'B-1', billNo: 'BL-1', amountDue: 1234.5, currency: 'USD', payable: true, paymentStatus: 'OPEN', dueDate: '2026-12-01', shipmentNo: 'SH-1' };
const BANK: BankDetails = { currency: 'USD', accountNo: '123', bankName: 'Bank', bankAddress: 'Street', recipientName: 'Platform', recipientAddress: 'Road', swiftCode: 'SWIFT', abaRouting: '021' };
const attempt = (status: PaymentAttemptStatus, method: PaymentAttempt['method'] = 'ONLINE'): PaymentAttempt => ({
  id: 'PA-1', status, method, amount: 1234.5, currency: 'USD', billIds: ['B-1'], reference: 'REF-1',
  cancellable: status === 'INITIATIVE' || status === 'IN_PROGRESS', createdAt: '2026-11-24T10:00:00Z', updatedAt: '2026-11-24T10:00:00Z',
});

interface Fakes {
  create?: (input: CreatePaymentInput) => Promise<PaymentAttempt>;
  read?: (input: ReadAttemptInput) => Promise<PaymentAttempt>;
  cancel?: () => Promise<PaymentAttempt>;
  bank?: (currency: string) => Promise<BankDetails>;
}

function machineWith(fakes: Fakes, billChanged = vi.fn()) {
  const creates: CreatePaymentInput[] = [];
  const reads: ReadAttemptInput[] = [];
  const machine = billPaymentMachine.provide({
    actors: {
      createPayment: fromPromise<PaymentAttempt, CreatePaymentInput>(({ input }) => {
        creates.push(input);
        return (fakes.create ?? (async () => attempt('INITIATIVE')))(input);
      }),
      readAttempt: fromPromise<PaymentAttempt, ReadAttemptInput>(({ input }) => {
        reads.push(input);
        return (fakes.read ?? (() => new Promise<PaymentAttempt>(() => {})))(input);
      }),
      cancelAttempt: fromPromise<PaymentAttempt, { attemptId: string }>(() => (fakes.cancel ?? (async () => attempt('CANCELLED')))()),
      loadBankDetails: fromPromise<BankDetails, { currency: string }>(({ input }) => (fakes.bank ?? (async () => BANK))(input.currency)),
    },
    actions: { billChanged },
  });
  return { machine, creates, reads, billChanged };
}

function start(fakes: Fakes = {}) {
  const built = machineWith(fakes);
  const actor = createActor(built.machine, { input: { pollIntervalMs: 0 } });
  actor.start();
  return { ...built, actor, view: () => connectBillPayment(actor.getSnapshot(), actor.send) };
}

describe('connectBillPayment', () => {
  it('is closed until a bill is opened; a bill that is not payable shows why and offers no Pay', () => {
    const { view } = start();
    expect(view()).toMatchObject({ isOpen: false, step: 'closed' });
    view().openBill({ ...BILL, payable: false, paymentStatus: 'PENDING_TRANSFER' });
    expect(view()).toMatchObject({ isOpen: true, step: 'notPayable', notPayableReason: 'billing.pay.notPayable.PENDING_TRANSFER', canPay: false });
    view().close();
    expect(view().isOpen).toBe(false);
  });

  it('a double click on Pay makes one payment, then follows the attempt to success and tells the list', async () => {
    const statuses: PaymentAttemptStatus[] = ['IN_PROGRESS', 'PROCESSING', 'SUCCESS'];
    const { view, creates, reads, billChanged } = start({ read: async () => attempt(statuses.shift()!) });
    view().openBill(BILL);
    expect(view()).toMatchObject({ step: 'choose', method: 'ONLINE', canPay: true });
    view().pay();
    view().pay();
    expect(view()).toMatchObject({ step: 'submitting', busy: true, canPay: false });
    await settle();
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ billIds: ['B-1'], method: 'ONLINE' });
    expect(creates[0]!.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(view()).toMatchObject({ step: 'finished', succeeded: true, attemptStatus: 'billing.attemptStatus.SUCCESS', canTryAgain: false });
    expect(reads.map((r) => r.attemptId)).toEqual(['PA-1', 'PA-1', 'PA-1']);
    expect(billChanged).toHaveBeenCalledTimes(2);
  });

  it('a retry after a network error or a timeout sends the same Idempotency-Key', async () => {
    const failures = [new ApiError('network', 0, null, null), new ApiError('timeout', 0, null, null)];
    const { view, creates } = start({ create: async () => { const f = failures.shift(); if (f) throw f; return attempt('INITIATIVE'); } });
    view().openBill(BILL);
    view().pay();
    await settle();
    expect(view()).toMatchObject({ step: 'submitFailed', problemMessage: 'billing.pay.call.network', canRetry: true });
    view().retry();
    await settle();
    expect(view()).toMatchObject({ step: 'submitFailed', problemMessage: 'billing.pay.call.timeout' });
    view().retry();
    await settle();
    expect(view().step).toBe('following');
    expect(new Set(creates.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(creates).toHaveLength(3);
  });

  it('a reload while submitting re-sends the same key; a reload while following reads the same attempt', async () => {
    const first = start({ create: () => new Promise(() => {}) });
    first.view().openBill(BILL);
    first.view().pay();
    const persisted = first.actor.getPersistedSnapshot();
    first.actor.stop();
    const again = machineWith({});
    const restored = createActor(again.machine, { snapshot: JSON.parse(JSON.stringify(persisted)), input: {} });
    restored.start();
    await settle();
    expect(again.creates.map((c) => c.idempotencyKey)).toEqual([first.creates[0]!.idempotencyKey]);
    expect(restored.getSnapshot().matches('following')).toBe(true);

    const followed = restored.getPersistedSnapshot();
    restored.stop();
    const third = machineWith({ read: async () => attempt('SUCCESS') });
    const resumed = createActor(third.machine, { snapshot: JSON.parse(JSON.stringify(followed)), input: {} });
    resumed.start();
    await settle();
    expect(third.creates).toHaveLength(0);
    expect(third.reads.map((r) => r.attemptId)).toEqual(['PA-1']);
    expect(connectBillPayment(resumed.getSnapshot(), resumed.send)).toMatchObject({ step: 'finished', succeeded: true });
  });

  it('by bank transfer: the details of the bill currency, then the attempt with its reference; "No Info" blocks the transfer', async () => {
    const { view, creates } = start({ create: async () => ({ ...attempt('IN_PROGRESS', 'BANK_TRANSFER'), bankDetails: BANK }) });
    view().openBill(BILL);
    view().chooseMethod('BANK_TRANSFER');
    expect(view()).toMatchObject({ bank: 'loading', canPay: false });
    await settle();
    expect(view()).toMatchObject({ bank: 'ready', bankDetails: BANK, canPay: true, method: 'BANK_TRANSFER', payLabel: 'billing.pay.submitTransfer', showPay: true });
    view().pay();
    await settle();
    expect(creates[0]!.method).toBe('BANK_TRANSFER');
    expect(view()).toMatchObject({ step: 'following', attemptGuidance: 'billing.pay.guidance.BANK_TRANSFER.IN_PROGRESS', bankDetails: BANK, canCancelAttempt: true });

    const none = start({ bank: async () => { throw new ApiError('business', 200, 60001, 'No Info'); } });
    none.view().openBill({ ...BILL, currency: 'USD' });
    none.view().chooseMethod('BANK_TRANSFER');
    await settle();
    expect(none.view()).toMatchObject({ bank: 'noInfo', canPay: false });
    none.view().chooseMethod('ONLINE');
    expect(none.view()).toMatchObject({ bank: null, canPay: true });
  });

  it('cancel while the attempt allows it; a refusal (60004) says why and goes on following; a new payment gets a new key', async () => {
    let cancelAnswer: () => Promise<PaymentAttempt> = async () => { throw new ApiError('business', 200, 60004, 'processing'); };
    const { view, creates } = start({ cancel: () => cancelAnswer() });
    view().openBill(BILL);
    view().pay();
    await settle();
    expect(view()).toMatchObject({ step: 'following', canCancelAttempt: true });
    view().cancelAttempt();
    await settle();
    expect(view()).toMatchObject({ step: 'following', cancelProblemMessage: 'billing.pay.code.60004' });
    cancelAnswer = async () => attempt('CANCELLED');
    view().cancelAttempt();
    await settle();
    expect(view()).toMatchObject({ step: 'finished', succeeded: false, canTryAgain: true, attemptGuidance: 'billing.pay.guidance.ONLINE.CANCELLED' });
    view().tryAgain();
    expect(view()).toMatchObject({ step: 'choose', attempt: null });
    view().pay();
    await settle();
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).not.toBe(creates[1]!.idempotencyKey);
  });

  it('a refusal of the payment (60002) shows its own message and charges nothing', async () => {
    const { view } = start({ create: async () => { throw new ApiError('business', 200, 60002, 'not payable'); } });
    view().openBill(BILL);
    view().pay();
    await settle();
    expect(view()).toMatchObject({ step: 'refused', problemMessage: 'billing.pay.code.60002', canRetry: false, canPay: false });
  });
});
