/**
 * Model-based test of the bill payment machine. The REAL machine is traversed with getShortestPaths:
 * the user's events (open a bill in each payment status, choose a method, pay, retry, cancel, try
 * again, close) and the server's answers as explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events: an attempt in each of the eight attempt statuses, 60001 "No Info", 60002, 60003, 60004 and
 * network failures. At every step the dialog's props (the connect) are checked against what the step
 * means, and the rules that hold everywhere: one Idempotency-Key per payment (a retry keeps it, only a
 * new payment changes it), no payment for a bill that is not payable.
 *
 * Coverage is read from the machine: the paths must reach every one of its states and take every one
 * of its transitions (each transition definition, guarded branches apart), every bill payment status
 * and every attempt status.
 */
import { describe, expect, it } from 'vitest';
import { recordModelCoverage } from './coverage';
import { initialTransition, transition, type AnyStateNode } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { billPaymentStatusValues, paymentAttemptStatusValues } from '../../src/api/schema.gen';
import { connectBillPayment } from '../../machines/billing/bill-payment.connect';
import {
  billPaymentMachine,
  FINAL_ATTEMPT_STATUSES,
  type BillPaymentEvent,
  type BillPaymentSnapshot,
  type PayableBill,
  type PaymentAttempt,
  type PaymentAttemptStatus,
  type PaymentMethod,
} from '../../machines/billing/bill-payment.machine';

const machine = billPaymentMachine;

const billIn = (paymentStatus: PayableBill['paymentStatus']): PayableBill => ({
  id: `B-${paymentStatus}`,
  billNo: `BL-${paymentStatus}`,
  amountDue: paymentStatus === 'OPEN' || paymentStatus === 'DUE_PAYMENT' ? 1234.5 : 0,
  currency: 'USD',
  payable: paymentStatus === 'OPEN' || paymentStatus === 'DUE_PAYMENT',
  paymentStatus,
  dueDate: '2026-12-01',
  shipmentNo: 'SH-1',
});

const attemptIn = (status: PaymentAttemptStatus, method: PaymentMethod): PaymentAttempt => ({
  id: 'PA-1',
  status,
  method,
  amount: 1234.5,
  currency: 'USD',
  billIds: ['B-OPEN'],
  reference: 'REF-1',
  cancellable: status === 'INITIATIVE' || status === 'IN_PROGRESS',
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
  ...(status === 'FAILED' || status === 'EXPIRED' || status === 'SESSION_EXPIRED' ? { failureReason: 'Why.' } : {}),
});

const BANK = { currency: 'USD' as const, accountNo: '1', bankName: 'B', bankAddress: 'A', recipientName: 'R', recipientAddress: 'RA', swiftCode: 'S', abaRouting: null };
const network = new ApiError('network', 0, null, null);
const business = (code: number) => new ApiError('business', 200, code, 'refused');
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err, actorId: id });

// The payable statuses are opened as OPEN and DUE_PAYMENT alike; the model opens OPEN, DUE_PAYMENT
// apart only in the open test below, to keep the graph small.
const OPENED: PayableBill['paymentStatus'][] = ['OPEN', 'PENDING_TRANSFER', 'SUCCESS', 'REFUND_IN_PROGRESS'];

