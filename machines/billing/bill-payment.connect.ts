/**
 * What the payment dialog shows and can do, from the bill payment machine: the step, the bill, the
 * chosen method and the bank details for a transfer, the attempt's status with what happens next, each
 * failure and business code as a message id, and the enabled flags from the machine's guards.
 */
import { paymentMethodValues } from '../../src/api/schema.gen';
import { failureMessageId } from '../shared/call-failure';
import { rememberedBy } from '../shared/remembered';
import { notPayableReason } from './upcoming-bills';
import type { BillPaymentEvent, BillPaymentSnapshot, PaymentMethod, PaymentProblem } from './bill-payment.machine';

export type PaymentStep = 'closed' | 'notPayable' | 'choose' | 'submitting' | 'submitFailed' | 'refused' | 'following' | 'finished' | 'lost';
export type BankStep = 'loading' | 'ready' | 'noInfo' | 'failed';

type Send = (event: BillPaymentEvent) => void;

/** A call failure reads `billing.pay.call.network`, `.timeout`, ...; a business code its own `billing.pay.code.<code>`. */
export const PAYMENT_CALL_MESSAGES = 'billing.pay.call';

export function problemMessage(problem: PaymentProblem | null): string | null {
  if (!problem) return null;
  if (problem.code !== null) return `billing.pay.code.${problem.code}`;
  return failureMessageId(problem.failure, PAYMENT_CALL_MESSAGES);
}

export const METHOD_OPTIONS: readonly { value: PaymentMethod; label: string }[] = paymentMethodValues.map((value) => ({
  value,
  label: `billing.paymentMethod.${value}`,
}));

function createActions(send: Send) {
  return {
    openBill: (bill: Extract<BillPaymentEvent, { type: 'OPEN' }>['bill']) => send({ type: 'OPEN', bill }),
    close: () => send({ type: 'CLOSE' }),
    chooseMethod: (method: PaymentMethod) => send({ type: 'CHOOSE_METHOD', method }),
    pay: () => send({ type: 'PAY' }),
    retry: () => send({ type: 'RETRY' }),
    cancelAttempt: () => send({ type: 'CANCEL_ATTEMPT' }),
    tryAgain: () => send({ type: 'TRY_AGAIN' }),
  };
}
/** The same functions for the same `send`, so the rows' Pay buttons keep their props. */
export const billPaymentActions = rememberedBy(createActions);

function stepOf(s: BillPaymentSnapshot): PaymentStep {
  if (s.matches('notPayable')) return 'notPayable';
  if (s.matches('choosing')) return 'choose';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('submitFailed')) return 'submitFailed';
  if (s.matches('refused')) return 'refused';
  if (s.matches('following')) return 'following';
  if (s.matches('finished')) return 'finished';
  if (s.matches('lost')) return 'lost';
  return 'closed';
}

function bankStepOf(s: BillPaymentSnapshot): BankStep | null {
  if (s.matches({ choosing: { transfer: 'loadingBank' } })) return 'loading';
  if (s.matches({ choosing: { transfer: 'bankReady' } })) return 'ready';
  if (s.matches({ choosing: { transfer: 'noInfo' } })) return 'noInfo';
  if (s.matches({ choosing: { transfer: 'bankFailed' } })) return 'failed';
  return null;
}

export function connectBillPayment(snapshot: BillPaymentSnapshot, send: Send) {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const attempt = context.attempt;
  const bank = bankStepOf(snapshot);
  const finalStatus = step === 'finished' ? (attempt?.status ?? null) : null;
  return {
    isOpen: step !== 'closed',
    step,
    bill: context.bill,
    /** Why the bill cannot be paid (a message id), in `notPayable`. */
    notPayableReason: step === 'notPayable' && context.bill ? (notPayableReason(context.bill) ?? 'billing.pay.notPayable.locked') : null,
    method: context.method,
    methodOptions: METHOD_OPTIONS,
    canChooseMethod: step === 'choose',
    bank,
    /** The account to transfer to: while choosing a transfer, then the attempt's own. */
    bankDetails: attempt?.bankDetails ?? (bank === 'ready' ? context.bankDetails : null),
    canPay: snapshot.can({ type: 'PAY' }),
    /** Pay is shown while choosing and while the payment starts. */
    showPay: step === 'choose' || step === 'submitting',
    payLabel: context.method === 'BANK_TRANSFER' ? 'billing.pay.submitTransfer' : 'billing.pay.submit',
    submitting: step === 'submitting',
    /** An attempt exists: its status, guidance and reference are shown. */
    showAttempt: !!attempt && (step === 'following' || step === 'finished'),
    /** The attempt goes on at the server if the dialog is closed now. */
    runningAttempt: step === 'following',
    /** A request is on its way: the dialog says so and the buttons wait. */
    busy: step === 'submitting' || snapshot.matches({ following: 'cancelling' }),
    attempt,
    /** The attempt's status in the glossary's words. */
    attemptStatus: attempt ? `billing.attemptStatus.${attempt.status}` : null,
    /** What is happening or what to do next, for the attempt's status and method. */
    attemptGuidance: attempt ? `billing.pay.guidance.${attempt.method}.${attempt.status}` : null,
    /** The attempt is final and did not succeed: a new payment may be started. */
    canTryAgain: snapshot.can({ type: 'TRY_AGAIN' }),
    succeeded: finalStatus === 'SUCCESS',
    canCancelAttempt: snapshot.can({ type: 'CANCEL_ATTEMPT' }),
    cancelling: snapshot.matches({ following: 'cancelling' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
    /** The failed call or the refusal, in words (a message id). */
    problemMessage: step === 'submitFailed' || step === 'refused' || step === 'lost' || bank === 'failed' || snapshot.matches({ following: 'readFailed' })
      ? problemMessage(context.problem)
      : null,
    cancelProblemMessage: step === 'following' ? problemMessage(context.cancelProblem) : null,
    ...billPaymentActions(send),
  };
}

export type BillPaymentView = ReturnType<typeof connectBillPayment>;
