/**
 * Not-a-robot challenges (domain/captcha.ts): the slice, its in-memory repository (the server keeps them in its
 * table `captcha_challenges`), how a challenge is made, and the tests' fixture.
 */
import { CAPTCHA_TTL_MS, type CaptchaRecord, type CaptchaRepository } from '../../domain/captcha';
import { defineSlice, saveDb } from './db';
import { mockNow } from './clock';
import { randomToken } from '../random-token';

export const CAPTCHA_SLICE = 'captcha';
const challenges = defineSlice<Record<string, CaptchaRecord>>(CAPTCHA_SLICE, () => ({}));

export const memoryCaptcha: CaptchaRepository = {
  async put(id, record) {
    challenges()[id] = record;
    saveDb();
  },
  async take(id) {
    if (!Object.hasOwn(challenges(), id)) return undefined;
    const record = challenges()[id];
    delete challenges()[id];
    saveDb();
    return record;
  },
  async forgetExpired(now) {
    const expired = Object.entries(challenges()).filter(([, record]) => record.expiresAt < now);
    for (const [id] of expired) delete challenges()[id];
    if (expired.length) saveDb();
  },
};

export interface CaptchaChallengeRecord {
  captchaId: string;
  question: string;
  answer: number;
  expiresAt: string;
}

// Challenges are made at run time, not seeded. The digits are shown to whoever solves the sum, so they
// need not be secret; the id, which names the answer kept here, is a random token.
const digit = () => 1 + Math.floor(Math.random() * 9);

/** A new challenge, and the record to keep it under its id. */
export function newChallenge(now: number): { challenge: CaptchaChallengeRecord; record: CaptchaRecord } {
  const a = digit();
  const b = digit();
  const record = { answer: a + b, expiresAt: now + CAPTCHA_TTL_MS };
  return {
    challenge: { captchaId: `cap.${randomToken(16)}`, question: `${a} + ${b}`, answer: record.answer, expiresAt: new Date(record.expiresAt).toISOString() },
    record,
  };
}

/** Fixture: a challenge written into the store at once, as the sign-up page's is kept (mocks/captcha.ts). */
export function createCaptcha(): CaptchaChallengeRecord {
  const { challenge, record } = newChallenge(mockNow());
  challenges()[challenge.captchaId] = record;
  saveDb();
  return challenge;
}
