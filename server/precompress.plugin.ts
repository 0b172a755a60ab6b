/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, so the server
 * sends compressed bytes without compressing per request (server/app.ts). docs/decisions/198-static-server.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/i;
// Below this, headers outweigh the saving.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Compresses every compressible file above 1 KiB under `dir`; returns the files written. */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  // zlib's async calls run on libuv's thread pool: the files compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length <= MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      // A copy no smaller than the original is not worth sending.
      for (const [suffix, bytes] of [['.br', br], ['.gz', gz]] as const) {
        if (bytes.length >= source.length) continue;
        await writeFile(file + suffix, bytes);
        written.push(file + suffix);
      }
    }),
  );
  return written.sort();
}

/** Vite plugin: precompresses the build folder once the build has written it (public/ files included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
