/**
 * The robot check as the operations keep it (domain/captcha.ts), over the challenge repository
 * (mocks/store/repositories.ts). How a challenge is made: mocks/store/captcha.store.ts.
 */
import { solves } from '../domain/captcha';
import { mockNow } from './store/clock';
import { newChallenge, type CaptchaChallengeRecord } from './store/captcha.store';
import { repositories } from './store/repositories';

/** A new challenge, kept; the expired ones go as new ones are made, so they never pile up. */
export async function createCaptcha(): Promise<CaptchaChallengeRecord> {
  const { captcha } = repositories();
  const now = mockNow();
  await captcha.forgetExpired(now);
  const { challenge, record } = newChallenge(now);
  await captcha.put(challenge.captchaId, record);
  return challenge;
}

/** Checks and spends a challenge: true only for a live challenge answered right. */
export async function consumeCaptcha(captchaId: string, answer: string): Promise<boolean> {
  const record = await repositories().captcha.take(captchaId);
  return record !== undefined && solves(record, answer, mockNow());
}
