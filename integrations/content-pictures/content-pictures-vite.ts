import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import {
  contentDir,
  LIST_FILES,
  readBookFiles,
  readListFile,
  readResourceFiles,
} from "../../src/content/data-files.server.ts";
import { CONTENT_IMAGE_PREFIX } from "../../src/content/picture-map.ts";
import { slotCandidateWidths } from "../../src/content/picture-slots.ts";
import { type PictureUse, pictureProblems, pictureUses, type SourceFacts } from "../../src/content/picture-uses.ts";
import { type EncodedFormat, QUALITY_SETTINGS, type QualityChoice, searchQuality } from "./quality-search.ts";

/**
 * The content's raster pictures as the build makes them (spec §3 images, decision 030), as the
 * module `virtual:content-pictures`: for each raster picture the content names, the AVIF and WebP
 * candidates its slots need (picture-slots.ts) at the quality its own SSIM search chose, and a
 * fallback of at most 640 px in its own format, each an import that vite-imagetools encodes, emits
 * under /_astro/ and caches. The module's default export is {@link MadePicture}s by content URL
 * (src/content/picture-map.ts), which src/content/pictures.server.ts turns into the picture map.
 *
 * Before any encoding, every picture is checked (picture-uses.ts): one missing, not a JPEG, PNG or
 * WebP, or too small for its slot throws, which stops the build, with one line per problem naming
 * the file, the entry and the field.
 *
 * Owners pay for a picture once: the encoded files (vite-imagetools' cache) and each quality search
 * (one JSON file per source and settings) are kept in node_modules/.astro/pictures/, keyed by the
 * source's bytes and the settings, which Netlify and Cloudflare Pages (with build caching on, whose
 * Astro preset keeps node_modules/.astro) both keep between builds. In `astro dev` a picture not
 * yet searched is encoded at the range's middle instead, so the dev server starts at once.
 */

/** The module's id. */
export const CONTENT_PICTURES_MODULE = "virtual:content-pictures";
const RESOLVED = `\0${CONTENT_PICTURES_MODULE}`;

/** The fallback `<img>`'s widest (px), for browsers without AVIF and WebP. */
const FALLBACK_WIDTH = 640;

/**
 * Where the build keeps what it encoded between builds, under the project root.
 * @param root - the project root
 */
export function pictureCacheDir(root: string): string {
  return join(root, "node_modules/.astro/pictures");
}

const METADATA = "as=metadata:src;width;height;format";

/** The content's files: books, resources and the list files. */
function readContent() {
  const dir = contentDir();
  return {
    books: readBookFiles(dir),
    resources: readResourceFiles(dir),
    lists: LIST_FILES.map((name) => readListFile(name, dir)),
  };
}

/** What sharp finds at a source: its size and format, or why there is none. */
async function factsOf(path: string): Promise<SourceFacts> {
  if (!existsSync(path)) return { kind: "missing" };
  try {
    const { width, height, format } = await sharp(path).metadata();
    return width && height ? { kind: "image", width, height, format } : { kind: "unreadable", reason: "no size" };
  } catch (error) {
    return { kind: "unreadable", reason: (error as Error).message };
  }
}

/**
 * The quality of one source in one format: the cached search, else a new search (build) or the
 * range's middle (dev).
 */
async function qualityOf(path: string, format: EncodedFormat, cacheDir: string, search: boolean): Promise<number> {
  const key = createHash("sha1")
    .update(readFileSync(path))
    .update(JSON.stringify({ format, QUALITY_SETTINGS }))
    .digest("hex");
  const file = join(cacheDir, "quality", `${key}.json`);
  if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as QualityChoice).quality;
  const { low, high, step } = QUALITY_SETTINGS.range[format];
  if (!search) return low + Math.round((high - low) / step / 2) * step;
  const choice = await searchQuality(path, format);
  mkdirSync(join(cacheDir, "quality"), { recursive: true });
  writeFileSync(file, JSON.stringify(choice));
  return choice.quality;
}

/**
 * The Vite plugin of `virtual:content-pictures`.
 * @param options.cacheDir - where the quality searches are kept ({@link pictureCacheDir})
 * @returns the plugin; its module throws when a picture has a problem (see above)
 */
export function contentPictures({ cacheDir }: { cacheDir: string }): Plugin {
  let root = process.cwd();
  let search = true;
  return {
    name: "content-pictures",
    configResolved(config) {
      root = config.root;
      search = config.command === "build";
    },
    resolveId: (id) => (id === CONTENT_PICTURES_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const imagesDir = resolve(root, "src/content/images");
      const sourceOf = (url: string) => join(imagesDir, url.slice(CONTENT_IMAGE_PREFIX.length));
      const content = readContent();
      for (const read of [...content.books, ...content.resources, ...content.lists])
        this.addWatchFile(resolve(root, read.file));
      const uses = pictureUses(content);
      const byUrl = new Map<string, PictureUse[]>();
      for (const use of uses) byUrl.set(use.url, [...(byUrl.get(use.url) ?? []), use]);
      const facts = new Map<string, SourceFacts>();
      for (const url of byUrl.keys()) facts.set(url, await factsOf(sourceOf(url)));
      const problems = pictureProblems(uses, facts, (url) => relative(root, sourceOf(url)));
      if (problems.length > 0)
        throw new Error(`The content's pictures have ${problems.length} problem(s):\n${problems.join("\n")}`);

      const lines: string[] = [];
      const entries: string[] = [];
      let index = 0;
      for (const [url, pictureUses] of byUrl) {
        const found = facts.get(url);
        const slots = [...new Set(pictureUses.flatMap((use) => use.slots))];
        if (found?.kind !== "image" || slots.length === 0) continue;
        const path = sourceOf(url);
        this.addWatchFile(path);
        const aspect = found.width / found.height;
        const widths = [...new Set(slots.flatMap((slot) => slotCandidateWidths(slot, aspect)))].sort((a, b) => a - b);
        const w = `w=${widths.join(";")}`;
        const avif = await qualityOf(path, "avif", cacheDir, search);
        const webp = await qualityOf(path, "webp", cacheDir, search);
        const at = JSON.stringify;
        lines.push(
          `import a${index} from ${at(`${path}?${w}&format=avif&quality=${avif}&effort=${QUALITY_SETTINGS.avifEffort}&${METADATA}`)};`,
          `import b${index} from ${at(`${path}?${w}&format=webp&quality=${webp}&${METADATA}`)};`,
          `import c${index} from ${at(`${path}?w=${Math.min(FALLBACK_WIDTH, widths[widths.length - 1] ?? FALLBACK_WIDTH)}&${METADATA}`)};`,
        );
        entries.push(
          `${at(url)}: { avif: a${index}, webp: b${index}, fallback: c${index}, width: ${found.width}, height: ${found.height} }`,
        );
        index += 1;
      }
      return `${lines.join("\n")}\nexport default {\n${entries.join(",\n")}\n};\n`;
    },
  };
}
