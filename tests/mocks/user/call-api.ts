/** Calls the embedded backend the way the app does (fetch to /api/...), for the user-area handler tests. */
import { expect } from 'vitest';
import { issueTokens } from '../../../mocks/store/sessions.store';

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: MultipartPart[];
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface Envelope<T = any> {
  success: boolean;
  code: number;
  message?: string;
  data?: T;
}

export async function call<T = any>(method: string, path: string, options: CallOptions = {}) {
  const url = new URL(`http://localhost/api${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    const built = multipartBody(options.multipart);
    headers.set('Content-Type', built.contentType);
    body = built.body as BodyInit;
  }
  const response = await fetch(url, { method, headers, body });
  const type = response.headers.get('Content-Type') ?? '';
  const envelope = (type.includes('json') ? await response.json() : null) as Envelope<T> | null;
  return { status: response.status, body: envelope as Envelope<T>, response };
}

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; content: string | Uint8Array };

/**
 * A multipart/form-data body built by hand: under jsdom, a File put in FormData loses its name and
 * bytes on the way through Node's fetch, so the bytes are written here exactly as a browser would.
 */
export function multipartBody(parts: readonly MultipartPart[]) {
  const boundary = `----user-area-${Math.random().toString(36).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const head = 'fileName' in part
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(encoder.encode(head));
    const content = 'fileName' in part ? part.content : part.value;
    chunks.push(typeof content === 'string' ? encoder.encode(content) : content);
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A fresh access token for a user id (as if they had signed in). */
export const tokenFor = (userId: string) => issueTokens(userId).access_token;

/** Signs in through POST /user/login and answers the session data (fails the test otherwise). */
export async function signIn(email: string, password: string) {
  const { body } = await call('POST', '/user/login', { form: { email, password } });
  expect(body.success, `sign in as ${email}: ${body.message}`).toBe(true);
  expect(body.data.mustResetPassword).toBe(false);
  return body.data as { access_token: string; refresh_token: string; expires_in: number; user: Record<string, any> };
}

/** Fetches a not-a-robot challenge and solves it, as a person would. */
export async function solvedCaptcha() {
  const { body } = await call('GET', '/captcha/challenge');
  const match = /^(\d+) \+ (\d+)$/.exec(body.data.question);
  expect(match, `question ${body.data.question}`).not.toBeNull();
  return { captchaId: body.data.captchaId as string, captchaAnswer: String(Number(match![1]) + Number(match![2])) };
}
