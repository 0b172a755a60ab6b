/**
 * From an openapi-fetch result to what a machine wants: the envelope's data, or a thrown ApiError.
 * HTTP failures were already mapped (and reported) by the client's errors middleware; what is left
 * here is the envelope: HTTP 200 with success false is a business outcome (no toast: the machine
 * shows the catalogue message for its code).
 */
import { ApiError } from './api-error';

/** The shape of an openapi-fetch result, whatever the operation. */
export interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The `data` an operation's success envelope carries (null for EmptyEnvelope operations). */
export type EnvelopeData<D> = D extends { data?: infer T } ? Exclude<T, undefined> : never;

interface Envelope {
  success: boolean;
  code: number;
  message?: string;
  data?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  !!body && typeof body === 'object' && typeof (body as Envelope).success === 'boolean' && typeof (body as Envelope).code === 'number';

/** A result the client did not reject but that is no success envelope (only without the errors middleware, or a contract breach). */
function unexpected(result: FetchResult<unknown>): ApiError {
  const body = isEnvelope(result.error) ? result.error : undefined;
  return new ApiError('http', result.response.status, body?.code ?? null, body?.message ?? null);
}

function fromEnvelope(envelope: Envelope, status: number): unknown {
  if (!envelope.success) throw new ApiError('business', status, envelope.code, envelope.message ?? null);
  // An operation without data answers data null or no data at all: both are null here.
  return envelope.data ?? null;
}

/** Awaits an openapi-fetch call and returns the envelope's `data`, or throws ApiError. */
export async function call<D>(promise: Promise<FetchResult<D>>): Promise<EnvelopeData<D>> {
  const result = await promise;
  if (result.error !== undefined || !result.response.ok || !isEnvelope(result.data)) throw unexpected(result);
  return fromEnvelope(result.data, result.response.status) as EnvelopeData<D>;
}

export interface Download {
  /** The whole response body, with the response's content type. */
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  fileName: string | null;
}

/** Duck-typed: under jsdom, fetch's Blob and the global Blob come from different realms. */
const isBlob = (value: unknown): value is Blob =>
  !!value && typeof value === 'object' && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).type === 'string';

const mediaType = (response: Response) => (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

export function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Malformed percent-encoding: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Awaits a binary download (call it with `parseAs: 'blob'`) and returns the body whole. The response
 * must have one of the `accepted` content types (default PDF); a JSON envelope instead is the server
 * saying no (e.g. DOCUMENT_NOT_FOUND), thrown as a business error.
 */
export async function callBlob(
  promise: Promise<FetchResult<Blob>>,
  accepted: readonly string[] = ['application/pdf'],
): Promise<Download> {
  const result = await promise;
  if (result.error !== undefined || !result.response.ok || !isBlob(result.data)) throw unexpected(result);
  const type = mediaType(result.response);
  if (accepted.includes(type)) return { blob: result.data, fileName: fileNameOf(result.response) };
  if (type === 'application/json') {
    const body: unknown = await result.data.text().then(JSON.parse).catch(() => null);
    if (isEnvelope(body)) {
      fromEnvelope(body, result.response.status);
      // A success envelope where a file was promised breaks the contract.
      throw new ApiError('http', result.response.status, body.code, body.message ?? null);
    }
  }
  throw new ApiError('http', result.response.status, null, null);
}
