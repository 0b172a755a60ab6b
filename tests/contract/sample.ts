/**
 * A contract sample: one real request to the embedded backend for one operation. The contract test
 * (tests/contract/contract.test.ts) requires at least one sample per operation of openapi/openapi.yaml,
 * sends it as the given demo user, and validates the answer against the operation's response schema.
 */
export type DemoAccount = 'shipper' | 'forwarder' | 'admin';

export interface Sample {
  /** "METHOD /contract/path", exactly as in openapi/openapi.yaml, e.g. "GET /shipment/{id}". */
  operation: string;
  /** Who sends it (a fresh access token for that demo account), or null for public calls. */
  as: DemoAccount | null;
  /** A short description of the case, e.g. "promo 40002 expired". */
  name?: string;
  /** Path parameters, filled into the path. May be a function evaluated after the store is seeded. */
  params?: Record<string, string> | (() => Record<string, string>);
  query?: Record<string, string | number | boolean>;
  /** A JSON body, a form (x-www-form-urlencoded) or multipart parts. */
  json?: unknown | (() => unknown);
  form?: Record<string, string>;
  multipart?: Record<string, string | { fileName: string; contentType: string; content: string | Uint8Array }>;
  headers?: Record<string, string>;
  /** Expected HTTP status (default 200). */
  status?: number;
  /** Expected envelope code (e.g. 40002); default: not checked beyond the schema. */
  code?: number;
  /** Expected envelope message, where the spec names it (section 8: "200 Save successfully"). */
  message?: string;
  /**
   * Samples sent first, in order, each checked as a sample is: the state this one needs that only requests
   * can make (five wrong passwords before a closed sign-in).
   */
  before?: Sample[];
}
