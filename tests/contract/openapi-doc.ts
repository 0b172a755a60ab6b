/** The bundled contract, parsed once, with its operations listed and a schema validator for responses. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  key: string; // "POST /shipment/list"
  method: string;
  path: string;
  spec: Record<string, any>;
}

export const doc: Record<string, any> = parse(readFileSync(join(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8'));

export const operations: Operation[] = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((m) => (item as any)[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path, spec: (item as any)[m] })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateFormats: true });
// Formats used by the contract (ajv-formats would add many we do not need).
ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/);
ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:/i);
ajv.addFormat('binary', true);
ajv.addSchema(doc, 'openapi');

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Resolves a response object, following one `$ref` to components.responses. */
export function responseFor(op: Operation, status: number): Record<string, any> | undefined {
  let res = op.spec.responses?.[String(status)] ?? op.spec.responses?.default;
  if (res?.$ref) res = res.$ref.split('/').slice(1).reduce((o: any, k: string) => o?.[k], doc);
  return res;
}

/** Validates a JSON body against the operation's response schema for the status; returns error text or null. */
export function validateJson(op: Operation, status: number, body: unknown): string | null {
  const res = op.spec.responses?.[String(status)];
  if (!res) return `no response ${status} documented for ${op.key}`;
  const ref = res.$ref
    ? `openapi${res.$ref}/content/application~1json/schema`
    : `openapi#/${pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (validate(body)) return null;
  return ajv.errorsText(validate.errors, { separator: '\n' });
}
