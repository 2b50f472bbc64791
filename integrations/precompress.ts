import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes .br and .gz variants beside every compressible file of build/client,
 * so the server sends compressed bytes without compressing per request.
 * Files under 512 bytes, or that would not shrink, are left alone. The content
 * editor's bundle (/admin/, 6 MB that only the owner loads) gets brotli quality 5:
 * quality 11 would add about 20 s to every build.
 * The files are compressed on libuv's thread pool, which bounds how many run at once (4 threads by
 * default): brotli's quality 11 costs about 21 s of CPU for the sample site's 333 files, which one
 * core spent one file after another (decision 025).
 * `npm run bench` uses {@link precompressTree} on its copy of a speed peer too.
 */
const COMPRESSIBLE = /\.(html|js|css|svg|json|md|xml|txt|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipLevel9 = promisify(gzip);

/**
 * Precompresses every compressible file under a folder (brotli quality 11, gzip level 9).
 * @param dir - the folder, walked recursively; the variants are written beside the files
 * @returns how many files were compressed; rejects with the first read, compression or write error
 */
export async function precompressTree(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const compressed = await Promise.all(files.map(compress));
  return compressed.filter(Boolean).length;
}

/** Writes the variants of one file; false when it is too small to bother. */
async function compress(path: string): Promise<boolean> {
  const source = await readFile(path);
  if (source.length < 512) return false;
  const quality = path.includes(`${sep}admin${sep}`) ? 5 : 11;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzipLevel9(source, { level: 9 }),
  ]);
  if (brotliBytes.length < source.length) await writeFile(`${path}.br`, brotliBytes);
  if (gzipBytes.length < source.length) await writeFile(`${path}.gz`, gzipBytes);
  return true;
}

if (import.meta.main) {
  const root = new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname;
  console.log(`precompress: ${await precompressTree(root)} files compressed with brotli and gzip`);
}
