import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { businessCode, callFailure, failureMessageId } from '../../machines/shared/call-failure';

const error = (kind: ConstructorParameters<typeof ApiError>[0], code: number | null = null) => new ApiError(kind, 0, code, null);

describe('call failures', () => {
  it('names each transport failure and leaves the rest generic', () => {
    expect(callFailure(error('network'))).toBe('network');
    expect(callFailure(error('timeout'))).toBe('timeout');
    expect(callFailure(error('too-frequent'))).toBe('tooFrequent');
    expect(callFailure(error('auth'))).toBe('sessionEnded');
    expect(callFailure(error('http'))).toBe('generic');
    expect(callFailure(error('business', 40001))).toBe('generic');
    expect(callFailure(new Error('boom'))).toBe('generic');
  });

  it('reads the catalogue code of a business failure only', () => {
    expect(businessCode(error('business', 40001))).toBe(40001);
    expect(businessCode(error('http'))).toBeNull();
    expect(businessCode('nope')).toBeNull();
  });

  it('words a failure under the screen\'s prefix, with its own generic message', () => {
    expect(failureMessageId('network', 'booking.load')).toBe('booking.load.network');
    expect(failureMessageId('generic', 'booking.load')).toBe('booking.load.failed');
    expect(failureMessageId('generic', 'auth.error', 'auth.signIn.failed')).toBe('auth.signIn.failed');
    expect(failureMessageId('sessionEnded', 'auth.error', 'auth.error.generic', { sessionEndedAsGeneric: true })).toBe('auth.error.generic');
  });
});
