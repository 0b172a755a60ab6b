/**
 * The server keeps tokens by their SHA-256 (mocks/token-key.ts, useTokenDigest): a copy of the database then
 * holds no token anyone could send. Tokens are 256 random bits, so a plain hash is enough; a slow one
 * (like a password's) would only slow every request.
 */
import { createHash } from 'node:crypto';

export const sha256Token = (token: string): string => createHash('sha256').update(token).digest('base64url');
