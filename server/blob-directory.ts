/**
 * The production server's home for uploaded file bytes (shipment documents, comment attachments): one
 * file per blob in a directory (`<DATA_DIR>/blobs`), so uploads survive a restart.
 * The other BlobBackend (mocks/store/blob.store.ts) is an S3-compatible bucket (server/blob-s3.ts), for several machines.
 *
 * `<id>.blob` holds a one-line JSON header (`{"contentType":"application/pdf"}` and a newline) and then
 * the bytes. One file rather than bytes and type side by side: a single rename makes both appear at
 * once, so a crash can never leave bytes without their type or beside the type of an older upload.
 * JSON escapes a newline, so the first newline always ends the header.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobBackend, StoredBlob } from '../mocks/store/blob.store';

// Ids come from the store (DOC-..., ATT-...), but a file name (or an object key, server/blob-s3.ts) is
// built from them: nothing that can climb out of the directory or name a hidden or temporary file.
export const SAFE_ID = /^[A-Za-z0-9_-]+$/;
const NEWLINE = 0x0a;

function fileName(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`Refused blob id ${JSON.stringify(id)}: only letters, digits, "_" and "-"`);
  return `${id}.blob`;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** fsync the directory: the rename is then on disk too, not only in the kernel's cache. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function encode(blob: StoredBlob): Buffer {
  const header = Buffer.from(`${JSON.stringify({ contentType: blob.contentType })}\n`, 'utf8');
  return Buffer.concat([header, blob.bytes]);
}

function decode(file: Buffer, path: string): StoredBlob {
  const end = file.indexOf(NEWLINE);
  const header: unknown = end < 0 ? null : JSON.parse(file.subarray(0, end).toString('utf8'));
  const contentType = (header as { contentType?: unknown } | null)?.contentType;
  if (typeof contentType !== 'string') throw new Error(`${path} is not a stored blob: no content type header`);
  // A copy: the caller owns plain bytes, not a view into Node's buffer.
  return { bytes: new Uint8Array(file.subarray(end + 1)), contentType };
}

export function directoryBlobBackend(dir: string): BlobBackend {
  return {
    async put(id, blob) {
      const target = join(dir, fileName(id));
      await mkdir(dir, { recursive: true });
      // Same directory as the target, so the rename cannot cross file systems and stays atomic.
      const temp = join(dir, `.${id}.${randomUUID()}.tmp`);
      try {
        // Owner only: these are customers' documents.
        const handle = await open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(encode(blob));
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await syncDirectory(dir);
    },

    async get(id) {
      const path = join(dir, fileName(id));
      try {
        return decode(await readFile(path), path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(id) {
      await rm(join(dir, fileName(id)), { force: true });
    },
  };
}
