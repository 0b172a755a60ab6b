/**
 * Uploaded file bytes (shipment documents, comment attachments) in an S3-compatible bucket (AWS S3,
 * MinIO, Cloudflare R2...), so that every server process reads what another one wrote, whatever machine
 * it runs on (docs/decisions/207-uploads-in-an-s3-bucket.md). One object per blob, its key the optional
 * prefix and the id, its content type the object's own `Content-Type`: bytes and type are written by one
 * PUT, so they can never disagree.
 *
 * Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an
 * instance or task role): never from variables of ours, so keys are rotated the way the platform does it.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { BlobBackend } from '../mocks/store/blob.store';
import { SAFE_ID } from './blob-directory';

export interface S3BlobOptions {
  bucket: string;
  /** Keys start with it, as a folder: "uploads" and "uploads/" both give "uploads/DOC-...". */
  prefix?: string;
  /** Region, endpoint, path style; tests add credentials and maxAttempts. */
  client: S3ClientConfig;
}

/** S3's own rule for bucket names (AWS, MinIO and R2 share it). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Folder names of plain characters; no "." or ".." segment, no leading "/", no empty segment. */
const PREFIX = /^(?!\.\.?(?:\/|$))[A-Za-z0-9_.-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.-]+)*\/?$/;
const REGION = /^[a-z0-9-]+$/;
/** Every variable of ours that configures the bucket: one of them without S3_BUCKET is a half-done setup. */
const S3_VARIABLES = ['S3_PREFIX', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

function objectKey(prefix: string, id: string): string {
  // Checked before any request: a key built from anything else could reach another prefix's objects.
  if (!SAFE_ID.test(id)) throw new Error(`Refused blob id ${JSON.stringify(id)}: only letters, digits, "_" and "-"`);
  return `${prefix}${id}`;
}

// Only S3's "no such key" is a missing blob: a wrong bucket (NoSuchBucket) or a proxy's 404 must fail
// loudly rather than make every document look deleted.
const isNoSuchKey = (error: unknown) => (error as { name?: unknown } | null)?.name === 'NoSuchKey';

function failure(action: string, where: string, error: unknown): Error {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new Error(`S3 ${action} of ${where} failed: ${reason}`, { cause: error });
}

export function s3BlobBackend(options: S3BlobOptions): BlobBackend {
  const client = new S3Client(options.client);
  const Bucket = options.bucket;
  const prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : '';

  return {
    async put(id, blob) {
      const Key = objectKey(prefix, id);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: blob.bytes, ContentType: blob.contentType }));
      } catch (error) {
        throw failure('upload', `${Bucket}/${Key}`, error);
      }
    },

    async get(id) {
      const Key = objectKey(prefix, id);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array(0);
        // A copy: the caller owns plain bytes, not a view into the SDK's buffer.
        return { bytes: new Uint8Array(bytes), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw failure('download', `${Bucket}/${Key}`, error);
      }
    },

    async delete(id) {
      const Key = objectKey(prefix, id);
      try {
        // S3 answers 204 for a key that is not there; some compatible stores answer NoSuchKey.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (isNoSuchKey(error)) return;
        throw failure('delete', `${Bucket}/${Key}`, error);
      }
    },
  };
}

/** An unset or empty variable is absent (compose files and CI often set empty values). */
function read(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function invalid(name: string, value: string, expected: string): Error {
  return new Error(`${name}=${JSON.stringify(value)} is not valid: ${expected}.`);
}

/**
 * The bucket settings from the environment, or null when S3_BUCKET is unset (the server then keeps
 * uploads in its data directory). A bad value throws an error naming the variable, so the server stops at
 * start rather than fail on the first upload.
 */
export function s3OptionsFromEnv(env: Record<string, string | undefined>): S3BlobOptions | null {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.find((name) => read(env, name) !== undefined);
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket, or unset ${stray}.`);
    return null;
  }
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw invalid('S3_BUCKET', bucket, 'a bucket name is 3 to 63 lowercase letters, digits, "." and "-"');
  }

  const prefix = read(env, 'S3_PREFIX');
  if (prefix !== undefined && !PREFIX.test(prefix)) {
    throw invalid('S3_PREFIX', prefix, 'folder names of letters, digits, "_", "." and "-" separated by "/", e.g. "freight/uploads"');
  }

  const region = read(env, 'S3_REGION') ?? 'us-east-1';
  if (!REGION.test(region)) throw invalid('S3_REGION', region, 'a region name such as "eu-west-1" (R2: "auto")');

  const endpoint = read(env, 'S3_ENDPOINT');
  if (endpoint !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw invalid('S3_ENDPOINT', endpoint, 'an http:// or https:// URL, e.g. "http://127.0.0.1:9000"');
    }
  }

  const pathStyle = read(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    throw invalid('S3_FORCE_PATH_STYLE', pathStyle, '"true" (MinIO-style endpoints) or "false"');
  }

  return {
    bucket,
    ...(prefix !== undefined && { prefix }),
    client: {
      region,
      ...(endpoint !== undefined && { endpoint }),
      ...(pathStyle !== undefined && { forcePathStyle: pathStyle === 'true' }),
    },
  };
}
