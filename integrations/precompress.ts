import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes .br and .gz variants beside every compressible file of build/client,
 * so the server sends compressed bytes without compressing per request.
 * Files under 512 bytes, or that would not shrink, are left alone. The content
 * editor's bundle (/admin/, 6 MB that only the owner loads) gets brotli quality 5:
 * quality 11 would add about 20 s to every build.
 * `npm run bench` uses {@link precompressTree} on its copy of a speed peer too.
 */
const COMPRESSIBLE = /\.(html|js|css|svg|json|md|xml|txt|webmanifest|map)$/;

/**
 * Precompresses every compressible file under a folder (brotli quality 11, gzip level 9).
 * @param dir - the folder, walked recursively; the variants are written beside the files
 * @returns how many files were compressed
 */
export function precompressTree(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) count += precompressTree(path);
    else if (COMPRESSIBLE.test(name) && compress(path)) count += 1;
  }
  return count;
}

/** Writes the variants of one file; false when it is too small to bother. */
function compress(path: string): boolean {
  const source = readFileSync(path);
  if (source.length < 512) return false;
  const quality = path.includes(`${sep}admin${sep}`) ? 5 : 11;
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
  return true;
}

if (import.meta.main) {
  const root = new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname;
  console.log(`precompress: ${precompressTree(root)} files compressed with brotli and gzip`);
}
