/**
 * The not-a-robot challenges in a table of their own on the server (server/db/captcha.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: a challenge is a row until a sign-up
 * answers it, right or wrong; a new challenge drops the expired ones; a server of before's JSON rows are moved
 * in at start.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { CAPTCHA_SLICE } from '../../mocks/store/captcha.store';
import { captchaChallenges, storeRecords, storeSlices } from '../../server/db/schema';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('captcha-table');
const { call } = server;
const db = () => server.database.db;
const row = async (id: string) => (await db().select().from(captchaChallenges).where(eq(captchaChallenges.id, id)))[0];
const challenge = async () => (await call('GET', '/captcha/challenge', null)).body.data as { captchaId: string; question: string };
const answerOf = (question: string) => String(question.split(' + ').reduce((sum, n) => sum + Number(n), 0));
const signUp = (captchaId: string, captchaAnswer: string, email: string) =>
  call('POST', '/user/signup', null, { firstName: 'Grace', lastName: 'Hopper', email, phone: '+14155550123', phoneCountry: 'US', extension: '', captchaId, captchaAnswer });

test('a new database keeps the challenges in the table, none among the store records', async () => {
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, CAPTCHA_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, CAPTCHA_SLICE))).toEqual([{ kind: 'table' }]);
});

test('a challenge is a row until a sign-up answers it, right or wrong', async () => {
  const wrong = await challenge();
  expect(await row(wrong.captchaId)).toMatchObject({ answer: Number(answerOf(wrong.question)) });
  expect((await signUp(wrong.captchaId, '-1', 'grace@newco.example.com')).body.code).toBe(10103);
  expect(await row(wrong.captchaId), 'spent by a wrong answer').toBeUndefined();
  expect((await signUp(wrong.captchaId, answerOf(wrong.question), 'grace@newco.example.com')).body.code, 'no second try').toBe(10103);

  const right = await challenge();
  expect((await signUp(right.captchaId, answerOf(right.question), 'grace@newco.example.com')).body.code).toBe(200);
  expect(await row(right.captchaId)).toBeUndefined();
}, 60_000);

test('a new challenge drops the expired ones', async () => {
  await db().insert(captchaChallenges).values({ id: 'cap.expired', answer: 7, expiresAt: Date.now() - 1_000 });
  await challenge();
  expect(await row('cap.expired')).toBeUndefined();
}, 60_000);

test('challenges a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const expiresAt = Date.now() + 300_000;
  await db().delete(captchaChallenges);
  await db().insert(storeRecords).values({ slice: CAPTCHA_SLICE, key: 'cap.kept-by-before', position: 0, data: JSON.stringify({ answer: 9, expiresAt }), version: 1 });
  await db().update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, CAPTCHA_SLICE));
  await server.restart();
  expect(await row('cap.kept-by-before')).toEqual({ id: 'cap.kept-by-before', answer: 9, expiresAt });
  expect((await signUp('cap.kept-by-before', '9', 'ada@newco.example.com')).body.code).toBe(200);
}, 60_000);
