/**
 * Paying one bill (spec sections 3 and 4; docs/decisions/121 and 122, over 040 and 041): the dialog
 * opened from a row of Upcoming Bills. Online: create an attempt, then follow it by reading
 * GET /billing/payments/{id} until it is final (INITIATIVE → IN_PROGRESS → PROCESSING → SUCCESS, or
 * CANCELLED, EXPIRED, FAILED, SESSION_EXPIRED), with Cancel while the attempt allows it. By bank
 * transfer: the platform's bank details for the bill's currency ("No Info" when there are none), then
 * the same attempt, which holds the bill in PENDING_TRANSFER until the transfer is confirmed.
 *
 * The machine is persisted (src/app/use-persisted-machine.ts) and keeps ONE Idempotency-Key per
 * payment in context: a double click sends PAY once (only `choosing` takes it), a retry after a
 * network error or timeout resends the same key, and a reload in `submitting` re-runs the same
 * request, so the server replays its first answer instead of charging twice. A reload while following
 * restarts the read of the same attempt. A new key is made only for a new payment (OPEN, TRY_AGAIN).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/schema.gen';
import { ResultCode } from '../../src/api/result-codes';
import { providedAtRoot } from '../shared/provided-at-root';
import { businessCode, callFailure, type CallFailure } from '../shared/call-failure';
import type { Bill } from './upcoming-bills';

type Schemas = components['schemas'];
export type PaymentAttempt = Schemas['PaymentAttempt'];
export type PaymentAttemptStatus = Schemas['PaymentAttemptStatus'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type BankDetails = Schemas['BankDetails'];

/** What the dialog needs of the bill it pays (kept whole across a reload). */
export type PayableBill = Pick<Bill, 'id' | 'billNo' | 'amountDue' | 'currency' | 'payable' | 'paymentStatus' | 'dueDate' | 'shipmentNo'>;

export interface CreatePaymentInput {
  idempotencyKey: string;
  billIds: string[];
  method: PaymentMethod;
}
export interface ReadAttemptInput {
  attemptId: string;
  /** How long to wait before reading (the poll interval); 0 reads at once. */
  waitMs: number;
}

/** How often a running attempt is read. */
export const POLL_INTERVAL_MS = 1500;

