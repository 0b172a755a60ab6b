/**
 * The server's mail transports (server/mail-transport.ts, docs/decisions/214): the settings read from the
 * environment, an e-mail handed to a mail server on 127.0.0.1 as text/plain in UTF-8, tried again when the
 * mail server turns it away for now and kept in outbox/undelivered when given up on, and the outbox's
 * .eml files when no mail server is set.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeAccountMail } from '../../domain/account-mail';
import { createMailTransport, describeMail, mailOptionsFromEnv, OUTBOX_FROM, type MailTransport } from '../../server/mail-transport';
import { findUserByEmail, sendAccountMail, useAccountMailTransport } from '../../mocks/store/users.store';
import { linksIn, readMessage, startMailSink, type MailSink } from './mail-sink';

const link = 'https://freight.example.com/login/reset-password?email=pat%2Bops%40new.example.com&resetToken=rst.abc';
const mail = composeAccountMail({ kind: 'PASSWORD_RESET', to: 'pat+ops@new.example.com', link, validHours: 24 });
const SMTP = { SMTP_URL: 'smtps://mailer:s3cret-pass@smtp.example.com:465', MAIL_FROM: 'Freight <no-reply@freight.example.com>', PUBLIC_URL: 'https://freight.example.com/' };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('mailOptionsFromEnv', () => {
  it('writes to DATA_DIR/outbox without SMTP_URL', () => {
    const options = mailOptionsFromEnv({}, '/srv/data');
    expect(options).toEqual({ kind: 'outbox', directory: '/srv/data/outbox', from: OUTBOX_FROM });
    expect(describeMail(options)).toBe('Account e-mails: written to /srv/data/outbox as .eml files (no SMTP_URL: none is sent)');
  });

  it('sends through SMTP with SMTP_URL, MAIL_FROM and PUBLIC_URL, and never shows the password', () => {
    const options = mailOptionsFromEnv(SMTP, '/srv/data');
    expect(options).toEqual({ kind: 'smtp', url: SMTP.SMTP_URL, from: SMTP.MAIL_FROM, publicOrigin: 'https://freight.example.com', undelivered: '/srv/data/outbox/undelivered' });
    expect(describeMail(options)).toBe(
      'Account e-mails: sent through smtps://smtp.example.com:465 from Freight <no-reply@freight.example.com>, links to https://freight.example.com; those not taken after every try are kept in /srv/data/outbox/undelivered',
    );
  });

  it('stops on a missing or bad value, naming the variable, never repeating SMTP_URL', () => {
    expect(() => mailOptionsFromEnv({ ...SMTP, MAIL_FROM: '' }, '/d')).toThrow(/^SMTP_URL is set but MAIL_FROM is not/);
    // Links from a request's Host header would let whoever asks choose where a reset link leads.
    expect(() => mailOptionsFromEnv({ ...SMTP, PUBLIC_URL: undefined }, '/d')).toThrow(/^SMTP_URL is set but PUBLIC_URL is not/);
    expect(() => mailOptionsFromEnv({ ...SMTP, PUBLIC_URL: 'https://freight.example.com/app' }, '/d')).toThrow(/^PUBLIC_URL=.* no path/);
    expect(() => mailOptionsFromEnv({ PUBLIC_URL: 'ftp://freight.example.com' }, '/d')).toThrow(/^PUBLIC_URL=/);
    expect(() => mailOptionsFromEnv({ ...SMTP, MAIL_FROM: 'nobody\r\nBcc: all@example.com' }, '/d')).toThrow(/^MAIL_FROM=/);
    const bad = 'https://mailer:s3cret-pass@smtp.example.com';
    expect(() => mailOptionsFromEnv({ ...SMTP, SMTP_URL: bad }, '/d')).toThrow(/^SMTP_URL is not valid/);
    try {
      mailOptionsFromEnv({ ...SMTP, SMTP_URL: bad }, '/d');
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cret');
    }
  });
});

const FROM = 'Freight <no-reply@freight.example.com>';

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mail-transport-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An SMTP transport to `url` whose waits before a try again are `retryDelaysMs`, and what it tells of each failed try. */
function smtpTo(url: string, retryDelaysMs: number[] = [20, 20, 20], drainGraceMs?: number) {
  const undelivered = join(tempDir(), 'outbox', 'undelivered');
  const transport: MailTransport = createMailTransport({ kind: 'smtp', url, from: FROM, publicOrigin: 'https://freight.example.com', undelivered }, { retryDelaysMs, drainGraceMs });
  cleanups.push(() => transport.drain());
  const told: string[] = [];
  return { transport, undelivered, told, notSent: (reason: string) => void told.push(reason) };
}

/** The e-mails kept for an operator: checked for the outbox's file modes, read as a mail client shows them. */
function keptIn(undelivered: string) {
  if (!existsSync(undelivered)) return [];
  expect(statSync(undelivered).mode & 0o777).toBe(0o700);
  return readdirSync(undelivered).map((file) => {
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(statSync(join(undelivered, file)).mode & 0o777).toBe(0o600);
    return { file, ...readMessage(readFileSync(join(undelivered, file), 'latin1')) };
  });
}

