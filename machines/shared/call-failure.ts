/**
 * What went wrong with a call, in the words a screen needs (not the transport's), and the message id
 * that says it. Every machine maps failures here, so a network error reads the same way everywhere;
 * each screen words its messages under its own prefix with the same endings
 * (`<prefix>.network`, `.timeout`, `.tooFrequent`, `.sessionEnded`), and its own generic one.
 */
import { isApiError } from '../../src/api/api-error';

export type CallFailure = 'network' | 'timeout' | 'tooFrequent' | 'sessionEnded' | 'generic';

/**
 * Network trouble and timeouts get "check your connection / try again"; an identical request in
 * flight gets "too frequent"; a session that ended mid-call says so; everything else is generic.
 */
export function callFailure(error: unknown): CallFailure {
  if (!isApiError(error)) return 'generic';
  switch (error.kind) {
    case 'network':
      return 'network';
    case 'timeout':
      return 'timeout';
    case 'too-frequent':
      return 'tooFrequent';
    case 'auth':
      return 'sessionEnded';
    default:
      return 'generic';
  }
}

/** The catalogue code of a business failure, or null for any other failure. */
export const businessCode = (error: unknown): number | null =>
  isApiError(error) && error.kind === 'business' ? error.code : null;

/**
 * The message id for a failure: `<prefix>.<failure>`, and `genericId` (by default `<prefix>.failed`)
 * for anything generic. A screen without a session-ended message of its own passes `sessionEndedAsGeneric`.
 */
export function failureMessageId(
  failure: CallFailure,
  prefix: string,
  genericId = `${prefix}.failed`,
  options: { sessionEndedAsGeneric?: boolean } = {},
): string {
  if (failure === 'generic' || (failure === 'sessionEnded' && options.sessionEndedAsGeneric)) return genericId;
  return `${prefix}.${failure}`;
}
