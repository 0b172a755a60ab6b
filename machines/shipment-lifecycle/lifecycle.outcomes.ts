/**
 * What each answer of a shipment action means for the page (decision 037): the message id it shows
 * next to the action, whether the shipment shown is out of date (the page then loads it again), and
 * which field a 90001 names. Failures that are not catalogue codes read as on every screen
 * (machines/shared/call-failure.ts).
 */
import { isApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { businessCode, callFailure, failureMessageId } from '../shared/call-failure';

/** Codes after which what the page shows is no longer what the server has: it reloads the shipment. */
const STALE_CODES: readonly number[] = [
  ResultCode.STATUS_CHANGE_NOT_ALLOWED, ResultCode.SHIPMENT_CLOSED, ResultCode.ROLE_FORBIDDEN, ResultCode.ALREADY_RATED, ResultCode.DOCUMENT_NOT_FOUND,
];

/** Every code of the shipment area an action can answer, each with its own message (shipment.detail.code.<code>). */
export const SHIPMENT_ACTION_CODES: readonly number[] = [
  ResultCode.SHIPMENT_NOT_FOUND, ResultCode.ROLE_FORBIDDEN, ResultCode.SHIPMENT_CLOSED, ResultCode.VALIDATION_FAILED,
  ResultCode.STATUS_CHANGE_NOT_ALLOWED, ResultCode.ALREADY_RATED, ResultCode.DOCUMENT_NOT_FOUND,
];

export const codeMessageId = (code: number) => `shipment.detail.code.${code}`;

/** The shipment is gone or no longer visible (30001). */
export const isShipmentGone = (error: unknown) => businessCode(error) === ResultCode.SHIPMENT_NOT_FOUND;

/** The server refused because the shipment changed under the page. */
export const isStale = (error: unknown) => STALE_CODES.includes(businessCode(error) ?? 0);

/** Why loading the shipment failed (not "not found"), as a message id. */
export const loadFailureId = (error: unknown) => failureMessageId(callFailure(error), 'shipment.detail.load');

/** A failed action, in the words of the page: the catalogue code's own message, or the transport's. */
export function actionFailureId(error: unknown): string {
  const code = businessCode(error);
  if (code !== null) return SHIPMENT_ACTION_CODES.includes(code) ? codeMessageId(code) : 'shipment.detail.action.failed';
  return failureMessageId(callFailure(error), 'shipment.detail.action');
}

/**
 * A 90001 names the field it refused (`reason: …`, `transport.houseNo: …`): the message goes next to
 * that field of the open form. Null when the message names no field the form has.
 */
export function refusedField(error: unknown, fields: readonly string[]): string | null {
  if (businessCode(error) !== ResultCode.VALIDATION_FAILED || !isApiError(error)) return null;
  const named = /^([A-Za-z]+(?:\.[A-Za-z]+)?)\b/.exec(error.serverMessage ?? '')?.[1] ?? '';
  const field = named.startsWith('transport.') ? named.slice('transport.'.length) : named;
  return fields.includes(field) ? field : null;
}

/** The form's errors and message after a refused or failed submit: nothing typed is touched. */
export function formFailure(error: unknown, fields: readonly string[]): { errors: Record<string, string>; formError: string | null } {
  const field = refusedField(error, fields);
  if (field) return { errors: { [field]: 'shipment.detail.field.refused' }, formError: null };
  return { errors: {}, formError: actionFailureId(error) };
}
