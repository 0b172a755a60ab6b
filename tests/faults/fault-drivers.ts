/**
 * How the fault matrix calls each operation: through the app's REAL actor (the one machines invoke,
 * src/app/actors/*), with a valid input, and which message id the screen shows for the failure (the
 * machine's own mapping where it exports one, else the screen's message prefix as the machine uses
 * it). A new operation the app calls needs an entry here: tests/faults/fault-matrix.ts refuses to run
 * without one (docs/decisions/188-fault-matrix-drivers.md).
 */
import { createActor, toPromise, type AnyActorLogic, type InputFrom } from 'xstate';
import { samples as billingSamples } from '../contract/samples/billing.samples';
import { samples as companySamples } from '../contract/samples/company.samples';
import { samples as quoteSamples } from '../contract/samples/quote.samples';
import { samples as rateSamples } from '../contract/samples/rate.samples';
import { samples as shipmentSamples } from '../contract/samples/shipment.samples';
import { samples as userSamples } from '../contract/samples/user.samples';
import type { Sample } from '../contract/sample';
import type { AppActors } from '../../src/app/actors/all.actors';
import { createTokenStore } from '../../src/api/token-store';
import { ResultCode } from '../../src/api/result-codes';
import { businessCode, callFailure, failureMessageId } from '../../machines/shared/call-failure';
import {
  loadErrorId,
  NOTICE,
  OFFER_CODES,
  offerProblemId,
  PROMO_CODES,
  promoErrorId,
  transportNotice,
} from '../../machines/booking/booking.outcomes';
import { actionFailureId, loadFailureId } from '../../machines/shipment-lifecycle/lifecycle.outcomes';
import { cancelFailure } from '../../machines/shipment-cancel.machine';
import { callFailureMessage as quoteManagementMessage } from '../../machines/quote-management.machine';
import { sendFailureMessage } from '../../machines/shipment-comments.machine';
import {
  downloadFailureMessage,
  FILES_FAILURE_PREFIX,
  SHIPMENT_CLOSED_MESSAGE,
  SHIPMENT_NOT_FOUND_MESSAGE,
} from '../../machines/shipment-documents.machine';
import { uploadMessage } from '../../machines/shipment-documents.connect';
import { signInFailureMessageId } from '../../machines/sign-in.connect';
import { sheetMessage } from '../../machines/rate/rate-import.connect';
import { uploadFailureMessage } from '../../machines/upload.machine';
import { actionFailure, partyFailure, saveFailure } from '../../machines/account/company-users.machine';
import { PAYMENT_CALL_MESSAGES } from '../../machines/billing/bill-payment.connect';
import { SHIPMENT_LIST_MESSAGES } from '../../machines/shipment-list';
import { UPCOMING_BILLS_MESSAGES } from '../../machines/billing/upcoming-bills';
import { PAYOUT_LIST_MESSAGES } from '../../machines/billing/payouts.machine';
import { STATEMENT_LIST_MESSAGES } from '../../machines/billing/statements.machine';
import { INVOICE_LAYOUT_MESSAGES, INVOICE_LIST_MESSAGES } from '../../machines/billing/invoices';
import { QUOTE_REQUEST_LIST_MESSAGES } from '../../machines/quote-management.list';
import { COMPANY_USER_LIST_MESSAGES } from '../../machines/account/company-users.list';
import type { OperationKey } from './fault-matrix';

export interface Driver {
  /** Calls the operation through its actor; rejects with what the machine's onError receives. */
  run(actors: AppActors): Promise<unknown>;
  /** The message id the screen shows for this failure, or null when the screen shows none of its own (say why in `silent`). */
  message(error: unknown): string | null;
  /** Why the screen has no message of its own (the toast, a fallback or a sign-out speaks instead). */
  silent?: string;
}

/** Runs a machine's actor as the machine would: started with its input, settled once. */
export function drive<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<unknown> {
  const actor = createActor(logic, { input });
  const settled = toPromise(actor);
  actor.start();
  return settled;
}