function eventsFrom(snapshot: BillPaymentSnapshot): BillPaymentEvent[] {
  const s = snapshot;
  const events: object[] = [{ type: 'CLOSE' }, { type: 'PAY' }, { type: 'RETRY' }, { type: 'CANCEL_ATTEMPT' }, { type: 'TRY_AGAIN' }];
  if (s.matches('closed')) for (const status of OPENED) events.push({ type: 'OPEN', bill: billIn(status) });
  if (s.matches('choosing')) events.push({ type: 'CHOOSE_METHOD', method: 'ONLINE' }, { type: 'CHOOSE_METHOD', method: 'BANK_TRANSFER' });
  if (s.matches({ choosing: { transfer: 'loadingBank' } })) {
    events.push(done('loadBankDetails', BANK), error('loadBankDetails', business(60001)), error('loadBankDetails', network));
  }
  const method = s.context.method;
  if (s.matches('submitting')) {
    events.push(done('createPayment', attemptIn(method === 'ONLINE' ? 'INITIATIVE' : 'IN_PROGRESS', method)), error('createPayment', business(60002)), error('createPayment', network));
  }
  if (s.matches({ following: 'reading' })) {
    for (const status of paymentAttemptStatusValues) events.push(done('readAttempt', attemptIn(status, method)));
    events.push(error('readAttempt', business(60003)), error('readAttempt', network));
  }
  if (s.matches({ following: 'cancelling' })) {
    events.push(done('cancelAttempt', attemptIn('CANCELLED', method)), error('cancelAttempt', business(60004)));
  }
  return events as BillPaymentEvent[];
}

const allPaths = getShortestPaths(machine, {
  events: eventsFrom,
  serializeState: (snapshot) => {
    const { value, context } = snapshot as BillPaymentSnapshot;
    return JSON.stringify({ value, method: context.method, bill: context.bill?.paymentStatus, attempt: context.attempt?.status ?? null, problem: context.problem, cancel: context.cancelProblem });
  },
});

type Path = { steps: { event: BillPaymentEvent }[]; state: BillPaymentSnapshot };
/**
 * Every shortest path, and every path that takes one more step from where a shortest path ends with
 * an event the machine accepts there: a transition into a state already reached (TRY_AGAIN back to
 * choosing) is then walked too.
 */
const paths: Path[] = allPaths.flatMap((path) => {
  const end = path.state as BillPaymentSnapshot;
  const steps = path.steps.map((s) => ({ event: s.event as BillPaymentEvent }));
  const longer = eventsFrom(end)
    .filter((event) => machine.getTransitionData(end as never, event as never).length > 0)
    .map((event) => ({ steps: [...steps, { event }], state: transition(machine, end, event)[0] }));
  return [{ steps, state: end }, ...longer];
});

const leafStates = (root: AnyStateNode) => getStateNodes(root).filter((node) => Object.keys(node.states).length === 0);
const allTransitions = () => [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [...node.transitions.values()].flat());

/** Walks a path with the machine's pure transitions, checking each step; returns what it took. */
function walk(path: Path) {
  let [snapshot] = initialTransition(machine, {});
  const taken = new Set<unknown>();
  const attemptStatuses = new Set<string>();
  const billStatuses = new Set<string>();
  let key = snapshot.context.idempotencyKey;
  for (const step of path.steps) {
    const event = step.event as BillPaymentEvent;
    for (const def of machine.getTransitionData(snapshot as never, event as never)) taken.add(def);
    const before = snapshot;
    [snapshot] = transition(machine, snapshot, event);
    const view = connectBillPayment(snapshot, () => {});

    // One key per payment: it changes only when a new payment begins.
    const newPayment = (event.type === 'OPEN' && before.matches('closed')) || (event.type === 'TRY_AGAIN' && before.matches('finished') && !before.matches({ finished: 'success' }));
    if (newPayment) expect(snapshot.context.idempotencyKey).not.toBe(key);
    else expect(snapshot.context.idempotencyKey).toBe(key);
    key = snapshot.context.idempotencyKey;

    // A bill that is not payable never reaches a payment, and the dialog says why.
    if (snapshot.context.bill && !snapshot.context.bill.payable) {
      expect(view.step).toBe('notPayable');
      expect(view.notPayableReason).toBe(`billing.pay.notPayable.${snapshot.context.bill.paymentStatus}`);
      expect(view.canPay).toBe(false);
    }
    if (event.type === 'OPEN') billStatuses.add(event.bill.paymentStatus);
    if (snapshot.context.attempt) attemptStatuses.add(snapshot.context.attempt.status);

    // The props follow the step.
    if (view.step === 'following' || view.step === 'finished') {
      expect(view.attemptStatus).toBe(`billing.attemptStatus.${snapshot.context.attempt!.status}`);
      expect(view.attemptGuidance).toBe(`billing.pay.guidance.${snapshot.context.attempt!.method}.${snapshot.context.attempt!.status}`);
    }
    if (view.step === 'finished') {
      const final = snapshot.context.attempt!.status;
      expect(FINAL_ATTEMPT_STATUSES).toContain(final);
      expect(view.succeeded).toBe(final === 'SUCCESS');
      expect(view.canTryAgain).toBe(final !== 'SUCCESS');
      expect(view.canCancelAttempt).toBe(false);
    } else if (view.step === 'following' && !view.cancelling) {
      expect(view.canCancelAttempt).toBe(!!snapshot.context.attempt!.cancellable);
    }
    if (view.step === 'submitFailed') expect(view.problemMessage).toBe('billing.pay.call.network');
    if (view.step === 'refused') expect(view.problemMessage).toBe('billing.pay.code.60002');
    if (view.step === 'lost') expect(view.problemMessage).toBe('billing.pay.code.60003');
    if (view.bank === 'noInfo') expect(view.canPay).toBe(false);
    if (view.bank === 'ready') expect(view.canPay).toBe(true);
    if (view.step === 'submitting') expect(view.canPay).toBe(false);
    expect(view.isOpen).toBe(!snapshot.matches('closed'));
  }
  expect(snapshot.value).toEqual(path.state.value);
  return { taken, attemptStatuses, billStatuses };
}