export const FINAL_ATTEMPT_STATUSES: readonly PaymentAttemptStatus[] = ['SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'SESSION_EXPIRED'];

/** A fresh Idempotency-Key (the contract asks for 8–128 characters). getRandomValues works outside secure contexts too. */
export function newPaymentKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `payment-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Why a call failed: a business code, or a transport failure. */
export interface PaymentProblem {
  code: number | null;
  failure: CallFailure;
}
const problemOf = (error: unknown): PaymentProblem => ({ code: businessCode(error), failure: callFailure(error) });

export interface BillPaymentContext {
  bill: PayableBill | null;
  method: PaymentMethod;
  idempotencyKey: string;
  bankDetails: BankDetails | null;
  attempt: PaymentAttempt | null;
  /** The last failed call (submit, read, bank details, cancel), shown by its step. */
  problem: PaymentProblem | null;
  /** Cancel was refused or failed while following; the attempt goes on. */
  cancelProblem: PaymentProblem | null;
  pollIntervalMs: number;
}

export type BillPaymentEvent =
  | { type: 'OPEN'; bill: PayableBill }
  | { type: 'CLOSE' }
  | { type: 'CHOOSE_METHOD'; method: PaymentMethod }
  | { type: 'PAY' }
  | { type: 'RETRY' }
  | { type: 'CANCEL_ATTEMPT' }
  | { type: 'TRY_AGAIN' };

export interface BillPaymentInput {
  pollIntervalMs?: number;
}

const isStatus = (status: PaymentAttemptStatus) => ({ event }: { event: unknown }) =>
  (event as { output?: PaymentAttempt }).output?.status === status;

export const billPaymentMachine = setup({
  types: {
    context: {} as BillPaymentContext,
    events: {} as BillPaymentEvent,
    input: {} as BillPaymentInput | undefined,
  },
  actors: {
    createPayment: fromPromise<PaymentAttempt, CreatePaymentInput>(providedAtRoot('createPayment')),
    readAttempt: fromPromise<PaymentAttempt, ReadAttemptInput>(providedAtRoot('readAttempt')),
    cancelAttempt: fromPromise<PaymentAttempt, { attemptId: string }>(providedAtRoot('cancelAttempt')),
    loadBankDetails: fromPromise<BankDetails, { currency: string }>(providedAtRoot('loadBankDetails')),
  },
  actions: {
    /** The bill's status changed on the server (held by a new attempt, or released/paid): the page reloads its list. */
    billChanged: () => {},
    openBill: assign(({ event }) => {
      if (event.type !== 'OPEN') return {};
      return { bill: event.bill, method: 'ONLINE' as const, idempotencyKey: newPaymentKey(), bankDetails: null, attempt: null, problem: null, cancelProblem: null };
    }),
    newPayment: assign(() => ({ method: 'ONLINE' as const, idempotencyKey: newPaymentKey(), attempt: null, problem: null, cancelProblem: null })),
    forget: assign(() => ({ bill: null, bankDetails: null, attempt: null, problem: null, cancelProblem: null })),
    keepAttempt: assign({ attempt: ({ event }) => (event as unknown as { output: PaymentAttempt }).output, problem: null }),
    keepProblem: assign({ problem: ({ event }) => problemOf((event as unknown as { error: unknown }).error) }),
    keepCancelProblem: assign({ cancelProblem: ({ event }) => problemOf((event as unknown as { error: unknown }).error) }),
    clearCancelProblem: assign({ cancelProblem: null }),
  },
  guards: {
    payable: ({ event }) => event.type === 'OPEN' && event.bill.payable,
    isOnline: ({ event }) => event.type === 'CHOOSE_METHOD' && event.method === 'ONLINE',
    isTransfer: ({ event }) => event.type === 'CHOOSE_METHOD' && event.method === 'BANK_TRANSFER',
    noBankInfo: ({ event }) => businessCode((event as unknown as { error: unknown }).error) === ResultCode.NO_BANK_INFO,
    refused: ({ event }) => businessCode((event as unknown as { error: unknown }).error) !== null,
    attemptGone: ({ event }) => businessCode((event as unknown as { error: unknown }).error) === ResultCode.PAYMENT_NOT_FOUND,
    cancellable: ({ context }) => !!context.attempt?.cancellable,
    succeeded: isStatus('SUCCESS'),
    failed: isStatus('FAILED'),
    cancelled: isStatus('CANCELLED'),
    expired: isStatus('EXPIRED'),
    sessionExpired: isStatus('SESSION_EXPIRED'),
  },
}).createMachine({
  id: 'billPayment',
  context: ({ input }) => ({
    bill: null,
    method: 'ONLINE',
    idempotencyKey: newPaymentKey(),
    bankDetails: null,
    attempt: null,
    problem: null,
    cancelProblem: null,
    pollIntervalMs: input?.pollIntervalMs ?? POLL_INTERVAL_MS,
  }),
  initial: 'closed',
  on: {
    CLOSE: { target: '.closed', actions: 'forget' },
  },
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'payable', target: 'choosing', actions: 'openBill' },
          { target: 'notPayable', actions: 'openBill' },
        ],
      },
    },
    /** The bill cannot be paid now; the dialog says why (from its status). */
    notPayable: {},
    choosing: {
      initial: 'online',
      states: {
        online: {
          entry: assign({ method: 'ONLINE' }),
          on: {
            CHOOSE_METHOD: { guard: 'isTransfer', target: 'transfer' },
            PAY: { target: '#billPayment.submitting' },
          },
        },
        transfer: {
          entry: assign({ method: 'BANK_TRANSFER' }),
          on: { CHOOSE_METHOD: { guard: 'isOnline', target: 'online' } },
          initial: 'loadingBank',
          states: {
            loadingBank: {
              invoke: {
                id: 'loadBankDetails',
                src: 'loadBankDetails',
                input: ({ context }) => ({ currency: context.bill!.currency }),
                onDone: { target: 'bankReady', actions: assign({ bankDetails: ({ event }) => event.output, problem: null }) },
                onError: [
                  { guard: 'noBankInfo', target: 'noInfo', actions: assign({ bankDetails: null }) },
                  { target: 'bankFailed', actions: 'keepProblem' },
                ],
              },
            },
            bankReady: {
              on: { PAY: { target: '#billPayment.submitting' } },
            },
            /** No bank account for this currency (60001): a transfer cannot be made; online still can. */
            noInfo: {},
            bankFailed: {
              on: { RETRY: { target: 'loadingBank' } },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey, billIds: [context.bill!.id], method: context.method }),
        onDone: { target: 'following', actions: ['keepAttempt', 'billChanged'] },
        onError: [
          { guard: 'refused', target: 'refused', actions: ['keepProblem', 'billChanged'] },
          { target: 'submitFailed', actions: 'keepProblem' },
        ],
      },
    },
    /** No answer: the payment may or may not exist; Retry resends the same key, so it is made once. */
    submitFailed: {
      on: { RETRY: { target: 'submitting' } },
    },
    /** The server refused the payment (60002 not payable, 10303 not a buyer); nothing was charged. */
    refused: {},
    following: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readAttempt',
            src: 'readAttempt',
            input: ({ context }) => ({ attemptId: context.attempt!.id, waitMs: context.pollIntervalMs }),
            onDone: [
              { guard: 'succeeded', target: '#billPayment.finished.success', actions: ['keepAttempt', 'billChanged'] },
              { guard: 'failed', target: '#billPayment.finished.failed', actions: ['keepAttempt', 'billChanged'] },
              { guard: 'cancelled', target: '#billPayment.finished.cancelled', actions: ['keepAttempt', 'billChanged'] },
              { guard: 'expired', target: '#billPayment.finished.expired', actions: ['keepAttempt', 'billChanged'] },
              { guard: 'sessionExpired', target: '#billPayment.finished.sessionExpired', actions: ['keepAttempt', 'billChanged'] },
              { target: 'reading', reenter: true, actions: 'keepAttempt' },
            ],
            onError: [
              { guard: 'attemptGone', target: '#billPayment.lost', actions: ['keepProblem', 'billChanged'] },
              { target: 'readFailed', actions: 'keepProblem' },
            ],
          },
          on: { CANCEL_ATTEMPT: { guard: 'cancellable', target: 'cancelling', actions: 'clearCancelProblem' } },
        },
        /** A read got no answer; the attempt goes on at the server. Retry reads it again. */
        readFailed: {
          on: {
            RETRY: { target: 'reading' },
            CANCEL_ATTEMPT: { guard: 'cancellable', target: 'cancelling', actions: 'clearCancelProblem' },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelAttempt',
            src: 'cancelAttempt',
            input: ({ context }) => ({ attemptId: context.attempt!.id }),
            onDone: { target: '#billPayment.finished.cancelled', actions: ['keepAttempt', 'billChanged'] },
            // 60004: it reached the processor meanwhile; anything else: it may still be cancellable. Follow it either way.
            onError: { target: 'reading', actions: 'keepCancelProblem' },
          },
        },
      },
    },
    /** The attempt is unknown to the server (60003). */
    lost: {},
    finished: {
      initial: 'success',
      states: {
        success: {},
        failed: { on: { TRY_AGAIN: { target: '#billPayment.choosing', actions: 'newPayment' } } },
        cancelled: { on: { TRY_AGAIN: { target: '#billPayment.choosing', actions: 'newPayment' } } },
        expired: { on: { TRY_AGAIN: { target: '#billPayment.choosing', actions: 'newPayment' } } },
        sessionExpired: { on: { TRY_AGAIN: { target: '#billPayment.choosing', actions: 'newPayment' } } },
      },
    },
  },
});

export type BillPaymentSnapshot = SnapshotFrom<typeof billPaymentMachine>;

/** Nothing worth keeping across a reload: the dialog is closed. */
export const isPaymentIdle = (snapshot: BillPaymentSnapshot) => snapshot.matches('closed');

/** Bump when the states or context change shape: an older persisted payment is then dropped. */
export const BILL_PAYMENT_VERSION = 1;