const SAMPLES: Sample[] = [...billingSamples, ...companySamples, ...quoteSamples, ...rateSamples, ...shipmentSamples, ...userSamples];

const bodies = new Map<OperationKey, unknown>();
/** The JSON body of the operation's first successful contract sample: a body the backend accepts (made once). */
function body(operation: OperationKey): never {
  if (bodies.has(operation)) return structuredClone(bodies.get(operation)) as never;
  const sample = SAMPLES.find((s) => s.operation === operation && (s.code ?? 200) === 200 && s.json !== undefined);
  if (!sample) throw new Error(`No successful contract sample with a JSON body for ${operation}`);
  bodies.set(operation, typeof sample.json === 'function' ? (sample.json as () => unknown)() : sample.json);
  return structuredClone(bodies.get(operation)) as never;
}

const PAGE = { pageNumber: 1, pageSize: 10 };
const file = (name: string, type: string) => new File(['a,b\n1,2\n'], name, { type });
const noProgress = () => {};

/** `failureMessageId` as a screen uses it: its prefix, and its generic id when it has its own. */
const prefixed =
  (prefix: string, genericId?: string, options?: { sessionEndedAsGeneric?: boolean }) =>
  (error: unknown): string =>
    failureMessageId(callFailure(error), prefix, genericId, options);
/** The sign-in screens: nobody is signed in, so a 401 reads as the screen's generic failure. */
const authScreen = (genericId: string) => prefixed('auth.error', genericId, { sessionEndedAsGeneric: true });
const pagedList = (prefix: string) => prefixed(prefix);

/** The booking machine's onError branches, in its order (machines/booking/booking.machine.ts). */
function bookingSubmitMessage(error: unknown): string {
  const code = businessCode(error);
  if (code === ResultCode.BOOKING_USER_MISSING) return NOTICE.userMissing.id;
  if (code !== null && PROMO_CODES.includes(code)) return promoErrorId(error);
  if (code !== null && OFFER_CODES.includes(code)) return offerProblemId(error);
  if (code === ResultCode.VALIDATION_FAILED) return NOTICE.failed.id;
  if (code === ResultCode.ROLE_FORBIDDEN) return NOTICE.roleForbidden.id;
  if (code !== null) return NOTICE.failed.id;
  return transportNotice(error).id;
}

/** Shipment Details' upload: its own words for three codes, else the upload machine's, worded for shipment files. */
function documentUploadMessage(error: unknown): string {
  const own: Partial<Record<number, string>> = {
    [ResultCode.SHIPMENT_NOT_FOUND]: SHIPMENT_NOT_FOUND_MESSAGE,
    [ResultCode.SHIPMENT_CLOSED]: SHIPMENT_CLOSED_MESSAGE,
    [ResultCode.VALIDATION_FAILED]: 'shipment.documents.upload.invalid',
  };
  return own[businessCode(error) ?? 0] ?? uploadMessage(uploadFailureMessage(error, { name: 'invoice.pdf' }, '7 MB')).id;
}

const SHIPMENT = 'S-FAULTS';
const detail = (actors: AppActors) => actors.shipmentDetail;
/** The adjustments review's call actors, as provided to its machine (src/app/actors/shipment-detail.actors.ts). */
const adjustment = (actors: AppActors) =>
  detail(actors).adjustments.implementations.actors as Record<'approveAdjustment' | 'disputeAdjustment' | 'reviseAdjustment' | 'withdrawAdjustment', AnyActorLogic>;
const ADJUSTMENT = { shipmentId: SHIPMENT, adjustmentId: 'ADJ-1' };

