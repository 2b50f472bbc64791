import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * The pure half of the bench's real-art mode (docs/speed-and-budgets.md, "Real art"): which real
 * pictures go into which of the owner's picture slots, under which names Decap CMS keeps the
 * uploads, and the content files rewritten as the editor at /admin writes them (decision 007:
 * `media_folder` src/content/images/uploads, `public_folder` /assets/images/uploads). No file
 * system here; tools/bench/real-art-site.ts does the copying and the building.
 */

/** The three files the real-art tool (`../shared/tools/real-art DIR`) writes of one source image. */
export type ArtPiece = {
  /** The source's name, e.g. `SafeLanding`. */
  name: string;
  /** `NAME.jpg`: the untouched original (2560–5120 px wide). */
  original: string;
  /** `NAME-cover.jpg`: a 3:4 crop at 2160 × 2880 px, as a book cover scan. */
  cover: string;
  /** `NAME-spread.jpg`: a 2:1 crop at 3200 × 1600 px, as an inside spread. */
  spread: string;
};

/** Which of a piece's files a slot takes. */
export type Shape = "original" | "cover" | "spread";

/** One picture field of the content that gets a real picture. */
export type Slot = {
  /** What the owner sees, e.g. `book 1: cover`. */
  label: string;
  /** The content file, relative to src/content/data/, e.g. `books/1.json`. */
  file: string;
  /** The fields set to the picture: JSON paths, or for a Markdown article its front-matter keys (one element each). */
  fields: (string | number)[][];
  /** The piece and the file of it that fills the slot. */
  piece: ArtPiece;
  shape: Shape;
  /** The pages of the bench that show it. */
  routes: string[];
};

/** Where Decap CMS keeps uploads (`media_folder` of public/admin/config.yml), relative to the project. */
export const MEDIA_FOLDER = "src/content/images/uploads";
/** How the content names an upload (`public_folder` of public/admin/config.yml). */
export const PUBLIC_FOLDER = "/assets/images/uploads";

/** The books given real art: cover and both spreads. */
export const REAL_ART_BOOKS = [1, 2, 3, 4] as const;
/** The article given real art (its home-page card, its page's wide picture and its card on /resources). */
export const REAL_ART_RESOURCE = 1;

/**
 * The pages the real-art bench measures by default: each shows real art but `/about`, which has no
 * picture the owner fills but the figures' icons (the owner's photo is on the home page, spec §2), and
 * stands beside them as the page whose pictures did not change.
 */
export const REAL_ART_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.books,
  bookPath(REAL_ART_BOOKS[0]),
  ROUTES.portfolio,
  ROUTES.about,
  resourcePath(REAL_ART_RESOURCE),
];

/**
 * Groups the real-art tool's files into pieces: a name counts when its original, cover and spread
 * are all there (`NAME.jpg`, `NAME-cover.jpg`, `NAME-spread.jpg`); other files are ignored.
 * @param fileNames - the folder's file names (no paths)
 * @returns the complete pieces, sorted by name (so a plan does not depend on the listing's order)
 */
export function artPieces(fileNames: readonly string[]): ArtPiece[] {
  const files = new Set(fileNames);
  return [...files]
    .filter((file) => /\.jpg$/.test(file) && !/-(cover|spread)\.jpg$/.test(file))
    .map((file) => file.slice(0, -".jpg".length))
    .filter((name) => files.has(`${name}-cover.jpg`) && files.has(`${name}-spread.jpg`))
    .sort()
    .map((name) => ({ name, original: `${name}.jpg`, cover: `${name}-cover.jpg`, spread: `${name}-spread.jpg` }));
}

/**
 * The name Decap CMS gives an uploaded file (decap-cms-core's `persistMedia`: lower-cased, then
 * slug-sanitised with the config's `slug` settings: accents dropped, every character but ASCII letters,
 * digits, `_`, `-`, `.` and `~` replaced by `-`, runs of `-` made one, none at either end).
 * @param fileName - the file as picked, e.g. `SafeLanding-cover.jpg`
 * @returns e.g. `safelanding-cover.jpg`
 */
