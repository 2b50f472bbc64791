import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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
import { slotCandidateWidths, slotOneXWidths } from "../../src/content/picture-slots.ts";
import { type PictureUse, pictureProblems, pictureUses, type SourceFacts } from "../../src/content/picture-uses.ts";
import {
  chromaSubsamplingOf,
  type EncodedFormat,
  QUALITY_SETTINGS,
  type QualityChoice,
  qualityRange,
  searchQuality,
} from "./quality-search.ts";

/**
 * The content's raster pictures as the build makes them (spec §3 images, decision 030), as the
 * module `virtual:content-pictures`: for each raster picture the content names, the AVIF and WebP
 * candidates its slots need (picture-slots.ts) at the quality its own SSIM search chose (the widths
 * a 1× screen takes at the quality it needs at 1×, those only denser screens take at the one it needs
 * at 2× and, in AVIF, with 4:2:0 chroma: {@link encodingsOf}), and a fallback of at most 640 px in its own format, each an import
 * that vite-imagetools encodes, emits under /_astro/ and caches. The module's default export is
 * {@link MadePicture}s by content URL (src/content/picture-map.ts), which
 * src/content/pictures.server.ts turns into the picture map.
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

/** The settings a 1× search uses (all but the dense files' own), in the order its key has always hashed them. */
const oneXSettings = {
  threshold: QUALITY_SETTINGS.threshold,
  range: QUALITY_SETTINGS.range,
  width: QUALITY_SETTINGS.width,
  avifEffort: QUALITY_SETTINGS.avifEffort,
};

/**
 * The file that keeps one quality search's answer ({@link QualityChoice} as JSON), keyed by the
 * source's bytes, the format, the search settings of that density and the density (a 1× key hashes
 * only the 1× settings, as before the dense files had settings of their own, so earlier builds' 1×
 * answers still count).
 * @param path - the source file's path
 * @param format - the format searched
 * @param density - 1, or 2 for the files only denser screens take
 * @param cacheDir - where the build keeps what it encoded ({@link pictureCacheDir})
 * @returns the JSON file's path, which may not exist yet
 * @throws Error when the source cannot be read
 */
export function qualityCacheFile(path: string, format: EncodedFormat, density: number, cacheDir: string): string {
  const key = createHash("sha1")
    .update(readFileSync(path))
    .update(
      JSON.stringify(
        density === 1 ? { format, QUALITY_SETTINGS: oneXSettings } : { format, QUALITY_SETTINGS, density },
      ),
    )
    .digest("hex");
  return join(cacheDir, "quality", `${key}.json`);
}

/**
 * The quality of one source in one format for files of one screen density: the cached search, else
 * a new search (build) or the range's middle (dev).
 */
async function qualityOf(
  path: string,
  format: EncodedFormat,
  density: number,
  cacheDir: string,
  search: boolean,
): Promise<number> {
  const file = qualityCacheFile(path, format, density, cacheDir);
  if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as QualityChoice).quality;
  const { low, high, step } = qualityRange(QUALITY_SETTINGS, format, density);
  if (!search) return low + Math.round((high - low) / step / 2) * step;
  const choice = await searchQuality(path, format, QUALITY_SETTINGS, density);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(choice));
  return choice.quality;
}

/** One encoding of a picture in one format (decision 030): these widths (px) at this quality, for screens of this density. */
export type Encoding = { widths: number[]; quality: number; density: 1 | 2 };

/**
 * How a picture's candidates are encoded in one format (decision 030): the widths a 1× screen takes
 * at the quality the picture needs at 1×, the others, which at the slots' five viewports only denser
 * screens take (picture-slots.ts, `slotOneXWidths`), at the quality it needs at 2× (never above the
 * 1× one); the caller gives the dense ones their chroma subsampling (`chromaSubsamplingOf`). A part
 * with no widths is left out.
 * @param widths - every candidate width of the picture, ascending
 * @param oneX - the widths some slot of the picture shows at 1× (picture-slots.ts)
 * @param quality - the 1× and the 2× quality
 * @returns one or two encodings, 1× first, each with its widths ascending
 */
export function encodingsOf(
  widths: readonly number[],
  oneX: readonly number[],
  quality: { oneX: number; dense: number },
): Encoding[] {
  const encodings: Encoding[] = [
    { widths: widths.filter((width) => oneX.includes(width)), quality: quality.oneX, density: 1 },
    {
      widths: widths.filter((width) => !oneX.includes(width)),
      quality: Math.min(quality.dense, quality.oneX),
      density: 2,
    },
  ];
  return encodings.filter((encoding) => encoding.widths.length > 0);
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
        // vite-imagetools gives a width past the source's back at the source's own: ask for it once.
        const fit = (list: number[]) => [...new Set(list.map((width) => Math.min(width, found.width)))];
        const widths = fit(slots.flatMap((slot) => slotCandidateWidths(slot, aspect))).sort((a, b) => a - b);
        const oneX = fit(slots.flatMap((slot) => slotOneXWidths(slot, aspect)));
        const at = JSON.stringify;
        const made: Record<EncodedFormat, string[]> = { avif: [], webp: [] };
        for (const format of ["avif", "webp"] as const) {
          const quality = {
            oneX: await qualityOf(path, format, 1, cacheDir, search),
            dense: await qualityOf(path, format, 2, cacheDir, search),
          };
          for (const encoding of encodingsOf(widths, oneX, quality)) {
            const name = `${format}${index}_${made[format].length}`;
            // A 1× AVIF keeps sharp's default 4:4:4 and its query as before (its cached files still count).
            const chroma =
              encoding.density === 1 ? "" : `&chromaSubsampling=${chromaSubsamplingOf(QUALITY_SETTINGS, 2)}`;
            const avif = format === "avif" ? `&effort=${QUALITY_SETTINGS.avifEffort}${chroma}` : "";
            const query = `w=${encoding.widths.join(";")}&format=${format}&quality=${encoding.quality}${avif}`;
            lines.push(`import ${name} from ${at(`${path}?${query}&${METADATA}`)};`);
            made[format].push(name);
          }
        }
        lines.push(
          `import fallback${index} from ${at(`${path}?w=${Math.min(FALLBACK_WIDTH, widths[widths.length - 1] ?? FALLBACK_WIDTH)}&${METADATA}`)};`,
        );
        entries.push(
          `${at(url)}: { avif: [${made.avif.join(", ")}].flat(), webp: [${made.webp.join(", ")}].flat(), fallback: fallback${index}, width: ${found.width}, height: ${found.height} }`,
        );
        index += 1;
      }
      return `${lines.join("\n")}\nexport default {\n${entries.join(",\n")}\n};\n`;
    },
  };
}
