/**
 * Uploaded files on the production server's disk (server/blob-directory.ts): bytes and content type
 * come back as stored, also through a new backend over the same directory (a restart); delete; ids that
 * would name a path outside the directory are refused; a write that fails half-way leaves nothing under
 * the final name and keeps the previous upload whole. Last, the store sends uploads made through the
 * API to the backend the server supplies.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { directoryBlobBackend } from '../../server/blob-directory';
import { useBlobBackend } from '../../mocks/store/blob.store';
import { call, callJson, pdfPart, sharedShipment, uploadKey, type Schemas } from '../mocks/shipment/shipment-test-kit';

// A disk that fills up while a temp file is written: half the bytes land, then ENOSPC.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const open = async (...args: Parameters<typeof real.open>): Promise<FileHandle> => {
    const handle = await real.open(...args);
    if (!disk.full) return handle;
    return new Proxy(handle, {
      get(target, key) {
        if (key === 'writeFile') {
          return async (data: Uint8Array) => {
            await target.writeFile(data.subarray(0, data.byteLength >> 1));
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { ...real, open };
});

const root = mkdtempSync(join(tmpdir(), 'blob-directory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dir: string;
beforeEach(() => {
  // A directory that does not exist yet: the backend creates it, parents included.
  dir = join(mkdtempSync(join(root, 'data-')), 'blobs');
});
afterEach(() => {
  disk.full = false;
});

// Every byte value, a newline first of all: nothing in the bytes can be taken for the header's end.
const everyByte = () => Uint8Array.from({ length: 600 }, (_, i) => (i + 10) % 256);

describe('directory blob backend', () => {
  test('gives back the bytes and content type it stored, after a restart too', async () => {
    const first = directoryBlobBackend(dir);
    const pdf = { bytes: everyByte(), contentType: 'application/pdf' };
    const note = { bytes: new TextEncoder().encode('Seal 4471 intact.\n'), contentType: 'text/plain; charset="utf-8"' };
    await first.put('DOC-7K2Q-0001', pdf);
    await first.put('ATT-7K2Q-0002', note);
    await first.put('ATT-7K2Q-0003', { bytes: new Uint8Array(0), contentType: 'application/octet-stream' });

    expect(await first.get('DOC-7K2Q-0001')).toEqual(pdf);
    expect(existsSync(join(dir, 'DOC-7K2Q-0001.blob'))).toBe(true);

    // A new process over the same directory.
    const second = directoryBlobBackend(dir);
    expect(await second.get('DOC-7K2Q-0001')).toEqual(pdf);
    expect(await second.get('ATT-7K2Q-0002')).toEqual(note);
    expect(await second.get('ATT-7K2Q-0003')).toEqual({ bytes: new Uint8Array(0), contentType: 'application/octet-stream' });
    expect(await second.get('DOC-NEVER-STORED')).toBeNull();
  });

  test('a second upload under the same id replaces the first', async () => {
    const blobs = directoryBlobBackend(dir);
    await blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' });
    await blobs.put('DOC-1', { bytes: Uint8Array.of(1, 2, 3), contentType: 'image/png' });
    expect(await blobs.get('DOC-1')).toEqual({ bytes: Uint8Array.of(1, 2, 3), contentType: 'image/png' });
    expect(readdirSync(dir)).toEqual(['DOC-1.blob']);
  });

  test('delete removes the file; deleting a missing one is fine', async () => {
    const blobs = directoryBlobBackend(dir);
    await blobs.put('DOC-1', { bytes: everyByte(), contentType: 'application/pdf' });
    await blobs.put('DOC-2', { bytes: everyByte(), contentType: 'application/pdf' });
    await blobs.delete('DOC-1');
    expect(await blobs.get('DOC-1')).toBeNull();
    expect(await directoryBlobBackend(dir).get('DOC-1')).toBeNull();
    expect(readdirSync(dir)).toEqual(['DOC-2.blob']);
    await expect(blobs.delete('DOC-1')).resolves.toBeUndefined();
    // Before anything was ever stored, the directory is not even there.
    await expect(directoryBlobBackend(join(root, 'never-created')).delete('DOC-1')).resolves.toBeUndefined();
    expect(await directoryBlobBackend(join(root, 'never-created')).get('DOC-1')).toBeNull();
  });

  test('refuses an id that is not letters, digits, "_" and "-", and writes nothing', async () => {
    const blobs = directoryBlobBackend(dir);
    const outside = join(dir, '..');
    writeFileSync(join(outside, 'secret.blob'), '{"contentType":"text/plain"}\ndo not read');
    for (const id of ['../secret', '..', 'a/b', '/etc/passwd', 'a\\b', 'DOC-1.tmp', '.DOC-1', 'DOC 1', 'DOC-1\n', '']) {
      await expect(blobs.put(id, { bytes: everyByte(), contentType: 'application/pdf' }), `put ${JSON.stringify(id)}`).rejects.toThrow(/Refused blob id/);
      await expect(blobs.get(id), `get ${JSON.stringify(id)}`).rejects.toThrow(/Refused blob id/);
      await expect(blobs.delete(id), `delete ${JSON.stringify(id)}`).rejects.toThrow(/Refused blob id/);
    }
    expect(readdirSync(outside).sort()).toEqual(['secret.blob']);
    expect(existsSync(dir)).toBe(false);
  });

  test('a write that fails half-way leaves no file under the final name and the previous upload whole', async () => {
    const blobs = directoryBlobBackend(dir);
    const before = { bytes: everyByte(), contentType: 'application/pdf' };
    await blobs.put('DOC-1', before);

    disk.full = true;
    await expect(blobs.put('DOC-2', { bytes: everyByte(), contentType: 'application/pdf' })).rejects.toThrow(/ENOSPC/);
    await expect(blobs.put('DOC-1', { bytes: Uint8Array.of(9, 9, 9), contentType: 'image/png' })).rejects.toThrow(/ENOSPC/);
    disk.full = false;

    expect(await blobs.get('DOC-2')).toBeNull();
    expect(await directoryBlobBackend(dir).get('DOC-1')).toEqual(before);
    // The half-written temp files are gone too.
    expect(readdirSync(dir)).toEqual(['DOC-1.blob']);
  });
});

describe('the store with the directory backend supplied', () => {
  // Last in this file: once supplied, the backend stays for the module's life, as on the server.
  test('an uploaded document is a file in the directory, downloads whole and goes with its delete', async () => {
    useBlobBackend(directoryBlobBackend(dir));
    const s = sharedShipment('ARRIVED');
    const content = everyByte();
    const uploaded = await callJson<Schemas['ShipmentDocument']>('POST', `/shipment/${s.id}/documents`, 'shipper', {
      multipart: { file: pdfPart('Packing list.pdf', content), type: 'PACKING_LIST' },
      headers: { 'Idempotency-Key': uploadKey() },
    });
    expect(uploaded.code).toBe(200);
    const id = uploaded.data!.id;
    expect(readdirSync(dir)).toEqual([`${id}.blob`]);
    expect(await directoryBlobBackend(dir).get(id)).toEqual({ bytes: content, contentType: 'application/pdf' });

    const download = await call('GET', `/shipment/${s.id}/documents/${id}`, 'forwarder');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);

    expect((await callJson('DELETE', `/shipment/${s.id}/documents/${id}`, 'shipper')).code).toBe(200);
    expect(readdirSync(dir)).toEqual([]);
  });
});
