/**
 * Uploaded files in an S3-compatible bucket (server/blob-s3.ts), through the real AWS SDK over HTTP to a
 * fake S3 on 127.0.0.1 (tests/server/fake-s3.ts): bytes and content type come back as stored, also
 * through a second backend (another server process); keys carry the prefix; a missing id reads as null,
 * deleting one is fine; a wrong bucket is an error, not a missing file; unsafe ids are refused before any
 * request; a failing bucket makes the upload fail. Then the settings read from the environment, and last
 * the server's API keeping uploads in the bucket, and answering 500 with no document when the bucket fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { s3BlobBackend, s3OptionsFromEnv, type S3BlobOptions } from '../../server/blob-s3';
import { createApi } from '../../server/api';
import { createServerApp } from '../../server/app';
import { securityHeaders } from '../../server/security-headers';
import { useBlobBackend } from '../../mocks/store/blob.store';
import { server } from '../../mocks/node';
import { sharedShipment, tokenFor, uploadKey } from '../mocks/shipment/shipment-test-kit';
import { startFakeS3, type FakeS3 } from './fake-s3';

const BUCKET = 'freight-uploads';
let fake: FakeS3;

beforeAll(async () => {
  // The SDK warns once per process that its 2027 releases need Node 22 (docs/deployment.md): known, and
  // noise in every test run.
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  fake = await startFakeS3(BUCKET);
});
afterAll(() => fake.close());
beforeEach(() => {
  // tests/setup.ts fails any request MSW does not handle, and it sees the SDK's requests too: let the
  // fake's through to the socket.
  server.use(http.all(`${fake.origin}/*`, () => passthrough()));
  fake.objects.clear();
  fake.requests.length = 0;
});
afterEach(() => {
  fake.failNext(0);
  vi.unstubAllEnvs();
});

/** The fake's bucket with test credentials; nothing reaches past 127.0.0.1. */
function options(extra: Partial<S3BlobOptions> = {}, client: S3BlobOptions['client'] = {}): S3BlobOptions {
  return {
    bucket: BUCKET,
    ...extra,
    client: {
      endpoint: fake.origin,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      ...client,
    },
  };
}

// Every byte value, 0x00 and 0xff included.
const everyByte = () => Uint8Array.from({ length: 600 }, (_, i) => (i + 10) % 256);

