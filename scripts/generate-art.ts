/**
 * Draws every illustration of the site from code (no stock images, no AI art) and writes
 * the SVG files into public/assets/images. Deterministic: the same code gives the same files.
 *
 *   npx node scripts/generate-art.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateAll } from "./art/index.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "assets", "images");
const files = generateAll();
let bytes = 0;
for (const [rel, svg] of files) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`Wrote ${files.size} SVG files (${Math.round(bytes / 1024)} KB) to ${root}`);
