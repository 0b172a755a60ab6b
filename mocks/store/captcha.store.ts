/**
 * The offline not-a-robot provider (docs/decisions/011): a small sum per challenge. A challenge
 * is answered once (right or wrong, it is spent, so answers cannot be guessed in a loop) and
 * expires after 10 minutes.
 */
import { defineSlice, saveDb } from './db';
import { mockNow } from './clock';
import { randomToken } from '../random-token';

export const CAPTCHA_TTL_MS = 10 * 60_000;

interface CaptchaRecord {
  answer: number;
  expiresAt: number;
}
const challenges = defineSlice<Record<string, CaptchaRecord>>('captcha', () => ({}));

export interface CaptchaChallengeRecord {
  captchaId: string;
  question: string;
  answer: number;
  expiresAt: string;
}

// Challenges are made at run time, not seeded. The digits are shown to whoever solves the sum, so they
// need not be secret; the id, which names the answer kept here, is a random token.
const digit = () => 1 + Math.floor(Math.random() * 9);

export function createCaptcha(): CaptchaChallengeRecord {
  const a = digit();
  const b = digit();
  const captchaId = `cap.${randomToken(16)}`;
  const expiresAt = mockNow() + CAPTCHA_TTL_MS;
  // Expired challenges are dropped as new ones are made, so the slice never grows without bound.
  for (const [id, record] of Object.entries(challenges())) if (record.expiresAt < mockNow()) delete challenges()[id];
  challenges()[captchaId] = { answer: a + b, expiresAt };
  saveDb();
  return { captchaId, question: `${a} + ${b}`, answer: a + b, expiresAt: new Date(expiresAt).toISOString() };
}

/** Checks and spends a challenge: true only for a live challenge answered right. */
export function consumeCaptcha(captchaId: string, answer: string): boolean {
  const record = challenges()[captchaId];
  if (!record) return false;
  delete challenges()[captchaId];
  saveDb();
  return record.expiresAt >= mockNow() && /^\s*-?\d+\s*$/.test(answer) && Number(answer) === record.answer;
}
