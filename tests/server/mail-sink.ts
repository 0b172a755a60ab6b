/**
 * A mail server on 127.0.0.1 for the tests of the server's account e-mails (smtp-server, plain SMTP with
 * no password), keeping every message it is given, and a reader of a message as a mail client shows it:
 * its headers, its subject and its text part decoded.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect, vi } from 'vitest';

export interface ReadMail {
  /** Header names in lower case, folded lines joined. */
  headers: Map<string, string>;
  subject: string;
  text: string;
}

export interface ReceivedMail extends ReadMail {
  /** The envelope's recipients. */
  to: string[];
  raw: string;
}

export interface MailSink {
  /** e.g. smtp://127.0.0.1:40125 */
  url: string;
  received: ReceivedMail[];
  /** The first message to this address, once it arrives (the test fails after 15 s). */
  mailTo: (address: string) => Promise<ReceivedMail>;
  /** How many times a message was offered (its recipient given), taken or refused. */
  tries: () => number;
  /** Stops listening (the port refuses connections) and listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

export interface MailSinkOptions {
  /** Refuses the first `first` tries at the recipient with this reply, e.g. 451 (try later) or 550 (refused for good). */
  refuse?: { first: number; code: number };
  /** Never answers a recipient: the try hangs until the client gives up. */
  stall?: boolean;
}

const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );

/** A single-part message as a mail client shows it (the server's e-mails have one text/plain part). */
export function readMessage(raw: string): ReadMail {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = normalised.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalised.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
        : body;
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

/** The links a mail client would make clickable. */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  let tries = 0;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        tries += 1;
        if (options.stall) return;
        if (options.refuse && tries <= options.refuse.first) {
          // Mail servers repeat the recipient in their replies: the log must not.
          const refusal = Object.assign(new Error(`Mailbox <${address.address}> not available now`), { responseCode: options.refuse.code });
          return callback(refusal);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          received.push({ ...readMessage(raw), raw, to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve) => {
      const listening = server.listen(port, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    });
  let server: SMTPServer | null = create();
  const port = await listen(server, 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      if (!closing) return resolve();
      closing.close(() => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo: async (address) => {
      await vi.waitFor(() => expect(received.some((m) => m.to.includes(address)), `a mail to ${address}`).toBe(true), { timeout: 15_000, interval: 50 });
      return received.find((m) => m.to.includes(address))!;
    },
    tries: () => tries,
    stop,
    start: async () => {
      if (server) return;
      server = create();
      await listen(server, port);
    },
    close: stop,
  };
}
