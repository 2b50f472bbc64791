/**
 * Which raster pictures the content names, where each is shown, and whether each can be (spec §3
 * images, decision 030): the build encodes a picture only for the slots it appears in, and stops
 * on a picture that is missing, not a JPEG, PNG or WebP, or too small for its slot, with one line
 * naming the file, the entry and the field, as the content check does (validate.ts).
 */
import { isRasterUrl } from "./picture-map";
import { slotLargestWidth, type SlotName } from "./picture-slots";
import { labelOf, pathText } from "./validate";
import type { ReadFile } from "./data-files.server";

/** One place the content names a raster picture. */
export type PictureUse = {
  url: string;
  /** The slots the field's picture is shown in (none: the site never shows it, e.g. a cover's preview). */
  slots: SlotName[];
  /** e.g. `src/content/data/books/3.json` */
  file: string;
  /** e.g. `book 3`, `illustrations[4] ("A young fox …")` */
  entry: string;
  /** e.g. `bookDetailsGalleryImages[0].fullImageUrl` */
  field: string;
};

/** The content's files as the build reads them (data-files.server.ts). */
export type ContentFiles = { books: ReadFile[]; resources: ReadFile[]; lists: ReadFile[] };

/**
 * Where each field's picture is shown, by `kind:field` (kind: `book`, `resource`, or a list file's
 * name); the first pattern that matches wins. A field not listed is not a content picture.
 */
const FIELD_SLOTS: [RegExp, SlotName[]][] = [
  [/^book:galleryCoverUrl$/, ["book-card", "book-card-may-like"]],
  [/^book:bookDetailsGalleryImages\[0\]\.fullImageUrl$/, ["book-cover", "lightbox"]],
  [/^book:bookDetailsGalleryImages\[0\]\.previewImageUrl$/, []],
  [/^book:bookDetailsGalleryImages\[\d+\]\.previewImageUrl$/, ["spread-thumb"]],
  [/^book:bookDetailsGalleryImages\[\d+\]\.fullImageUrl$/, ["lightbox"]],
  [/^galleries:(illustrations|coverDesigns)\[\d+\]\.previewImageUrl$/, ["gallery-thumb"]],
  [/^galleries:bookLayouts\[\d+\]\.previewImageUrl$/, ["spread-thumb"]],
  [/^galleries:\w+\[\d+\]\.fullImageUrl$/, ["lightbox"]],
  [/^site:studio\.owner\.photoUrl$/, ["owner"]],
  [/^reviews:clientReviews\[\d+\]\.reviewerPhotoUrl$/, ["client-review"]],
  [/^reviews:bookStoreReviews\[\d+\]\.reviewerPhotoUrl$/, ["store-review"]],
  [/^resource:featuredCoverUrl$/, ["resource-hero", "resource-featured"]],
  [/^resource:galleryCoverUrl$/, ["resource-card-home", "resource-card-list"]],
];

/** Every string of `value` with its path, at any depth. */
function strings(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

/**
 * The uses of one file's raster pictures: a collection file's are all of one entry (`book 3`); a list
 * file's are named by list and index (`illustrations[4] ("…")`), or by top-level key (`studio`).
 */
function usesIn(read: ReadFile, kind: string, entry?: string): PictureUse[] {
  return strings(read.data).flatMap(({ path, text }) => {
    const slots = FIELD_SLOTS.find(([pattern]) => pattern.test(`${kind}:${pathText(path)}`))?.[1];
    if (!slots || !isRasterUrl(text)) return [];
    if (entry) return [{ url: text, slots, file: read.file, entry, field: pathText(path) }];
    const [list, index] = path;
    const indexed = typeof index === "number";
    const entries = (read.data as Record<string, unknown[] | undefined>)[String(list)];
    return [
      {
        url: text,
        slots,
        file: read.file,
        entry: indexed ? `${pathText([String(list), index])}${labelOf(entries?.[index])}` : String(list),
        field: pathText(path.slice(indexed ? 2 : 1)),
      },
    ];
  });
}

/**
 * Every place the content names a raster picture the site shows.
 * @param files - the books, resources and list files as read (data-files.server.ts)
 * @returns the uses, in file order
 */
export function pictureUses({ books, resources, lists }: ContentFiles): PictureUse[] {
  const id = (read: ReadFile) => (read.data as { id?: unknown } | undefined)?.id ?? read.file;
  return [
    ...books.flatMap((read) => usesIn(read, "book", `book ${String(id(read))}`)),
    ...resources.flatMap((read) => usesIn(read, "resource", `resource ${String(id(read))}`)),
    ...lists.flatMap((read) => usesIn(read, read.file.replace(/^.*\//, "").replace(/\.json$/, ""))),
  ];
}

/** What the build found at a picture's source file: its size in px and format, or why it has none. */
export type SourceFacts =
  | { kind: "image"; width: number; height: number; format: string }
  | { kind: "missing" }
  | { kind: "unreadable"; reason: string };

/** The formats a source may be in (the content's extensions: .jpg, .jpeg, .png, .webp). */
const SOURCE_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * The problems of the content's pictures, one line each (decision 030): a source that is missing,
 * not a JPEG, PNG or WebP, or too small, that is narrower than the widest its slot shows it at 1×
 * (picture-slots.ts, `slotLargestWidth`), so it would be stretched on every screen.
 * @param uses - where the content names each picture ({@link pictureUses})
 * @param facts - what the build found at each URL's source file
 * @param sourceOf - the source's path to name in messages, e.g. `src/content/images/books/3/cover.jpg`
 * @returns one line per use with a problem, e.g.
 *   `src/content/data/books/3.json: book 3: galleryCoverUrl: /assets/images/books/3/cover.jpg is 120 px wide, too small: …`
 */
export function pictureProblems(
  uses: readonly PictureUse[],
  facts: ReadonlyMap<string, SourceFacts>,
  sourceOf: (url: string) => string,
): string[] {
  return uses.flatMap(({ url, slots, file, entry, field }) => {
    const where = `${file}: ${entry}: ${field}: ${url}`;
    const found = facts.get(url) ?? { kind: "missing" };
    if (found.kind === "missing") return [`${where} has no file ${sourceOf(url)}`];
    if (found.kind === "unreadable" || !SOURCE_FORMATS.has(found.format))
      return [`${where}: ${sourceOf(url)} is not a JPEG, PNG or WebP picture`];
    const aspect = found.width / found.height;
    const [slot, need] = slots
      .map((name) => [name, slotLargestWidth(name, aspect)] as const)
      .reduce<readonly [string, number]>((widest, next) => (next[1] > widest[1] ? next : widest), ["", 0]);
    return found.width < need
      ? [
          `${where} is ${found.width} px wide, too small: the ${slot} slot shows it up to ${need} px wide (use at least ${need} px, better ${need * 2})`,
        ]
      : [];
  });
}
