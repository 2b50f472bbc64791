import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes .br and .gz variants beside every compressible file of build/client,
 * so the server sends compressed bytes without compressing per request.
 * Files under 512 bytes, or that would not shrink, are left alone.
 */
const root = new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|css|svg|json|md|xml|txt|data|webmanifest|map)$/;
let count = 0;

function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) compress(path);
  }
}

function compress(path: string): void {
  const source = readFileSync(path);
  if (source.length < 512) return;
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
  count += 1;
}

walk(root);
console.log(`precompress: ${count} files compressed with brotli and gzip`);
