/** The message id for a call failure common to every sign-in screen; each screen words its own generic one. */
import type { CallFailure } from '../../../../machines/auth-rules';

export function failureMessageId(failure: CallFailure, genericId: string): string {
  switch (failure) {
    case 'network':
      return 'auth.error.network';
    case 'timeout':
      return 'auth.error.timeout';
    case 'tooFrequent':
      return 'auth.error.tooFrequent';
    case 'generic':
      return genericId;
  }
}
