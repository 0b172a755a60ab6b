/**
 * The server's account e-mails, end to end (server/main.ts as its own process, docs/decisions/214): with a
 * mail server (a sink on 127.0.0.1), Sign Up's activation e-mail and Forgot Password's reset e-mail arrive,
 * and their links set the password through the API; an admin's invitation e-mail arrives with a temporary
 * password that signs in (docs/decisions/218); the database keeps no copy of any token or password; without a
 * mail server, the e-mail is an .eml file in DATA_DIR/outbox whose link works too.
 *
 * One data directory, two PGlite starts (a creating one, then an opening one: tests/server/server-restart.test.ts
 * for their cost), in order.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { storeRecords } from '../../server/db/schema';
import { signInThrough } from './api-server';
import { linksIn, readMessage, startMailSink, type MailSink } from './mail-sink';
import { startServerProcess, type ServerProcess } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'mail-delivery-'));
const PUBLIC_URL = 'https://freight.example.com';
const PROCESS_TEST_MS = 90_000;
const person = { firstName: 'Pat', lastName: 'Ops', email: 'pat+ops@new.example.com', phone: '+14155550123', phoneCountry: 'US' };

let server: ServerProcess | undefined;
let sink: MailSink | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, token?: string): Promise<{ success: boolean; code: number; message?: string; data?: any }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const res = await server!.request(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(res.status, path).toBe(200);
  return res.json();
}

/** Follows an e-mail's Reset Password link as the page does: its e-mail and token, and a new password. */
async function followResetLink(link: string, newPassword: string): Promise<void> {
  const url = new URL(link);
  expect(url.pathname).toBe('/login/reset-password');
  const answer = await post('/user/password/reset', { email: url.searchParams.get('email'), resetToken: url.searchParams.get('resetToken'), newPassword });
  expect(answer, answer.message).toMatchObject({ success: true });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('resetToken')!;
/** The lines of an e-mail that are a temporary password (docs/decisions/211: three groups of four). */
const temporaryPasswordsIn = (text: string) => text.split(/\r?\n/).filter((line) => /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/.test(line));
/** Every token or password an e-mail carried, to look for in the database. */
const tokens: string[] = [];

test('with SMTP_URL, the activation, reset and invitation e-mails arrive, their links or password work, and no secret is kept', { timeout: PROCESS_TEST_MS }, async () => {
  sink = await startMailSink();
  server = await startServerProcess({
    env: { DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_FROM: 'Freight Marketplace <no-reply@freight.example.com>', PUBLIC_URL },
  });
  expect(server.output()).toContain(`Account e-mails: sent through ${sink.url} from Freight Marketplace <no-reply@freight.example.com>, links to ${PUBLIC_URL}`);

  const challenge = (await (await server.request('/api/captcha/challenge')).json()) as { data: { captchaId: string; question: string } };
  const [a, b] = challenge.data.question.split(' + ').map(Number);
  const signedUp = await post('/user/signup', { ...person, captchaId: challenge.data.captchaId, captchaAnswer: String(a! + b!) });
  expect(signedUp, signedUp.message).toMatchObject({ success: true });
  const activation = await sink.mailTo(person.email);
  expect(activation.headers.get('from')).toBe('Freight Marketplace <no-reply@freight.example.com>');
  expect(activation.subject).toMatch(/^Activate your Freight Marketplace account/);
  const [activationLink] = linksIn(activation.text);
  expect(activationLink!.startsWith(`${PUBLIC_URL}/login/reset-password?email=pat%2Bops%40new.example.com&resetToken=`)).toBe(true);
  tokens.push(tokenOf(activationLink!));
  await followResetLink(activationLink!, 'Welcome2026');
  expect((await signInThrough(server.request, person.email, 'Welcome2026')).user.email).toBe(person.email);

  expect((await post('/user/password/forget', { email: 'shipper@example.com' })).success).toBe(true);
  const reset = await sink.mailTo('shipper@example.com');
  expect(reset.subject).toMatch(/^Reset your Freight Marketplace password/);
  const [resetLink] = linksIn(reset.text);
  tokens.push(tokenOf(resetLink!));
  await followResetLink(resetLink!, 'NewShipper2026');
  await signInThrough(server.request, 'shipper@example.com', 'NewShipper2026');

  // An admin invites a user: the e-mail carries the temporary password the answer gave, and it signs in.
  const admin = await signInThrough(server.request, 'admin@example.com');
  const invited = await post('/company/createUser', { ...person, email: 'tia@acme.example.com' }, admin.access_token);
  expect(invited, invited.message).toMatchObject({ success: true });
  const invitation = await sink.mailTo('tia@acme.example.com');
  expect(invitation.subject).toMatch(/^A temporary password for your Freight Marketplace account/);
  const mailed = temporaryPasswordsIn(invitation.text);
  expect(mailed).toEqual([invited.data.temporaryPassword, invited.data.temporaryPassword, invited.data.temporaryPassword]);
  expect(linksIn(invitation.text)[0]).toBe(`${PUBLIC_URL}/login/sign-in`);
  const invitedSession = await signInThrough(server.request, 'tia@acme.example.com', mailed[0]!);
  expect(invitedSession).toMatchObject({ mustResetPassword: true });
  tokens.push(mailed[0]!);

  // A link not followed yet: its token is live, and still nowhere in the database.
  await post('/user/password/forget', { email: 'forwarder@example.com' });
  tokens.push(tokenOf(linksIn((await sink.mailTo('forwarder@example.com')).text)[0]!));
  expect(server.output()).not.toContain('rst.');
  expect(server.output()).not.toContain(mailed[0]);
  expect(await server.stop()).toBe(0);
  server = undefined;

  const database = await openDatabase({ dataDir });
  try {
    // Every row of every table, as text: the store's slices and the areas' own tables.
    const query = async <T>(statement: ReturnType<typeof sql>) => ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
    const tables = (await query<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`)).map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(['store_records', 'users', 'account_tokens', 'shipments']));
    const rows: { table: string; text: string }[] = [];
    for (const table of tables) {
      const found = await query<{ text: string }>(sql`select t::text as text from ${sql.identifier(table)} t`);
      rows.push(...found.map((r) => ({ table, text: r.text })));
    }
    expect(rows.length).toBeGreaterThan(100);
    for (const token of tokens) expect(rows.filter((row) => row.text.includes(token)).map((row) => row.table)).toEqual([]);
    const slices = await database.db.select({ slice: storeRecords.slice }).from(storeRecords);
    expect(slices.filter((row) => row.slice === 'accountMail')).toEqual([]);
  } finally {
    await database.close();
  }
});

test('without SMTP_URL, the e-mail is an .eml file in DATA_DIR/outbox, and its link works', { timeout: PROCESS_TEST_MS }, async () => {
  // Stopped by the first test; again here when it failed half-way, so that this one still tells its own story.
  await server?.stop();
  const outbox = join(dataDir, 'outbox');
  expect(existsSync(outbox)).toBe(false);
  server = await startServerProcess({ env: { DATA_DIR: dataDir } });
  expect(server.output()).toContain(`Account e-mails: written to ${outbox} as .eml files (no SMTP_URL: none is sent)`);

  expect((await post('/user/password/forget', { email: 'forwarder@example.com' })).success).toBe(true);
  const emls = () => (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []);
  await vi.waitFor(() => expect(emls()).toHaveLength(1), { timeout: 15_000, interval: 50 });
  const mail = readMessage(readFileSync(join(outbox, emls()[0]!), 'latin1'));
  expect(mail.headers.get('to')).toBe('forwarder@example.com');
  expect(mail.headers.get('content-type')).toMatch(/^text\/plain/i);
  expect(mail.subject).toMatch(/^Reset your Freight Marketplace password/);
  // No PUBLIC_URL: the link is on the site the request came to.
  const [link] = linksIn(mail.text);
  expect(new URL(link!).origin).toBe(server.origin);
  // The link of the first server's e-mail was never followed, and this one replaces nothing: both are live.
  await followResetLink(link!, 'NewForwarder2026');
  await signInThrough(server.request, 'forwarder@example.com', 'NewForwarder2026');
});
