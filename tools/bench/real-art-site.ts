import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  artCredit,
  artPieces,
  type Credit,
  decapMediaName,
  MEDIA_FOLDER,
  planSlots,
  setFrontMatterFields,
  setJsonFields,
  type Slot,
  slotFile,
  uploadUrl,
} from "./real-art-plan.ts";

/**
 * The real-art build of the bench (docs/speed-and-budgets.md, "Real art"): the site as a studio fills
 * it, built outside the repository's files. `BENCH_ART=DIR node tools/bench/real-art-site.ts` (DIR: what
 * `../shared/tools/real-art DIR` wrote, run from the project's root) copies the working tree's files
 * (`git ls-files`: tracked, and untracked but not ignored) to a folder outside the repository
 * (`BENCH_ART_SITE`, default `$TMPDIR/real-art-site-<checkout's folder name>`, emptied first), with a
 * node_modules of its own whose entries link to the checkout's packages (so its caches, the picture
 * cache of vite-imagetools among them, start empty); puts the pictures in the media folder under the
 * names Decap CMS gives uploads and points the content's picture fields at them, as the editor at
 * /admin would (./real-art-plan.ts); builds it twice with `npm run build`'s script, timed (every
 * picture new, then nothing new), and prints the slots with each picture's author and licence, the two
 * build times and the bytes of the pictures the build made of the uploads. Writes the same to
 * `real-art.json` in that folder, which the bench reads (`BENCH_ART` set: bench.ts serves the folder's
 * `build/`). Nothing is written inside the repository. Exits 1 with one line when DIR holds no piece
 * or a build fails (the end of its log printed).
 */

/** The checkout this file belongs to. */
const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** What `real-art.json` holds, for the bench's report and for comparing pipelines. */
export type RealArtSite = {
  artDir: string;
  /** The checkout's commit, and whether its working tree differed from it. */
  commit: string;
  dirty: boolean;
  builtAt: string;
  slots: { label: string; upload: string; source: string; author: string; licence: string; routes: string[] }[];
  /** ms of `npm run build`'s script with every picture new (empty caches), then with nothing new. */
  buildMs: { newPictures: number; nothingNew: number };
  /** Bytes of the files under build/client/_astro/ made from the uploads, by extension, and their sum. */
  pictureBytes: { total: number; files: number; byFormat: Record<string, number> };
};

/**
 * The folder of the real-art build.
 * @param env - usually process.env: `BENCH_ART_SITE` overrides the default
 * @returns an absolute path outside the checkout
 */
export function realArtSiteDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.BENCH_ART_SITE || join(tmpdir(), `real-art-site-${basename(ROOT)}`));
}

/**
 * The record the last real-art build wrote.
 * @param siteDir - the build's folder (default {@link realArtSiteDir})
 * @returns what `real-art.json` holds
 * @throws Error when the folder has no record or no `build/client` (no real-art build yet)
 */
export function readRealArtSite(siteDir = realArtSiteDir()): RealArtSite {
  const file = join(siteDir, "real-art.json");
  if (!existsSync(file) || !existsSync(join(siteDir, "build", "client")))
    throw new Error(`no real-art build in ${siteDir}: run BENCH_ART=DIR npm run bench:real-art first`);
  return JSON.parse(readFileSync(file, "utf8")) as RealArtSite;
}

const git = (...args: string[]) => spawnSync("git", args, { cwd: ROOT, encoding: "utf8" }).stdout;

/**
 * Copies the checkout's working files (tracked, and untracked but not ignored: no node_modules, no
 * build) to `site`, all of them or those under the given paths.
 * @param site - the copy's folder
 * @param paths - folders or files of the checkout, e.g. `["tools", "budgets.json"]`; none for all
 */
