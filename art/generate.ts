/**
 * Draws every illustration of the site from code (no stock images, no AI art) and writes
 * the SVG files into public/assets/images, then renders the raster files from them with sharp
 * (art/raster.ts: the favicon set and app icons, and the sample raster source under
 * src/content/images). Deterministic: the same code gives the same files.
 *
 *   npm run art
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateAll } from "./index.ts";
import { generateRasters } from "./raster.ts";

const project = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(project, "public", "assets", "images");
const files = generateAll();
let bytes = 0;
for (const [rel, svg] of files) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`Wrote ${files.size} SVG files (${Math.round(bytes / 1024)} KB) to ${root}`);

const rasters = await generateRasters(files);
for (const raster of rasters) {
  const file = join(project, raster.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, raster.bytes);
  console.log(`Wrote ${raster.path} (${raster.width}×${raster.height}, ${raster.bytes.length} bytes)`);
}
