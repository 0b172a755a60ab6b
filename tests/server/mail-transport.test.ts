/**
 * The server's mail transports (server/mail-transport.ts, docs/decisions/214): the settings read from the
 * environment, an e-mail handed to a mail server on 127.0.0.1 as text/plain in UTF-8, and the outbox's
 * .eml files when no mail server is set.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { composeAccountMail } from '../../domain/account-mail';
import { createMailTransport, describeMail, mailOptionsFromEnv, OUTBOX_FROM } from '../../server/mail-transport';
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
    expect(options).toEqual({ kind: 'smtp', url: SMTP.SMTP_URL, from: SMTP.MAIL_FROM, publicOrigin: 'https://freight.example.com' });
    expect(describeMail(options)).toBe('Account e-mails: sent through smtps://smtp.example.com:465 from Freight <no-reply@freight.example.com>, links to https://freight.example.com');
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

describe('createMailTransport', () => {
  let sink: MailSink;

  it('hands the e-mail to the mail server: from MAIL_FROM, text/plain in UTF-8, the subject and text as composed', async () => {
    sink = await startMailSink();
    cleanups.push(() => sink.close());
    const transport = createMailTransport({ kind: 'smtp', url: sink.url, from: 'Freight <no-reply@freight.example.com>', publicOrigin: 'https://freight.example.com' });
    await transport.send(mail);
    const received = await sink.mailTo('pat+ops@new.example.com');
    expect(received.headers.get('from')).toBe('Freight <no-reply@freight.example.com>');
    expect(received.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(received.raw).not.toMatch(/text\/html/i);
    expect(received.subject).toBe(mail.subject);
    expect(received.text.trimEnd()).toBe(mail.text.trimEnd());
    expect(linksIn(received.text)).toEqual([link, link, link]);
  });

  it('rejects when the mail server cannot be reached', async () => {
    sink = await startMailSink();
    const url = sink.url;
    await sink.close();
    const transport = createMailTransport({ kind: 'smtp', url, from: 'Freight <no-reply@freight.example.com>', publicOrigin: 'https://freight.example.com' });
    await expect(transport.send(mail)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('without a mail server, writes each e-mail as an .eml file only the server user may read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const transport = createMailTransport(mailOptionsFromEnv({}, dataDir));
    await transport.send(mail);
    await transport.send(composeAccountMail({ kind: 'ACTIVATION', to: 'grace@newco.example.com', link, validHours: 72 }));
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