export function copyWorkingFiles(site: string, paths: string[] = []): void {
  for (const file of git("ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...paths).split("\0")) {
    const from = join(ROOT, file);
    if (!file || !existsSync(from) || !statSync(from).isFile()) continue;
    mkdirSync(dirname(join(site, file)), { recursive: true });
    copyFileSync(from, join(site, file));
  }
}

/** Makes `site` a copy of the checkout's working files, with a node_modules of its own. */
function copyCheckout(site: string): void {
  rmSync(site, { recursive: true, force: true });
  copyWorkingFiles(site);
  // Each package linked, the caches (.cache, .vite, .astro) the copy's own.
  const modules = realpathSync(join(ROOT, "node_modules"));
  mkdirSync(join(site, "node_modules"));
  for (const entry of readdirSync(modules))
    if (![".cache", ".vite", ".astro"].includes(entry))
      symlinkSync(join(modules, entry), join(site, "node_modules", entry));
}

/** A piece's credit from the wallpaper package the real-art tool unpacked in DIR/deb/. */
function creditOf(artDir: string, name: string): Credit {
  const meta = join(artDir, "deb/x/usr/share/wallpapers", name);
  const read = (file: string) => (existsSync(join(meta, file)) ? readFileSync(join(meta, file), "utf8") : undefined);
  return artCredit(read("metadata.json"), read("metadata.desktop"));
}

/** Uploads every slot's file to the copy's media folder and points the content at it. */
function fillSlots(site: string, artDir: string, slots: Slot[]): void {
  mkdirSync(join(site, MEDIA_FOLDER), { recursive: true });
  for (const slot of slots)
    copyFileSync(join(artDir, slotFile(slot)), join(site, MEDIA_FOLDER, decapMediaName(slotFile(slot))));
  const byFile = Map.groupBy(slots, (slot) => slot.file);
  for (const [file, fileSlots] of byFile) {
    const path = join(site, "src/content/data", file);
    const edits = fileSlots.flatMap((slot) =>
      slot.fields.map((field) => ({ path: field, value: uploadUrl(slotFile(slot)) })),
    );
    const text = readFileSync(path, "utf8");
    writeFileSync(
      path,
      file.endsWith(".md")
        ? setFrontMatterFields(
            text,
            edits.map(({ path: [key], value }) => ({ key: String(key), value })),
          )
        : setJsonFields(text, edits),
    );
  }
}

/** Runs `npm run build`'s script in the copy; returns its ms, or exits with the log's end. */
function timedBuild(site: string, label: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ["integrations/build-site.ts"], {
    cwd: site,
    env: { ...process.env, BUILD_DIR: "build", ASTRO_OUT_DIR: "", CONTENT_DIR: "" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Math.round(performance.now() - started);
  writeFileSync(join(site, `build-${label}.log`), `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) {
    console.error(`${result.stdout}\n${result.stderr}`.split("\n").slice(-40).join("\n"));
    console.error(`real art: the build (${label}) failed; log in ${join(site, `build-${label}.log`)}`);
    process.exit(1);
  }
  return ms;
}

/** The bytes of the images under build/client/_astro/ that the build made of the uploads (named after them). */
function pictureBytes(site: string, uploads: string[]): RealArtSite["pictureBytes"] {
  const dir = join(site, "build/client/_astro");
  const stems = uploads.map((upload) => `${upload.replace(/\.[^.]+$/, "")}.`);
  const byFormat: Record<string, number> = {};
  let files = 0;
  for (const file of readdirSync(dir)) {
    const format = /\.(avif|webp|jpe?g|png)$/i.exec(file)?.[1]?.toLowerCase();
    if (!format || !stems.some((stem) => file.startsWith(stem))) continue;
    byFormat[format] = (byFormat[format] ?? 0) + statSync(join(dir, file)).size;
    files++;
  }
  return { total: Object.values(byFormat).reduce((a, b) => a + b, 0), files, byFormat };
}

/**
 * Makes the real-art build (see the module's comment).
 * @param artDir - the real-art tool's folder
 * @param site - where to make it
 * @returns what it wrote to `real-art.json`
 */
export function makeRealArtSite(artDir: string, site = realArtSiteDir()): RealArtSite {
  if (resolve(site).startsWith(`${ROOT}/`) || resolve(site) === ROOT)
    throw new Error(`BENCH_ART_SITE (${site}) must be outside the checkout`);
  const slots = planSlots(artPieces(readdirSync(artDir)));
  copyCheckout(site);
  fillSlots(site, artDir, slots);
  const newPictures = timedBuild(site, "new-pictures");
  const nothingNew = timedBuild(site, "nothing-new");
  const uploads = [...new Set(slots.map((slot) => decapMediaName(slotFile(slot))))];
  const record: RealArtSite = {
    artDir: resolve(artDir),
    commit: git("rev-parse", "HEAD").trim(),
    dirty: git("status", "--porcelain", "--untracked-files=no").trim() !== "",
    builtAt: new Date().toISOString(),
    slots: slots.map((slot) => ({
      label: slot.label,
      upload: uploadUrl(slotFile(slot)),
      source: slotFile(slot),
      ...creditOf(artDir, slot.piece.name),
      routes: slot.routes,
    })),
    buildMs: { newPictures, nothingNew },
    pictureBytes: pictureBytes(site, uploads),
  };
  writeFileSync(join(site, "real-art.json"), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/**
 * The record as Markdown: the slots with their credits, the build times and the picture bytes.
 * @param record - what {@link makeRealArtSite} wrote
 */
export function realArtSummary(record: RealArtSite): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    `Real-art build of ${record.commit.slice(0, 10)}${record.dirty ? " (with uncommitted changes)" : ""}, pictures from ${record.artDir}, built ${record.builtAt}`,
    [
      "| slot | upload | picture | author | licence | pages |",
      "| --- | --- | --- | --- | --- | --- |",
      ...record.slots.map(
        (s) => `| ${s.label} | ${s.upload} | ${s.source} | ${s.author} | ${s.licence} | ${s.routes.join(", ")} |`,
      ),
    ].join("\n"),
    `Build (npm run build's script): ${(record.buildMs.newPictures / 1000).toFixed(1)} s with every picture new, ${(record.buildMs.nothingNew / 1000).toFixed(1)} s with nothing new`,
    `Pictures made from the ${new Set(record.slots.map((s) => s.upload)).size} uploads: ${record.pictureBytes.files} files, ${kB(record.pictureBytes.total)} (${Object.entries(
      record.pictureBytes.byFormat,
    )
      .map(([format, bytes]) => `${format} ${kB(bytes)}`)
      .join(", ")})`,
  ].join("\n\n");
}

if (import.meta.main) {
  const artDir = process.argv[2] ?? process.env.BENCH_ART;
  if (!artDir) {
    console.error("real art: name the folder the real-art tool wrote: BENCH_ART=DIR npm run bench:real-art");
    process.exit(1);
  }
  try {
    console.log(realArtSummary(makeRealArtSite(artDir)));
    console.log(`\nServed by the bench with BENCH_ART set; the build is ${join(realArtSiteDir(), "build")}`);
  } catch (error) {
    console.error(`real art: ${(error as Error).message}`);
    process.exit(1);
  }
}