export function decapMediaName(fileName: string): string {
  const ascii = fileName
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  return ascii
    .replace(/[^\w.~-]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The content URL of an upload, e.g. `/assets/images/uploads/safelanding-cover.jpg`. */
export function uploadUrl(fileName: string): string {
  return `${PUBLIC_FOLDER}/${decapMediaName(fileName)}`;
}

/**
 * Which real picture fills which slot. With pieces P0…Pn−1 (taken in turn, repeating when there are
 * fewer than six): books 1–4 get the covers of P0–P3 and the spreads of the next two pieces each; the
 * first illustrations of the portfolio (up to eight, the home page's teaser) get the originals; the
 * four cover designs the covers of P0–P3 (the books' own covers, as a studio shows them); the four
 * book layouts the spreads of P0–P3; the owner's photo and the first client review's photo (shown on
 * the home page) the covers of P4 and P5; article 1's two pictures the spread of P0.
 * @param pieces - from {@link artPieces}
 * @returns the slots, in the order above
 * @throws Error when there is no piece
 */
export function planSlots(pieces: readonly ArtPiece[]): Slot[] {
  if (pieces.length === 0) throw new Error("real art: no NAME.jpg with NAME-cover.jpg and NAME-spread.jpg");
  const piece = (i: number) => pieces[i % pieces.length] as ArtPiece;
  const both = (path: (string | number)[]) => [
    [...path, "previewImageUrl"],
    [...path, "fullImageUrl"],
  ];
  const slots: Slot[] = [];
  REAL_ART_BOOKS.forEach((id, k) => {
    const file = `books/${id}.json`;
    const routes = [ROUTES.books, bookPath(id)];
    slots.push(
      {
        label: `book ${id}: cover`,
        file,
        fields: [["galleryCoverUrl"], ...both(["bookDetailsGalleryImages", 0])],
        piece: piece(k),
        shape: "cover",
        routes,
      },
      ...[1, 2].map((n) => ({
        label: `book ${id}: spread ${n}`,
        file,
        fields: both(["bookDetailsGalleryImages", n]),
        piece: piece(k + n),
        shape: "spread" as const,
        routes: [bookPath(id)],
      })),
    );
  });
  for (let i = 0; i < Math.min(pieces.length, 8); i++)
    slots.push({
      label: `portfolio: illustration ${i + 1}`,
      file: "galleries.json",
      fields: both(["illustrations", i]),
      piece: piece(i),
      shape: "original",
      routes: [ROUTES.home, ROUTES.portfolio],
    });
  for (const [list, shape, what] of [
    ["coverDesigns", "cover", "cover design"],
    ["bookLayouts", "spread", "book layout"],
  ] as const)
    for (let i = 0; i < 4; i++)
      slots.push({
        label: `portfolio: ${what} ${i + 1}`,
        file: "galleries.json",
        fields: both([list, i]),
        piece: piece(i),
        shape,
        routes: [ROUTES.portfolio],
      });
  slots.push(
    {
      label: "the owner's photo",
      file: "site.json",
      fields: [["studio", "owner", "photoUrl"]],
      piece: piece(4),
      shape: "cover",
      routes: [ROUTES.home],
    },
    {
      label: "client review 1: reviewer's photo",
      file: "reviews.json",
      fields: [["clientReviews", 0, "reviewerPhotoUrl"]],
      piece: piece(5),
      shape: "cover",
      routes: [ROUTES.home, ROUTES.testimonials],
    },
    {
      label: `article ${REAL_ART_RESOURCE}: home-page and page picture, card picture`,
      file: `resources/${REAL_ART_RESOURCE}.md`,
      fields: [["featuredCoverUrl"], ["galleryCoverUrl"]],
      piece: piece(0),
      shape: "spread",
      routes: [ROUTES.home, ROUTES.resources, resourcePath(REAL_ART_RESOURCE)],
    },
  );
  return slots;
}

/** The file of its piece a slot takes, e.g. `SafeLanding-cover.jpg`. */
export function slotFile(slot: Slot): string {
  return slot.piece[slot.shape];
}

/**
 * Sets fields of a JSON content file and writes it as Decap CMS does (`JSON.stringify(data, null, 2)`,
 * decap-cms-core's JSON format).
 * @param text - the file's text
 * @param edits - each field's path (keys and list indexes) and its new value
 * @returns the new text
 * @throws Error when a path does not lead to an existing string field (the sample changed shape)
 */
export function setJsonFields(text: string, edits: readonly { path: (string | number)[]; value: string }[]): string {
  const data = JSON.parse(text) as unknown;
  for (const { path, value } of edits) {
    let parent: unknown = data;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown> | undefined)?.[key];
    const last = path.at(-1) as string | number;
    const holder = parent as Record<string | number, unknown> | undefined;
    if (typeof holder?.[last] !== "string") throw new Error(`real art: no picture field ${path.join(".")}`);
    holder[last] = value;
  }
  return JSON.stringify(data, null, 2);
}

/**
 * Sets top-level keys of a Markdown file's front matter (the lines between the first two `---`),
 * leaving every other line as it is. Decap CMS writes the same values (it would also re-serialise
 * the other keys in its field order, which changes no value).
 * @param text - the file's text
 * @param edits - each key and its new value (a URL: written unquoted, as YAML allows)
 * @returns the new text
 * @throws Error when the file has no front matter or the front matter has no such key
 */
export function setFrontMatterFields(text: string, edits: readonly { key: string; value: string }[]): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error("real art: the article has no front matter");
  let front = match[1] as string;
  for (const { key, value } of edits) {
    const line = new RegExp(`^${key}:.*$`, "m");
    if (!line.test(front)) throw new Error(`real art: the front matter has no ${key}`);
    front = front.replace(line, `${key}: ${value}`);
  }
  return `---\n${front}\n---\n${text.slice(match[0].length)}`;
}

/** Who made a picture and under which licence, as its package's metadata says. */
export type Credit = { author: string; licence: string };

/**
 * A picture's credit from its wallpaper package's metadata (the file the real-art tool reads):
 * `metadata.json` (KPlugin.Authors[0].Name, KPlugin.License) or, for older ones, `metadata.desktop`
 * (X-KDE-PluginInfo-Author, X-KDE-PluginInfo-License).
 * @param json - metadata.json's text, if the piece has one
 * @param desktop - metadata.desktop's text, if the piece has one
 * @returns the author and the licence, `?` for what neither says
 */
export function artCredit(json?: string, desktop?: string): Credit {
  if (json) {
    const plugin = (JSON.parse(json) as { KPlugin?: { Authors?: { Name?: string }[]; License?: string } }).KPlugin;
    return { author: plugin?.Authors?.[0]?.Name ?? "?", licence: plugin?.License ?? "?" };
  }
  const text = desktop ?? "";
  return {
    author: /^X-KDE-PluginInfo-Author=(.*)$/m.exec(text)?.[1]?.trim() ?? "?",
    licence: /^X-KDE-PluginInfo-License=(.*)$/m.exec(text)?.[1]?.trim() ?? "?",
  };
}
