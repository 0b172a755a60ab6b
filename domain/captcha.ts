/**
 * The offline not-a-robot provider (docs/decisions/011): a small sum per challenge. A challenge is answered
 * once (right or wrong, it is spent, so answers cannot be guessed in a loop) and expires after 10 minutes. The
 * record both backends keep under the challenge's id, and the repository they keep it behind (docs/decisions/219).
 */

export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface CaptchaRecord {
  answer: number;
  /** Epoch ms. */
  expiresAt: number;
}

/** Whether `answer` solves the challenge, while it is live. */
export const solves = (record: CaptchaRecord, answer: string, now: number): boolean =>
  record.expiresAt >= now && /^\s*-?\d+\s*$/.test(answer) && Number(answer) === record.answer;

export interface CaptchaRepository {
  put(id: string, record: CaptchaRecord): Promise<void>;
  /** Removes the challenge and answers it (undefined when there was none): one call, so that it is spent once. */
  take(id: string): Promise<CaptchaRecord | undefined>;
  /** Forgets the challenges expired before `now`, so that they never pile up. */
  forgetExpired(now: number): Promise<void>;
}
