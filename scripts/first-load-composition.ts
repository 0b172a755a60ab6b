/**
 * What the first load is made of (docs/decisions/100-first-load-budget.md): builds the app with source
 * maps into a temporary folder (dist/ is left alone), takes the chunks `npm run bench:size` counts for the
 * entry and, when given, a route's modules, and shares each chunk's gzip size out among the sources its
 * bytes come from. Prints the packages and project files by estimated gzip KiB, largest first.
 *
 *   npx tsx scripts/first-load-composition.ts                                   # the entry
 *   npx tsx scripts/first-load-composition.ts src/features/auth/login.layout.tsx src/features/auth/sign-in.page.tsx
 *   npx tsx scripts/first-load-composition.ts --files ...                       # project files and package files
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const args = process.argv.slice(2);
const byFile = args.includes('--files');
const routeModules = args.filter((a) => !a.startsWith('--'));
const root = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'first-load-'));

try {
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true } });
  interface Chunk { file: string; isEntry?: boolean; imports?: string[] }
  const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    if (!manifest[key]) throw new Error(`not in the build: ${key}`);
    keys.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  for (const key of [entry, 'src/app/render-app.tsx', ...routeModules]) walk(key);

  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const vlq = (segment: string) => {
    const out: number[] = [];
    let value = 0;
    let shift = 0;
    for (const c of segment) {
      const digit = B64.indexOf(c);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        out.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    return out;
  };
  const owner = (chunkFile: string, source: string) => {
    const path = relative(root, resolve(dirname(chunkFile), source));
    const at = path.lastIndexOf('node_modules/');
    if (at < 0 || byFile) return path;
    const parts = path.slice(at + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  };

  const gzipBy = new Map<string, number>();
  let total = 0;
  for (const key of keys) {
    const file = join(outDir, manifest[key]!.file);
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    total += gzip;
    if (!existsSync(`${file}.map`)) {
      gzipBy.set('(no source map)', (gzipBy.get('(no source map)') ?? 0) + gzip);
      continue;
    }
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const lines = code.split('\n');
    const bytes = new Map<string, number>();
    let source = 0;
    map.mappings.split(';').forEach((line, index) => {
      let column = 0;
      const points: [number, number][] = [];
      for (const segment of line.split(',').filter(Boolean)) {
        const fields = vlq(segment);
        column += fields[0]!;
        if (fields.length > 1) source += fields[1]!;
        points.push([column, fields.length > 1 ? source : -1]);
      }
      points.forEach(([start, src], i) => {
        const end = points[i + 1]?.[0] ?? lines[index]!.length;
        const name = src >= 0 ? owner(file, map.sources[src]!) : '(glue between modules)';
        bytes.set(name, (bytes.get(name) ?? 0) + end - start);
      });
    });
    // A chunk's gzip size, shared out in proportion to the bytes each source put in it.
    const raw = code.length || 1;
    for (const [name, n] of bytes) gzipBy.set(name, (gzipBy.get(name) ?? 0) + (gzip * n) / raw);
  }

  console.log(`\n${routeModules.length ? routeModules.join(' + ') : 'entry'}: ${keys.size} chunks, ${(total / 1024).toFixed(1)} KiB gzip\n`);
  for (const [name, gzip] of [...gzipBy].sort((a, b) => b[1] - a[1]).filter(([, g]) => g >= 51)) {
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)}  ${name}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
