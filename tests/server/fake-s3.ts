/**
 * A tiny S3-compatible server for the blob backend's tests: one bucket, path-style
 * `PUT/GET/DELETE /<bucket>/<key>`, objects in memory, on 127.0.0.1 and a port the system picks.
 * Signatures are not checked, but a request without an `authorization` header is refused as S3 would
 * (403 AccessDenied), another bucket is NoSuchBucket, and a missing key answers S3's 404 NoSuchKey XML.
 * `failNext(n)` makes the next n requests answer 500 InternalError, as S3 does on a bad day.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface FakeRequest {
  method: string;
  bucket: string;
  key: string;
}

export interface FakeS3 {
  /** e.g. http://127.0.0.1:40125 */
  origin: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, FakeObject>;
  /** Every request received, in order, including refused and failed ones. */
  requests: FakeRequest[];
  failNext: (count: number) => void;
  close: () => Promise<void>;
}

function errorXml(res: ServerResponse, status: number, code: string, message: string, resource: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>FAKE</RequestId></Error>`);
}

async function bodyOf(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function startFakeS3(bucketName: string): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeRequest[] = [];
  let failures = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const bytes = await bodyOf(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const [, bucket = '', ...rest] = path.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = req.method ?? '';
      requests.push({ method, bucket, key });

      if (failures > 0) {
        failures -= 1;
        return errorXml(res, 500, 'InternalError', 'We encountered an internal error. Please try again.', path);
      }
      if (!req.headers.authorization) return errorXml(res, 403, 'AccessDenied', 'Access Denied', path);
      if (bucket !== bucketName) return errorXml(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', path);
      if (!key) return errorXml(res, 400, 'InvalidRequest', 'This fake only answers object requests', path);

      if (method === 'PUT') {
        objects.set(key, { bytes, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
        res.writeHead(200, { etag: `"${bytes.byteLength}"` });
        return res.end();
      }
      if (method === 'GET') {
        const found = objects.get(key);
        if (!found) return errorXml(res, 404, 'NoSuchKey', 'The specified key does not exist.', path);
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.byteLength });
        return res.end(found.bytes);
      }
      if (method === 'DELETE') {
        // S3 answers 204 whether or not the key was there.
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return errorXml(res, 405, 'MethodNotAllowed', 'The specified method is not allowed', path);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its connections alive: close them, or close() waits for them forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
