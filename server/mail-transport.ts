/**
 * Where the server's account e-mails go (docs/decisions/214-account-mail-transport.md): through SMTP when
 * SMTP_URL is set, otherwise into DATA_DIR/outbox, one .eml file each, for an operator or a developer to
 * open. nodemailer writes both, text/plain in UTF-8; the operations compose them (domain/account-mail.ts)
 * and hand them over once their store change is kept (mocks/store/users.store.ts, useAccountMailTransport).
 * A send the mail server turns away for now is tried again; one given up on is kept as an .eml file too.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type NodemailerError } from 'nodemailer';
import type { AccountMail } from '../domain/account-mail';
import type { AccountMailTransport } from '../mocks/store/users.store';

export type MailOptions =
  /** `undelivered`: where an e-mail the mail server never took is kept, for an operator to send by hand. */
  | { kind: 'smtp'; url: string; from: string; publicOrigin: string; undelivered: string }
  | { kind: 'outbox'; directory: string; from: string; publicOrigin?: string };

/** The sender of the outbox's files when MAIL_FROM is not set: nobody replies to them. */
export const OUTBOX_FROM = 'Freight Marketplace <no-reply@localhost>';

/** A mail server that does not answer within these is down: the send fails (and is logged) instead of hanging. */
const CONNECT_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** The waits before each try again: a mail server restarting or busy for a few minutes still gets the e-mail (4 tries). */
const RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000];
/** How long a stop lets a try in flight finish before cancelling it (within the server's own drain budget). */
const DRAIN_GRACE_MS = 5_000;
/** Failures with no SMTP reply that say the mail server or the way to it is down for now, not that the e-mail is wrong. */
const RETRIED_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

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
  return { kind: 'smtp', url: smtpUrl, from, publicOrigin, undelivered: join(dataDir, 'outbox', 'undelivered') };
}

/** For the start-up log: where the e-mails go, with no credentials. */
export function describeMail(options: MailOptions): string {
  if (options.kind === 'outbox') return `Account e-mails: written to ${options.directory} as .eml files (no SMTP_URL: none is sent)`;
  const url = new URL(options.url);
  return `Account e-mails: sent through ${url.protocol}//${url.host} from ${options.from}, links to ${options.publicOrigin}; those not taken after every try are kept in ${options.undelivered}`;
}

export interface MailTransport {
  /**
   * Hands one e-mail over (SMTP) or writes it (outbox). A failed try that will be tried again is told to
   * `notSent`; rejects when the e-mail was not handed over, saying why and where it was kept.
   */
  send: AccountMailTransport;
  /** Waits for the e-mails being handed over, for a clean stop; those waiting for a try again are kept at once. */
  drain: () => Promise<void>;
}

/** The waits, shorter in the tests. */
export interface MailTiming {
  retryDelaysMs?: readonly number[];
  drainGraceMs?: number;
}

/**
 * An .eml file named by its time, only the server's user may read (the files hold live links and passwords).
 * Written under another name and then renamed, so that whoever watches the directory never reads half of one.
 */
async function writeEml(directory: string, message: Buffer): Promise<string> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const path = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(`${path}.part`, message, { mode: 0o600, flag: 'wx' });
  await rename(`${path}.part`, path);
  return path;
}

function emlComposer(from: string): (mail: AccountMail) => Promise<Buffer> {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return async (mail) => (await composer.sendMail({ to: mail.to, subject: mail.subject, text: mail.text })).message as Buffer;
}

/** A 4xx reply, or no reply because the server could not be reached or stopped answering: worth another try. */
function worthRetrying(error: unknown): boolean {
  const { responseCode, code } = error as NodemailerError;
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code !== undefined && RETRIED_CODES.has(code);
}

/** The failure for the log: a mail server's reply often repeats the recipient, which the log never holds. */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/<?[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+>?/g, '<address>');