describe('bill payment machine (model)', () => {
  const taken = new Set<unknown>();
  const attemptStatuses = new Set<string>();
  const billStatuses = new Set<string>();

  it(`walks ${paths.length} paths, each step as the model says`, () => {
    for (const path of paths) {
      const result = walk(path);
      result.taken.forEach((d) => taken.add(d));
      result.attemptStatuses.forEach((s) => attemptStatuses.add(s));
      result.billStatuses.forEach((s) => billStatuses.add(s));
    }
    expect(paths.length).toBeGreaterThan(allPaths.length);
  });

  it('reaches every state of the machine', () => {
    const values = new Set(allPaths.map((p) => JSON.stringify(p.state.value)));
    for (const leaf of leafStates(machine.root)) {
      const ids = leaf.path;
      const value = ids.length === 1 ? ids[0] : ids.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
      expect(values, `state ${leaf.id}`).toContain(JSON.stringify(value));
    }
  });

  it('takes every transition of the machine', () => {
    const missing = allTransitions().filter((def) => !taken.has(def)).map((def) => `${def.source.id} on ${def.eventType} → ${def.target?.map((t) => t.id).join(',') ?? '(self)'}`);
    expect(missing).toEqual([]);
  });

  it('covers every state and transition of the machine (the model coverage figures)', () => {
    const walked = paths.map((path) => {
      let [snapshot] = initialTransition(machine, {});
      return {
        steps: path.steps.map(({ event }) => {
          // The first step is the start itself.
          if ((event as { type: string }).type !== 'xstate.init') [snapshot] = transition(machine, snapshot, event);
          return { state: snapshot, event };
        }),
      };
    });
    const coverage = recordModelCoverage('bill-payment', machine, walked, { input: {} });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('opens a bill in every payment status and follows an attempt in every attempt status', () => {
    expect([...billStatuses].sort()).toEqual(OPENED.slice().sort());
    // DUE_PAYMENT is payable like OPEN: the same transition, checked here.
    const [due] = transition(machine, initialTransition(machine, {})[0], { type: 'OPEN', bill: billIn('DUE_PAYMENT') });
    expect(due.matches('choosing')).toBe(true);
    expect(billPaymentStatusValues.every((s) => OPENED.includes(s) || s === 'DUE_PAYMENT')).toBe(true);
    expect([...attemptStatuses].sort()).toEqual([...paymentAttemptStatusValues].sort());
  });
});