export const drivers: Partial<Record<OperationKey, Driver>> = {
  // Session and sign-in screens
  'GET /company/getSystemSettings': {
    run: (a) => drive(a.session.loadCompanySettings, { domain: 'localhost' }),
    message: () => null,
    silent: 'Spec 8: the fallback company config applies (machines/session.machine.ts).',
  },
  'GET /user/current': {
    run: (a) => drive(a.session.fetchCurrentUser, undefined),
    message: () => null,
    silent: 'The session keeps the user unknown; the client has toasted or signed out.',
  },
  'POST /user/logout': {
    // As the session machine runs it: started while the refresh token is stored, which the vault then clears.
    run: (a) => {
      const tokens = createTokenStore();
      tokens.setTokens({ accessToken: 'fault-matrix-token', refreshToken: 'fault-matrix-refresh', accessTokenExpiresAt: null });
      const settled = drive(a.session.revokeSession, undefined);
      tokens.clear();
      return settled;
    },
    message: () => null,
    silent: 'The user has already signed out: the session machine ignores the outcome (docs/decisions/209).',
  },
  'POST /user/loginByToken': {
    run: (a) => drive(a.auth.loginByToken, { accessToken: 'provider-at', refreshToken: 'provider-rt', expiresIn: 0 }),
    message: authScreen('auth.signIn.failed'),
  },
  'POST /user/login': {
    run: (a) => drive(a.auth.signIn, { email: 'shipper@example.com', password: 'Passw0rd!' } as never),
    // Sign In's own mapping: a field's message for 10001 and 10002, the alert's for the rest (10005: wait or reset).
    message: signInFailureMessageId,
  },
  'POST /user/social/authorize': {
    run: (a) => drive(a.auth.socialAuthorize, { provider: 'google' } as never),
    message: authScreen('auth.signIn.failed'),
  },
  'GET /captcha/challenge': { run: (a) => drive(a.auth.loadChallenge, undefined), message: authScreen('auth.robot.loadFailed') },
  'POST /user/signup': { run: (a) => drive(a.auth.signUp, body('POST /user/signup')), message: authScreen('auth.signUp.failed') },
  'POST /user/password/forget': {
    run: (a) => drive(a.auth.forgotPassword, { email: 'shipper@example.com' }),
    message: authScreen('auth.error.generic'),
  },
  'POST /user/password/reset': {
    run: (a) => drive(a.auth.resetPassword, body('POST /user/password/reset')),
    message: (error) => (businessCode(error) === ResultCode.RESET_INVALID ? 'auth.reset.linkInvalid' : authScreen('auth.error.generic')(error)),
  },
  'POST /user/password/change': {
    run: (a) => drive(a.auth.changePassword, body('POST /user/password/change')),
    message: prefixed('auth.error', 'auth.error.generic'),
  },

  // Find Quote, Quote Result, My Request, Quote Management
  'GET /location/countries': {
    run: (a) => drive(a.quoteSearch.loadCountries, undefined),
    message: prefixed('findQuote.country.failed', 'findQuote.country.failed.generic'),
  },
  'GET /location/search': {
    run: (a) => drive(a.quoteSearch.searchLocations, { keyword: 'Shang', type: 'PORT' } as never),
    message: prefixed('findQuote.lookup.failed', 'findQuote.lookup.failed.generic'),
  },
  'POST /quote/search': {
    run: (a) => drive(a.quoteResult.searchQuotes, body('POST /quote/search')),
    message: prefixed('quoteResult.failure', 'quoteResult.failure.generic'),
  },
  'POST /quote/custom-request': {
    run: (a) => drive(a.quoteResult.requestCustomQuote, { search: body('POST /quote/search'), notes: 'Fragile' }),
    message: prefixed('quoteResult.custom.failure', 'quoteResult.custom.failure.generic'),
  },
  'POST /quote/request/list': {
    run: (a) => drive(a.quoteManagement.loadPage, PAGE as never),
    message: pagedList(QUOTE_REQUEST_LIST_MESSAGES),
  },
  'POST /quote/request/{id}/answer': {
    run: (a) => drive(a.quoteManagement.answerQuoteRequest, { id: 'QR-1', body: body('POST /quote/request/{id}/answer') }),
    message: quoteManagementMessage,
  },
  'POST /quote/request/{id}/decline': {
    run: (a) => drive(a.quoteManagement.declineQuoteRequest, { id: 'QR-1', reason: 'No capacity' }),
    message: quoteManagementMessage,
  },

  // Booking Confirm
  'GET /quote/{id}': {
    run: (a) => drive(a.booking.loadQuote, { quoteId: 'Q-1' }),
    message: (error) => (businessCode(error) === ResultCode.BOOKING_QUOTE_NOT_FOUND ? 'booking.quoteMissing' : loadErrorId(error)),
  },
  'GET /company/current': { run: (a) => drive(a.booking.loadCompany, undefined), message: loadErrorId },
  'GET /booking/consignees': { run: (a) => drive(a.booking.loadConsignees, undefined), message: loadErrorId },
  'POST /promo/check': { run: (a) => drive(a.booking.checkPromo, { quoteId: 'Q-1', promoCode: 'FLAT50' }), message: promoErrorId },
  'POST /booking/confirm': {
    run: (a) => drive(a.booking.submitBooking, { idempotencyKey: 'fault-matrix-booking', request: body('POST /booking/confirm') }),
    message: bookingSubmitMessage,
  },

  // Shipments
  'POST /shipment/list': { run: (a) => drive(a.shipmentList.loadExportPage, PAGE as never), message: pagedList(SHIPMENT_LIST_MESSAGES) },
  'POST /shipment/{id}/cancel': {
    run: (a) => drive(a.shipmentList.cancelShipment, { shipmentId: SHIPMENT, reason: 'Plans changed' } as never),
    message: (error) => cancelFailure(error).reasonError ?? cancelFailure(error).formError,
  },
  'GET /shipment/{id}': {
    run: (a) => drive(detail(a).loadShipment, { shipmentId: SHIPMENT } as never),
    message: (error) => (businessCode(error) === ResultCode.SHIPMENT_NOT_FOUND ? 'shipment.detail.notFound' : loadFailureId(error)),
  },
  'POST /shipment/{id}/send-to-provider': { run: (a) => drive(detail(a).sendToProvider, { shipmentId: SHIPMENT } as never), message: actionFailureId },
  'POST /shipment/{id}/close': { run: (a) => drive(detail(a).closeShipment, { shipmentId: SHIPMENT } as never), message: actionFailureId },
  'POST /shipment/{id}/rating': {
    run: (a) => drive(detail(a).rateShipment, { shipmentId: SHIPMENT, request: { score: 5 } } as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/status': {
    run: (a) => drive(detail(a).changeStatus, { shipmentId: SHIPMENT, request: { status: 'TRANSPORT_BOOKED' } } as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/hold': {
    run: (a) => drive(detail(a).setHold, { shipmentId: SHIPMENT, request: { onHold: true, reason: 'Customs check' } } as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/adjustments': {
    run: (a) => drive(detail(a).addAdjustment, { shipmentId: SHIPMENT, request: body('POST /shipment/{id}/adjustments') } as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/adjustments/{adjustmentId}/approve': {
    run: (a) => drive(adjustment(a).approveAdjustment, ADJUSTMENT as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/adjustments/{adjustmentId}/dispute': {
    run: (a) => drive(adjustment(a).disputeAdjustment, { ...ADJUSTMENT, reason: 'Not agreed' } as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/adjustments/{adjustmentId}/revise': {
    run: (a) => drive(adjustment(a).reviseAdjustment, { ...ADJUSTMENT, request: body('POST /shipment/{id}/adjustments/{adjustmentId}/revise') } as never),
    message: actionFailureId,
  },
  'POST /shipment/{id}/adjustments/{adjustmentId}/withdraw': {
    run: (a) => drive(adjustment(a).withdrawAdjustment, ADJUSTMENT as never),
    message: actionFailureId,
  },
  'GET /shipment/{id}/documents': {
    run: (a) => drive(a.shipmentFiles.loadDocuments, { shipmentId: SHIPMENT }),
    message: prefixed(FILES_FAILURE_PREFIX),
  },
  'POST /shipment/{id}/documents': {
    run: (a) =>
      drive(a.shipmentFiles.uploadDocument, {
        shipmentId: SHIPMENT,
        file: file('invoice.pdf', 'application/pdf'),
        type: 'COMMERCIAL_INVOICE',
        idempotencyKey: 'fault-matrix-document',
        onProgress: noProgress,
      } as never),
    message: documentUploadMessage,
  },
  'DELETE /shipment/{id}/documents/{documentId}': {
    run: (a) => drive(a.shipmentFiles.deleteDocument, { shipmentId: SHIPMENT, documentId: 'DOC-1' }),
    message: prefixed(FILES_FAILURE_PREFIX),
  },
  'GET /shipment/{id}/documents/{documentId}': {
    run: (a) => drive(a.shipmentFiles.downloadDocument, { shipmentId: SHIPMENT, documentId: 'DOC-1', fileName: 'invoice.pdf' } as never),
    message: (error) => downloadFailureMessage(error, 'shipment.documents.download.gone'),
  },
  'GET /shipment/{id}/comments': {
    run: (a) => drive(a.shipmentFiles.loadComments, { shipmentId: SHIPMENT }),
    message: prefixed(FILES_FAILURE_PREFIX),
  },
  'POST /shipment/{id}/comments': {
    run: (a) => drive(a.shipmentFiles.addComment, { shipmentId: SHIPMENT, text: 'Pick-up at 9', files: [] }),
    message: sendFailureMessage,
  },
  'GET /shipment/{id}/comments/{commentId}/attachments/{attachmentId}': {
    run: (a) =>
      drive(a.shipmentFiles.downloadAttachment, { shipmentId: SHIPMENT, commentId: 'C-1', attachmentId: 'A-1', fileName: 'photo.png' } as never),
    message: (error) => downloadFailureMessage(error, 'shipment.comments.attachment.gone'),
  },

  // Billing
  'POST /billing/upcoming-bills': { run: (a) => drive(a.billingBills.loadExportPage, PAGE as never), message: pagedList(UPCOMING_BILLS_MESSAGES) },
  'POST /billing/payments': {
    run: (a) => drive(a.billingBills.createPayment, { idempotencyKey: 'fault-matrix-payment', billIds: ['B-1'], method: 'ONLINE' }),
    message: prefixed(PAYMENT_CALL_MESSAGES),
  },
  'GET /billing/payments/{id}': {
    run: (a) => drive(a.billingBills.readAttempt, { attemptId: 'PA-1', waitMs: 0 }),
    message: prefixed(PAYMENT_CALL_MESSAGES),
  },
  'POST /billing/payments/{id}/cancel': {
    run: (a) => drive(a.billingBills.cancelAttempt, { attemptId: 'PA-1' }),
    message: prefixed(PAYMENT_CALL_MESSAGES),
  },
  'GET /billing/bank-details': { run: (a) => drive(a.billingBills.loadBankDetails, { currency: 'USD' }), message: prefixed(PAYMENT_CALL_MESSAGES) },
  'POST /billing/invoices': { run: (a) => drive(a.billingInvoices.loadPage, PAGE as never), message: pagedList(INVOICE_LIST_MESSAGES) },
  'POST /user-customize/query': {
    run: (a) => drive(a.billingInvoices.loadLayout, { customizeType: 'INVOICE' } as never),
    message: prefixed(`${INVOICE_LAYOUT_MESSAGES}.load`),
  },
  'POST /user-customize/add': {
    run: (a) => drive(a.billingInvoices.saveLayout, { recordId: null, customizeType: 'INVOICE', columns: [] } as never),
    message: prefixed(`${INVOICE_LAYOUT_MESSAGES}.save`),
  },
  'POST /user-customize/update': {
    run: (a) => drive(a.billingInvoices.saveLayout, { recordId: 'UC-1', customizeType: 'INVOICE', columns: [] } as never),
    message: prefixed(`${INVOICE_LAYOUT_MESSAGES}.save`),
  },
  'GET /billing/invoices/{id}/pdf': {
    run: (a) => drive(a.billingInvoices.downloadInvoicePdf, { invoiceId: 'INV-1', fileName: 'invoice.pdf' } as never),
    // Any failure reads the same beside the row (machines/billing/invoices.download.connect.ts).
    message: () => 'invoice.download.error',
  },
  'GET /billing/payout-accounts': { run: (a) => drive(a.billingInvoices.loadPayoutAccounts, undefined), message: prefixed('bankDetail.load') },
  'POST /billing/payout-accounts/{currency}': {
    run: (a) => drive(a.billingInvoices.savePayoutAccount, { currency: 'USD', fields: body('POST /billing/payout-accounts/{currency}') } as never),
    message: prefixed('bankDetail.save'),
  },
  'POST /billing/upcoming-payouts': { run: (a) => drive(a.billingStatements.loadPayouts, PAGE as never), message: pagedList(PAYOUT_LIST_MESSAGES) },
  'POST /billing/history-statements': {
    run: (a) => drive(a.billingStatements.loadStatements, PAGE as never),
    message: pagedList(STATEMENT_LIST_MESSAGES),
  },

  // Account, company users, dashboard
  'POST /user/save': { run: (a) => drive(a.account.saveProfile, body('POST /user/save')), message: prefixed('account.error', 'account.profile.saveFailed') },
  'POST /company/update': {
    run: (a) => drive(a.account.saveCompany, body('POST /company/update')),
    message: prefixed('account.error', 'account.company.saveFailed'),
  },
  'GET /company/getUsers': { run: (a) => drive(a.companyUsers.loadPage, PAGE as never), message: pagedList(COMPANY_USER_LIST_MESSAGES) },
  'POST /company/createUser': {
    run: (a) => drive(a.companyUsers.createUser, body('POST /company/createUser')),
    message: (error) => saveFailure(error).formError ?? Object.values(saveFailure(error).errors)[0] ?? null,
  },
  'POST /user/update': {
    run: (a) => drive(a.companyUsers.updateUser, body('POST /user/update')),
    message: (error) => saveFailure(error).formError ?? Object.values(saveFailure(error).errors)[0] ?? null,
  },
  'POST /user/updateStatus': { run: (a) => drive(a.companyUsers.updateUserStatus, body('POST /user/updateStatus')), message: actionFailure },
  'POST /company/createPartyAndUser': {
    run: (a) => drive(a.companyUsers.createPartyAndUser, body('POST /company/createPartyAndUser')),
    message: (error) => partyFailure(error).formError ?? Object.values(partyFailure(error).errors)[0] ?? null,
  },
  'POST /company/resetUserPassword': { run: (a) => drive(a.companyUsers.resetUserPassword, { id: 'U-1' }), message: actionFailure },
  'GET /dashboard/metrics': { run: (a) => drive(a.dashboard.loadMetrics, { range: 'MONTH' } as never), message: prefixed('dashboard.load') },

  // Rate sheets
  'POST /forwarder-rate/template/upload': {
    run: (a) =>
      drive(a.rateSheets.uploadRateSheet, {
        file: file('rates.csv', 'text/csv'),
        rateMode: 'FCL',
        supplierId: '',
        idempotencyKey: 'fault-matrix-rates',
        onProgress: noProgress,
      } as never),
    message: (error) => sheetMessage(uploadFailureMessage(error, { name: 'rates.csv' }, '7 MB'), businessCode(error))!.id,
  },
  'POST /forwarder-rate/import/{id}/confirm': {
    run: (a) => drive(a.rateSheets.confirmImport, { importId: 'IMP-1' }),
    message: prefixed('rate.import.failure'),
  },
  'POST /forwarder-rate/import/{id}/abandon': {
    run: (a) => drive(a.rateSheets.abandonImport, { importId: 'IMP-1' }),
    message: prefixed('rate.import.failure'),
  },
  'GET /forwarder-rate/template': { run: (a) => drive(a.rateSheets.downloadTemplate, undefined), message: prefixed('rate.template.failure') },
  'POST /forwarder-rate/history': { run: (a) => drive(a.rateSheets.loadHistoryPage, PAGE as never), message: pagedList('rate.history.load') },
  'POST /forwarder-rate/log': { run: (a) => drive(a.rateSheets.logPagesOf('IMP-1'), PAGE as never), message: pagedList('rate.log.load') },
};