describe('S3 blob backend', () => {
  test('gives back the bytes and content type it stored, through another process too', async () => {
    const first = s3BlobBackend(options({ prefix: 'freight/uploads/' }));
    const pdf = { bytes: everyByte(), contentType: 'application/pdf' };
    const note = { bytes: new TextEncoder().encode('Seal 4471 intact.\n'), contentType: 'text/plain; charset="utf-8"' };
    const empty = { bytes: new Uint8Array(0), contentType: 'application/octet-stream' };
    await first.put('DOC-7K2Q-0001', pdf);
    await first.put('ATT-7K2Q-0002', note);
    await first.put('ATT-7K2Q-0003', empty);

    expect(await first.get('DOC-7K2Q-0001')).toEqual(pdf);
    // One object per blob, under the prefix, in the bucket the options name.
    expect([...fake.objects.keys()].sort()).toEqual(['freight/uploads/ATT-7K2Q-0002', 'freight/uploads/ATT-7K2Q-0003', 'freight/uploads/DOC-7K2Q-0001']);
    expect(fake.objects.get('freight/uploads/DOC-7K2Q-0001')).toEqual(pdf);
    expect(new Set(fake.requests.map((r) => r.bucket))).toEqual(new Set([BUCKET]));

    // Another server process, on another machine, over the same bucket.
    const second = s3BlobBackend(options({ prefix: 'freight/uploads/' }));
    expect(await second.get('DOC-7K2Q-0001')).toEqual(pdf);
    expect(await second.get('ATT-7K2Q-0002')).toEqual(note);
    expect(await second.get('ATT-7K2Q-0003')).toEqual(empty);
  });

  test('a prefix without its "/" is a folder all the same; without a prefix the key is the id', async () => {
    await s3BlobBackend(options({ prefix: 'uploads' })).put('DOC-1', { bytes: Uint8Array.of(1), contentType: 'image/png' });
    await s3BlobBackend(options()).put('DOC-2', { bytes: Uint8Array.of(2), contentType: 'image/png' });
    expect([...fake.objects.keys()].sort()).toEqual(['DOC-2', 'uploads/DOC-1']);
    // The prefix keeps backends apart: the same id under another prefix is another object.
    expect(await s3BlobBackend(options()).get('DOC-1')).toBeNull();
  });

  test('a missing id reads as null; delete removes the object; deleting a missing one is fine', async () => {
    const blobs = s3BlobBackend(options({ prefix: 'p/' }));
    expect(await blobs.get('DOC-NEVER-STORED')).toBeNull();
    await blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' });
    await blobs.put('DOC-2', { bytes: everyByte(), contentType: 'application/pdf' });
    await blobs.delete('DOC-1');
    expect(await blobs.get('DOC-1')).toBeNull();
    expect([...fake.objects.keys()]).toEqual(['p/DOC-2']);
    await expect(blobs.delete('DOC-1')).resolves.toBeUndefined();
    await expect(blobs.delete('DOC-NEVER-STORED')).resolves.toBeUndefined();
  });

  test('a bucket that does not exist is an error, not a missing file', async () => {
    const blobs = s3BlobBackend(options({ bucket: 'no-such-bucket' }));
    await expect(blobs.get('DOC-1')).rejects.toThrow(/S3 download of no-such-bucket\/DOC-1 failed: NoSuchBucket/);
    await expect(blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' })).rejects.toThrow(/NoSuchBucket/);
    await expect(blobs.delete('DOC-1')).rejects.toThrow(/NoSuchBucket/);
  });

  test('every request is signed, path-style, to the configured endpoint', async () => {
    const blobs = s3BlobBackend(options());
    await blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' });
    await blobs.get('DOC-1');
    await blobs.delete('DOC-1');
    // The fake refuses unsigned requests with 403: three answered requests prove the signature header.
    expect(fake.requests).toEqual([
      { method: 'PUT', bucket: BUCKET, key: 'DOC-1' },
      { method: 'GET', bucket: BUCKET, key: 'DOC-1' },
      { method: 'DELETE', bucket: BUCKET, key: 'DOC-1' },
    ]);
  });

  test('refuses an id that is not letters, digits, "_" and "-" before sending anything', async () => {
    const blobs = s3BlobBackend(options({ prefix: 'tenant-a/' }));
    for (const id of ['../tenant-b/DOC-1', '..', 'a/b', '/etc/passwd', 'a\\b', 'DOC-1.tmp', '.DOC-1', 'DOC 1', 'DOC-1\n', 'DOC-1?x', '']) {
      await expect(blobs.put(id, { bytes: everyByte(), contentType: 'application/pdf' }), `put ${JSON.stringify(id)}`).rejects.toThrow(/Refused blob id/);
      await expect(blobs.get(id), `get ${JSON.stringify(id)}`).rejects.toThrow(/Refused blob id/);
      await expect(blobs.delete(id), `delete ${JSON.stringify(id)}`).rejects.toThrow(/Refused blob id/);
    }
    expect(fake.requests).toEqual([]);
  });

  test('a server error makes the upload fail and stores nothing', async () => {
    const blobs = s3BlobBackend(options({}, { maxAttempts: 1 }));
    fake.failNext(1);
    await expect(blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' })).rejects.toThrow(
      /S3 upload of freight-uploads\/DOC-1 failed: InternalError/,
    );
    expect(fake.objects.size).toBe(0);
    expect(await blobs.get('DOC-1')).toBeNull();
    fake.failNext(1);
    await expect(blobs.get('DOC-1')).rejects.toThrow(/S3 download .* failed: InternalError/);
  });

  test("with the SDK's default retries, one passing error heals by itself", async () => {
    const blobs = s3BlobBackend(options());
    fake.failNext(1);
    await blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' });
    expect(fake.requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(await blobs.get('DOC-1')).toEqual({ bytes: everyByte(), contentType: 'application/pdf' });
  });
});

describe('S3 settings from the environment', () => {
  test('no S3_BUCKET (or an empty one): no bucket, the server keeps the data directory', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(s3OptionsFromEnv({ S3_BUCKET: '' })).toBeNull();
    // The SDK's own variables alone do not select S3.
    expect(s3OptionsFromEnv({ AWS_ACCESS_KEY_ID: 'AKIA...', AWS_SECRET_ACCESS_KEY: 'x', AWS_REGION: 'eu-west-1' })).toBeNull();
  });

  test('S3_BUCKET alone: AWS S3 in us-east-1, virtual-hosted style, credentials left to the SDK', () => {
    expect(s3OptionsFromEnv({ S3_BUCKET: 'freight-uploads', AWS_ACCESS_KEY_ID: 'AKIA...', AWS_SECRET_ACCESS_KEY: 'x' })).toEqual({
      bucket: 'freight-uploads',
      client: { region: 'us-east-1' },
    });
  });

  test('every variable, as for MinIO', () => {
    expect(
      s3OptionsFromEnv({
        S3_BUCKET: 'freight-uploads',
        S3_PREFIX: 'prod/uploads/',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      bucket: 'freight-uploads',
      prefix: 'prod/uploads/',
      client: { region: 'eu-central-1', endpoint: 'http://minio.internal:9000', forcePathStyle: true },
    });
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'auto' })).toEqual({
      bucket: 'b-1',
      client: { region: 'auto', forcePathStyle: false },
    });
  });

  test('a bad value stops with an error naming the variable', () => {
    const bucket = { S3_BUCKET: 'freight-uploads' };
    expect(() => s3OptionsFromEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/^S3_FORCE_PATH_STYLE="maybe" is not valid/);
    expect(() => s3OptionsFromEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => s3OptionsFromEnv({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/^S3_ENDPOINT="minio:9000" is not valid: an http:\/\/ or https:\/\/ URL/);
    expect(() => s3OptionsFromEnv({ ...bucket, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => s3OptionsFromEnv({ ...bucket, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => s3OptionsFromEnv({ ...bucket, S3_REGION: 'EU West' })).toThrow(/S3_REGION/);
    for (const prefix of ['/uploads', 'a//b', '../other', 'a/../b', 'a/./b', 'up loads']) {
      expect(() => s3OptionsFromEnv({ ...bucket, S3_PREFIX: prefix }), prefix).toThrow(/^S3_PREFIX=/);
    }
    for (const name of ['Freight_Uploads', 'ab', 'freight..uploads', '-freight', 's3://freight-uploads']) {
      expect(() => s3OptionsFromEnv({ S3_BUCKET: name }), name).toThrow(/^S3_BUCKET=/);
    }
  });

  test('bucket settings without S3_BUCKET are a mistake, not a quiet fallback to the data directory', () => {
    expect(() => s3OptionsFromEnv({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(/^S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => s3OptionsFromEnv({ S3_PREFIX: 'uploads' })).toThrow(/S3_BUCKET/);
  });

  test('configured by the environment alone, with the credentials from the SDK chain, the bucket works', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'env-key');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'env-secret');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.stubEnv('AWS_PROFILE', '');
    const configured = s3OptionsFromEnv({ S3_BUCKET: BUCKET, S3_PREFIX: 'env', S3_ENDPOINT: fake.origin, S3_FORCE_PATH_STYLE: 'true' });
    const blobs = s3BlobBackend(configured!);
    await blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' });
    expect(await blobs.get('DOC-1')).toEqual({ bytes: everyByte(), contentType: 'application/pdf' });
    expect([...fake.objects.keys()]).toEqual(['env/DOC-1']);
  });
});

describe("the server's API with the S3 backend supplied", () => {
  const distDir = mkdtempSync(join(tmpdir(), 'blob-s3-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const app = createServerApp({ distDir, headers: securityHeaders({}), api: createApi() });
  const send = (method: string, path: string, body?: FormData) =>
    app.request(`/api${path}`, { method, headers: { Authorization: `Bearer ${tokenFor('shipper')}`, 'Idempotency-Key': uploadKey() }, body });
  const upload = (shipmentId: string, content: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'Packing list.pdf');
    form.append('type', 'PACKING_LIST');
    return send('POST', `/shipment/${shipmentId}/documents`, form);
  };
  const documentIds = async (shipmentId: string) =>
    ((await (await send('GET', `/shipment/${shipmentId}/documents`)).json()) as { data: { id: string }[] }).data.map((d) => d.id);

  // Once supplied, the backend stays for the module's life, as on the server: these tests come last.
  beforeAll(() => useBlobBackend(s3BlobBackend(options({ prefix: 'uploads/' }, { maxAttempts: 1 }))));

  test('an uploaded document is an object in the bucket, downloads whole and goes with its delete', async () => {
    const s = sharedShipment('ARRIVED');
    const content = everyByte();
    const uploaded = (await (await upload(s.id, content)).json()) as { code: number; data: { id: string } };
    expect(uploaded.code).toBe(200);
    const id = uploaded.data.id;
    expect(fake.objects.get(`uploads/${id}`)).toEqual({ bytes: content, contentType: 'application/pdf' });

    const download = await send('GET', `/shipment/${s.id}/documents/${id}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);

    expect(((await (await send('DELETE', `/shipment/${s.id}/documents/${id}`)).json()) as { code: number }).code).toBe(200);
    expect(fake.objects.size).toBe(0);
  });

  test('when the bucket fails, the upload answers 500, says why in the log, and the shipment gets no document', async () => {
    const s = sharedShipment('ARRIVED');
    const before = await documentIds(s.id);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failNext(1);
    const answer = await upload(s.id, everyByte());
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ success: false, code: 500, message: 'Internal error' });
    expect(logged.mock.calls.map((args) => args.map(String).join(' ')).join('\n')).toMatch(/S3 upload of freight-uploads\/uploads\/DOC-\S+ failed: InternalError/);
    expect(fake.objects.size).toBe(0);
    expect(await documentIds(s.id)).toEqual(before);
  });
});