const waitText = (ms: number): string => (ms < 1_000 ? `${ms} ms` : ms < 60_000 ? `${Math.round(ms / 1_000)} s` : `${Math.round(ms / 60_000)} min`);

function smtpTransport(options: Extract<MailOptions, { kind: 'smtp' }>, timing: MailTiming): Pick<MailTransport, 'send'> & { stop: () => () => void } {
  const smtp = createTransport(
    { url: options.url, connectionTimeout: CONNECT_TIMEOUT_MS, greetingTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
    { from: options.from },
  );
  const compose = emlComposer(options.from);
  const delays = timing.retryDelaysMs ?? RETRY_DELAYS_MS;
  const tries = delays.length + 1;
  let stopping = false;
  /** Each retry waiting for its time: called, it stops waiting (the server is stopping). */
  const waiting = new Set<() => void>();
  const sending = new Set<AbortController>();

  /** True when the time came, false when the server is stopping. */
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (stopping) return resolve(false);
      const timer = setTimeout(() => {
        waiting.delete(cancel);
        resolve(true);
      }, ms);
      const cancel = () => {
        clearTimeout(timer);
        waiting.delete(cancel);
        resolve(false);
      };
      waiting.add(cancel);
    });

  /** Nothing acknowledged to a user is lost: an e-mail given up on is kept where an operator finds it. */
  const keep = async (mail: AccountMail): Promise<string> => {
    try {
      return `kept in ${await writeEml(options.undelivered, await compose(mail))} to send by hand`;
    } catch (error) {
      return `and could not be kept in ${options.undelivered}: ${reasonOf(error)}`;
    }
  };

  const tryOnce = async (mail: AccountMail): Promise<unknown> => {
    const abort = new AbortController();
    sending.add(abort);
    try {
      await smtp.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, signal: abort.signal });
      return null;
    } catch (error) {
      return error ?? new Error('failed');
    } finally {
      sending.delete(abort);
    }
  };

  const send = async (mail: AccountMail, notSent: (reason: string) => void): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      const failure = await tryOnce(mail);
      if (failure === null) return;
      const reason = `${reasonOf(failure)} (try ${attempt} of ${tries}`;
      if (stopping) throw new Error(`${reason}, the server is stopping): ${await keep(mail)}`);
      if (!worthRetrying(failure)) throw new Error(`${reason}, not worth another): ${await keep(mail)}`);
      if (attempt === tries) throw new Error(`${reason}): ${await keep(mail)}`);
      const delay = delays[attempt - 1]!;
      notSent(`${reason}; trying again in ${waitText(delay)})`);
      if (!(await wait(delay))) throw new Error(`the server stopped before try ${attempt + 1} of ${tries}: ${await keep(mail)}`);
    }
  };

  /** Keeps the e-mails waiting for a try again, and cancels the tries still in flight after a grace; returns the grace's end. */
  const stop = () => {
    stopping = true;
    for (const cancel of [...waiting]) cancel();
    const grace = setTimeout(() => {
      for (const abort of sending) abort.abort();
    }, timing.drainGraceMs ?? DRAIN_GRACE_MS);
    return () => clearTimeout(grace);
  };
  return { send, stop };
}

export function createMailTransport(options: MailOptions, timing: MailTiming = {}): MailTransport {
  const inFlight = new Set<Promise<void>>();
  const track = (sending: Promise<void>): Promise<void> => {
    inFlight.add(sending);
    void sending.then(
      () => inFlight.delete(sending),
      () => inFlight.delete(sending),
    );
    return sending;
  };

  if (options.kind === 'smtp') {
    const smtp = smtpTransport(options, timing);
    return {
      send: (mail, notSent) => track(smtp.send(mail, notSent)),
      drain: async () => {
        const graceOver = smtp.stop();
        await Promise.allSettled([...inFlight]);
        graceOver();
      },
    };
  }

  const compose = emlComposer(options.from);
  return {
    send: (mail) => track(compose(mail).then(async (message) => void (await writeEml(options.directory, message)))),
    drain: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}