describe('createMailTransport', () => {
  let sink: MailSink;

  it('hands the e-mail to the mail server: from MAIL_FROM, text/plain in UTF-8, the subject and text as composed', async () => {
    sink = await startMailSink();
    cleanups.push(() => sink.close());
    const { transport, told, notSent } = smtpTo(sink.url);
    await transport.send(mail, notSent);
    expect(told).toEqual([]);
    const received = await sink.mailTo('pat+ops@new.example.com');
    expect(received.headers.get('from')).toBe('Freight <no-reply@freight.example.com>');
    expect(received.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(received.raw).not.toMatch(/text\/html/i);
    expect(received.subject).toBe(mail.subject);
    expect(received.text.trimEnd()).toBe(mail.text.trimEnd());
    expect(linksIn(received.text)).toEqual([link, link, link]);
  });

  it('tries again after a 4xx reply: the e-mail arrives on a later try, once', async () => {
    sink = await startMailSink({ refuse: { first: 1, code: 451 } });
    cleanups.push(() => sink.close());
    const { transport, undelivered, told, notSent } = smtpTo(sink.url);
    await transport.send(mail, notSent);
    await transport.drain();
    expect(sink.tries()).toBe(2);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.subject).toBe(mail.subject);
    expect(told).toEqual(["Can't send mail - all recipients were rejected: 451 Mailbox <address> not available now (try 1 of 4; trying again in 20 ms)"]);
    expect(keptIn(undelivered)).toEqual([]);
  });

  it('does not try again after a 5xx reply: the e-mail is kept in outbox/undelivered, and the rejection names its file', async () => {
    sink = await startMailSink({ refuse: { first: 1, code: 550 } });
    cleanups.push(() => sink.close());
    const { transport, undelivered, told, notSent } = smtpTo(sink.url);
    const failure = await transport.send(mail, notSent).then(() => null, (error: Error) => error.message);
    expect(sink.tries()).toBe(1);
    expect(sink.received).toEqual([]);
    expect(told).toEqual([]);
    const kept = keptIn(undelivered);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.headers.get('to')).toBe('pat+ops@new.example.com');
    expect(kept[0]!.headers.get('from')).toBe(FROM);
    expect(kept[0]!.subject).toBe(mail.subject);
    expect(kept[0]!.text.trimEnd()).toBe(mail.text.trimEnd());
    expect(failure).toBe(
      `Can't send mail - all recipients were rejected: 550 Mailbox <address> not available now (try 1 of 4, not worth another): kept in ${join(undelivered, kept[0]!.file)} to send by hand`,
    );
  });

  it('tries again when the mail server is down, and the e-mail arrives once it is back', async () => {
    sink = await startMailSink();
    cleanups.push(() => sink.close());
    await sink.stop();
    const { transport, undelivered, told, notSent } = smtpTo(sink.url, [200, 200, 200]);
    await transport.send(mail, (reason) => {
      notSent(reason);
      void sink.start();
    });
    expect(told).toEqual([expect.stringMatching(/ECONNREFUSED.* \(try 1 of 4; trying again in 200 ms\)$/)]);
    expect(sink.received.map((m) => m.to)).toEqual([['pat+ops@new.example.com']]);
    expect(keptIn(undelivered)).toEqual([]);
  });

  it('gives up after the fourth try when the mail server stays down, keeping the e-mail', async () => {
    sink = await startMailSink();
    await sink.close();
    const { transport, undelivered, told, notSent } = smtpTo(sink.url);
    await expect(transport.send(mail, notSent)).rejects.toThrow(/ECONNREFUSED.* \(try 4 of 4\): kept in .*\.eml to send by hand$/);
    expect(told.map((reason) => reason.replace(/^.* \(/, '('))).toEqual(['(try 1 of 4; trying again in 20 ms)', '(try 2 of 4; trying again in 20 ms)', '(try 3 of 4; trying again in 20 ms)']);
    expect(keptIn(undelivered)).toHaveLength(1);
  });

  it('on a stop, keeps an e-mail waiting for its next try at once instead of waiting for it', async () => {
    sink = await startMailSink({ refuse: { first: 1, code: 451 } });
    cleanups.push(() => sink.close());
    const { transport, undelivered, told, notSent } = smtpTo(sink.url, [600_000, 600_000, 600_000]);
    const sending = transport.send(mail, notSent).then(() => null, (error: Error) => error.message);
    await vi.waitFor(() => expect(told).toHaveLength(1));
    const stopAt = performance.now();
    await transport.drain();
    expect(performance.now() - stopAt).toBeLessThan(1_000);
    const kept = keptIn(undelivered);
    expect(kept.map((m) => m.subject)).toEqual([mail.subject]);
    expect(await sending).toBe(`the server stopped before try 2 of 4: kept in ${join(undelivered, kept[0]!.file)} to send by hand`);
    expect(sink.received).toEqual([]);
  });

  it("logs each failed try of an operation's e-mail by its kind and user, then where it is kept, never the address, link or password", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sink = await startMailSink({ refuse: { first: 4, code: 451 } });
    cleanups.push(() => sink.close());
    const { transport, undelivered } = smtpTo(sink.url);
    useAccountMailTransport(transport.send, { publicOrigin: 'https://freight.example.com' });
    cleanups.push(() => useAccountMailTransport(null));
    const user = findUserByEmail('shipper@example.com')!;
    const password = 'k7mx-4pq2-zr9c';
    const signInLink = 'https://freight.example.com/login/sign-in';
    sendAccountMail({ kind: 'INVITATION', user, secret: password, link: signInLink, invitedBy: { user: findUserByEmail('admin@example.com')!, companyName: 'Acme Home Goods Inc.' } });
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(4));
    const [file] = readdirSync(undelivered);
    const refusal = "Can't send mail - all recipients were rejected: 451 Mailbox <address> not available now";
    expect(log.mock.calls.map((args) => args.join(' '))).toEqual([
      `[mail] the INVITATION e-mail to user ${user.id} was not sent: ${refusal} (try 1 of 4; trying again in 20 ms)`,
      `[mail] the INVITATION e-mail to user ${user.id} was not sent: ${refusal} (try 2 of 4; trying again in 20 ms)`,
      `[mail] the INVITATION e-mail to user ${user.id} was not sent: ${refusal} (try 3 of 4; trying again in 20 ms)`,
      `[mail] the INVITATION e-mail to user ${user.id} was not sent: ${refusal} (try 4 of 4): kept in ${join(undelivered, file!)} to send by hand`,
    ]);
    expect(readFileSync(join(undelivered, file!), 'latin1')).toContain(password);
    expect(sink.received).toEqual([]);
  });

  it('on a stop, cancels a try the mail server does not answer after a grace, and keeps its e-mail', async () => {
    sink = await startMailSink({ stall: true });
    cleanups.push(() => sink.close());
    const { transport, undelivered, told, notSent } = smtpTo(sink.url, [20, 20, 20], 50);
    const sending = transport.send(mail, notSent).then(() => null, (error: Error) => error.message);
    await vi.waitFor(() => expect(sink.tries()).toBe(1));
    const stopAt = performance.now();
    await transport.drain();
    expect(performance.now() - stopAt).toBeLessThan(1_000);
    const kept = keptIn(undelivered);
    expect(kept.map((m) => m.subject)).toEqual([mail.subject]);
    expect(await sending).toBe(`Message sending aborted (try 1 of 4, the server is stopping): kept in ${join(undelivered, kept[0]!.file)} to send by hand`);
    expect(told).toEqual([]);
  });

  it('tells of each failed try with no address, link, token or password, and writes nothing to the console itself', async () => {
    const password = 'k7mx-4pq2-zr9c';
    const invitation = composeAccountMail({
      kind: 'INVITATION', to: 'tia@acme.example.com', link: 'https://freight.example.com/login/sign-in', invitedBy: { name: 'Alex Admin', company: 'Acme' }, password,
    });
    // Any console.error or console.warn fails the test already (tests/setup.ts).
    const consoleSpies = (['log', 'info'] as const).map((level) => vi.spyOn(console, level));
    sink = await startMailSink({ refuse: { first: 8, code: 451 } });
    cleanups.push(() => sink.close());
    const { transport, told, notSent } = smtpTo(sink.url);
    const failures = await Promise.all(
      [mail, invitation].map((m) => transport.send(m, notSent).then(() => '', (error: Error) => error.message)),
    );
    expect(sink.tries()).toBe(8);
    expect(told).toHaveLength(6);
    const logged = [...told, ...failures].join('\n');
    expect(logged).toMatch(/451 Mailbox <address> not available now/);
    for (const secret of ['pat+ops@new.example.com', 'pat%2Bops', 'tia@acme.example.com', 'rst.abc', link, password]) expect(logged).not.toContain(secret);
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });

  it('without a mail server, writes each e-mail as an .eml file only the server user may read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const transport = createMailTransport(mailOptionsFromEnv({}, dataDir));
    const notSent = () => expect.fail('the outbox has nothing to try again');
    await transport.send(mail, notSent);
    await transport.send(composeAccountMail({ kind: 'ACTIVATION', to: 'grace@newco.example.com', link, validHours: 72 }), notSent);
    await transport.drain();
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(statSync(join(dataDir, 'outbox', files[0]!)).mode & 0o777).toBe(0o600);
    const written = files.map((file) => readMessage(readFileSync(join(dataDir, 'outbox', file), 'latin1')));
    const reset = written.find((m) => m.headers.get('to') === 'pat+ops@new.example.com')!;
    expect(reset.headers.get('from')).toBe(OUTBOX_FROM);
    expect(reset.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(reset.subject).toBe(mail.subject);
    expect(reset.text.trimEnd()).toBe(mail.text.trimEnd());
    expect(written.map((m) => m.headers.get('to')).sort()).toEqual(['grace@newco.example.com', 'pat+ops@new.example.com']);
  });
});
