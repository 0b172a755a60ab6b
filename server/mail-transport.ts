/**
 * Where the server's account e-mails go (docs/decisions/214-account-mail-transport.md): through SMTP when
 * SMTP_URL is set, otherwise into DATA_DIR/outbox, one .eml file each, for an operator or a developer to
 * open. nodemailer writes both, text/plain in UTF-8; the operations compose them (domain/account-mail.ts)
 * and hand them over once their store change is kept (mocks/store/users.store.ts, useAccountMailTransport).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { AccountMail } from '../domain/account-mail';

export type MailOptions =
  | { kind: 'smtp'; url: string; from: string; publicOrigin: string }
  | { kind: 'outbox'; directory: string; from: string; publicOrigin?: string };

/** The sender of the outbox's files when MAIL_FROM is not set: nobody replies to them. */
export const OUTBOX_FROM = 'Freight Marketplace <no-reply@localhost>';

/** A mail server that does not answer within these is down: the send fails (and is logged) instead of hanging. */
const CONNECT_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;

function read(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** PUBLIC_URL as an origin, e.g. https://freight.example.com; the app is served at the root, so no path. */
function publicOriginOf(value: string): string {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL=${JSON.stringify(value)} is not valid: the site's address, an http:// or https:// origin with no path, e.g. "https://freight.example.com".`);
  }
  return url.origin;
}

/**
 * The e-mail settings of the environment, checked before the server starts: a bad value stops it with a
 * message naming the variable. SMTP_URL's value is never repeated: it may hold the mail server's password.
 */
export function mailOptionsFromEnv(env: Record<string, string | undefined>, dataDir: string): MailOptions {
  const publicUrl = read(env, 'PUBLIC_URL');
  const publicOrigin = publicUrl === undefined ? undefined : publicOriginOf(publicUrl);
  const from = read(env, 'MAIL_FROM');
  if (from !== undefined && (!from.includes('@') || /[\r\n]/.test(from))) {
    throw new Error(`MAIL_FROM=${JSON.stringify(from)} is not valid: an address, e.g. "Freight Marketplace <no-reply@freight.example.com>".`);
  }
  const smtpUrl = read(env, 'SMTP_URL');
  if (smtpUrl === undefined) return { kind: 'outbox', directory: join(dataDir, 'outbox'), from: from ?? OUTBOX_FROM, ...(publicOrigin && { publicOrigin }) };

  const url = parseUrl(smtpUrl);
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL is not valid: an smtp:// or smtps:// URL, e.g. "smtps://user:password@smtp.example.com:465" (the value is not shown: it may hold a password).');
  }
  if (from === undefined) throw new Error('SMTP_URL is set but MAIL_FROM is not: set the address the e-mails come from, e.g. "Freight Marketplace <no-reply@freight.example.com>".');
  // A link built from the request's Host header would let anyone who asks for a reset of someone else's
  // account choose the site its link leads to, and read the token there.
  if (publicOrigin === undefined) throw new Error('SMTP_URL is set but PUBLIC_URL is not: set the site\'s address for the links in the e-mails, e.g. "https://freight.example.com".');
  return { kind: 'smtp', url: smtpUrl, from, publicOrigin };
}

/** For the start-up log: where the e-mails go, with no credentials. */
export function describeMail(options: MailOptions): string {
  if (options.kind === 'outbox') return `Account e-mails: written to ${options.directory} as .eml files (no SMTP_URL: none is sent)`;
  const url = new URL(options.url);
  return `Account e-mails: sent through ${url.protocol}//${url.host} from ${options.from}, links to ${options.publicOrigin}`;
}

export interface MailTransport {
  /** Hands one e-mail over (SMTP) or writes it (outbox); rejects when it could not. */
  send: (mail: AccountMail) => Promise<void>;
  /** Waits for the e-mails being handed over, for a clean stop. */
  drain: () => Promise<void>;
}

export function createMailTransport(options: MailOptions): MailTransport {
  const inFlight = new Set<Promise<void>>();
  const track = (sending: Promise<void>): Promise<void> => {
    inFlight.add(sending);
    void sending.then(
      () => inFlight.delete(sending),
      () => inFlight.delete(sending),
    );
    return sending;
  };
  const drain = async () => {
    await Promise.allSettled([...inFlight]);
  };

  if (options.kind === 'smtp') {
    const smtp = createTransport(
      { url: options.url, connectionTimeout: CONNECT_TIMEOUT_MS, greetingTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
      { from: options.from },
    );
    return {
      send: (mail) => track(smtp.sendMail({ to: mail.to, subject: mail.subject, text: mail.text }).then(() => undefined)),
      drain,
    };
  }

  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: options.from });
  const write = async (mail: AccountMail) => {
    const { message } = await composer.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    // The files hold live links: for the server's user only.
    await mkdir(options.directory, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(join(options.directory, name), message as Buffer, { mode: 0o600, flag: 'wx' });
  };
  return { send: (mail) => track(write(mail)), drain };
}
