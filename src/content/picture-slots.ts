/**
 * Where the site shows content pictures (spec §3 images, decision 030): each slot's rendered CSS
 * width as the layout makes it, written once as data from which both the `sizes` attribute and the
 * candidate widths the build encodes are made. The widths were measured in Chromium at 320, 390,
 * 768, 1024 and 1440 px against a build with real art in every slot; `tests/pages/sweeps/
 * picture-sizes.ts` checks `sizes` against the rendered width on every built page.
 *
 * A length is `vw`% of the viewport's width plus `vh`% of its height plus `px` pixels; a rule
 * applies from `minWidth` px of viewport width up to the next rule's, and `min` takes the least of
 * several lengths (the lightbox: bound by the screen's width or, for a tall picture, its height).
 */

/** A CSS length in the viewport's terms: `vw`/100 × width + `vh`/100 × height + `px`. */
export type SlotLength = { vw?: number; vh?: number; px?: number };

/** One breakpoint of a slot: from `minWidth` px of viewport width, the least of `min`'s lengths. */
export type SlotRule = { minWidth: number; min: readonly SlotLength[] };

/** A viewport in CSS px. */
export type Viewport = { width: number; height: number };

/**
 * The viewports the slots were measured at, and the candidate widths are made for, each with the
 * screen densities it is made for (decision 030). No candidate is wider than the widest of these
 * viewports needs at {@link DENSITY_CEILING}, and screens of {@link PAST_CEILING_DPPX}× and more ask
 * for 2⁄3 of their density ({@link PAST_CEILING_SCALE}). Phones (320 and 390 px) are 2× or more, so
 * they need no 1× file; tablets and desktops are 1× or 2×.
 */
export const SLOT_VIEWPORTS: readonly (Viewport & { densities: readonly number[] })[] = [
  { width: 320, height: 568, densities: [2] },
  { width: 390, height: 844, densities: [2] },
  { width: 768, height: 1024, densities: [1, 2] },
  { width: 1024, height: 768, densities: [1, 2] },
  { width: 1440, height: 900, densities: [1, 2] },
];

/**
 * The widths (px) a candidate may have: each slot's needs round up to the next rung, so a picture
 * shown in several slots shares files, and the rungs are 11–50 % apart, so a picture has few files.
 * 720 is there for the commonest phones, 390–393 px wide at 2× or more: a slot as wide as their
 * screen less the page's margins (350 px) needs 700 px, which the next rung up, 800, would give with
 * 31 % more pixels to send and decode (decision 030).
 */
export const WIDTH_LADDER = [160, 240, 320, 400, 480, 640, 720, 800, 960, 1280, 1600, 1920, 2560] as const;

// The container (container-page): 20 px each side below 640 px, 32 px from 640 px, at most 1280 px wide.
const fixed = (px: number): SlotRule["min"] => [{ px }];
const part = (vw: number, px: number): SlotRule["min"] => [{ vw, px }];

/** Every slot, by name, with the component that renders it. */
const SLOTS = {
  /** The book's cover on /books/N (its LCP picture): the lightbox trigger, at most 448 px (max-w-md). */
  "book-cover": [
    { minWidth: 1046, min: fixed(448) },
    { minWidth: 1024, min: part(100 / 2.1, -104 / 2.1) },
    { minWidth: 488, min: fixed(448) },
    { minWidth: 0, min: part(100, -40) },
  ],
  /** A cover in the catalogue on /books (book-grid.tsx): 2, 3, then 5 columns. */
  "book-card": [
    { minWidth: 1280, min: fixed(224) },
    { minWidth: 1024, min: part(20, -32) },
    { minWidth: 640, min: part(100 / 3, -112 / 3) },
    { minWidth: 0, min: part(50, -28) },
  ],
  /** A cover under "Books you may like" on /books/N: 2 then 3 columns, at most 896 px (max-w-4xl). */
  "book-card-may-like": [
    { minWidth: 960, min: fixed(283) },
    { minWidth: 640, min: part(100 / 3, -112 / 3) },
    { minWidth: 0, min: part(50, -28) },
  ],
  /** An inside spread's or a book layout's preview (gallery-grid.tsx, two columns from 640 px). */
  "spread-thumb": [
    { minWidth: 1280, min: fixed(598) },
    { minWidth: 640, min: part(50, -42) },
    { minWidth: 0, min: part(100, -40) },
  ],
  /** An illustration's or a cover design's preview on /portfolio and the home page: 2 then 4 columns. */
  "gallery-thumb": [
    { minWidth: 1280, min: fixed(289) },
    { minWidth: 1024, min: part(25, -31) },
    { minWidth: 640, min: part(50, -42) },
    { minWidth: 0, min: part(50, -26) },
  ],
  /** An article's card on the home page (resource-card.tsx): 1 then 2 columns from 768 px. */
  "resource-card-home": [
    { minWidth: 1280, min: fixed(596) },
    { minWidth: 768, min: part(50, -44) },
    { minWidth: 640, min: part(100, -64) },
    { minWidth: 0, min: part(100, -40) },
  ],
  /** An article's card on /resources: 1, 2, then 3 columns. */
  "resource-card-list": [
    { minWidth: 1280, min: fixed(389) },
    { minWidth: 1024, min: part(100 / 3, -112 / 3) },
    { minWidth: 640, min: part(50, -44) },
    { minWidth: 0, min: part(100, -40) },
  ],
  /** The article's wide cover on /resources/N (its LCP picture): at most 800 px. */
  "resource-hero": [
    { minWidth: 864, min: fixed(800) },
    { minWidth: 640, min: part(100, -64) },
    { minWidth: 0, min: part(100, -40) },
  ],
  /** The featured article's cover on /resources (featured-resource.tsx): 1.3 of 2.3 columns from 1024 px. */
  "resource-featured": [
    { minWidth: 1280, min: fixed(688) },
    { minWidth: 1024, min: part(130 / 2.3, -64 * (1.3 / 2.3)) },
    { minWidth: 640, min: part(100, -64) },
    { minWidth: 0, min: part(100, -40) },
  ],
  /** The owner's portrait on the home page (owner-card.tsx). */
  owner: [
    { minWidth: 768, min: fixed(240) },
    { minWidth: 0, min: fixed(192) },
  ],
  /** A client reviewer's photo (client-review-card.tsx). */
  "client-review": [{ minWidth: 0, min: fixed(56) }],
  /** A book-store reviewer's photo (book-store-reviews.tsx). */
  "store-review": [{ minWidth: 0, min: fixed(40) }],
} as const satisfies Record<string, readonly SlotRule[]>;

/** The slots whose width the layout fixes, and the lightbox, whose width follows the picture's shape. */
export type SlotName = keyof typeof SLOTS | "lightbox";

/** Every slot's name. */
export const SLOT_NAMES = [...Object.keys(SLOTS), "lightbox"] as SlotName[];

/**
 * The lightbox (lightbox.tsx): as wide as the screen less its padding and arrows, but no taller than
 * the screen less the bar, caption and arrows, so a tall picture is bound by height.
 * @param aspect - the picture's width ÷ height
 */
function lightboxRules(aspect: number): SlotRule[] {
  const tall = (chrome: number): SlotLength => ({ vh: 100 * aspect, px: -chrome * aspect });
  return [
    { minWidth: 1024, min: [{ vw: 100, px: -176 }, tall(176)] },
    { minWidth: 640, min: [{ vw: 100, px: -48 }, tall(256)] },
    { minWidth: 0, min: [{ vw: 100, px: -24 }, tall(256)] },
  ];
}

/**
 * A slot's rules, widest viewport first.
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height (only the lightbox depends on it)
 */
export function slotRules(slot: SlotName, aspect: number): readonly SlotRule[] {
  return slot === "lightbox" ? lightboxRules(aspect) : SLOTS[slot];
}

/**
 * The density the candidates are made for, 2× (decision 030, "The ceiling on 3× screens"): no
 * candidate is wider than a slot's widest size at 2×, and a 3× phone takes the file a 2× one takes.
 * Past 2× the eye at arm's length tells no more detail, and the bytes grow with the square of the
 * density.
 */
const DENSITY_CEILING = 2;

/**
 * The density (device pixels per CSS pixel) from which a screen asks for fewer pixels than it has:
 * 3× phones and 2.625× or 2.75× Androids. A 2.4× screen still takes the narrowest candidate at
 * least 2.4× the slot (the cover's 960 px file on a 390 px phone).
 */
const PAST_CEILING_DPPX = 2.5;

/** The density {@link PAST_CEILING_SCALE} is set for: most screens past the ceiling are 3× (iPhones). */
const COMMONEST_DENSE_SCREEN = 3;

/**
 * What {@link slotSizes} is scaled by for screens of {@link PAST_CEILING_DPPX}× and more, 2⁄3: a 3×
 * screen asks for 2× the slot, a 2.625× one for 1.75×, a 3.5× one for 2.33×, each rounded up to a
 * candidate.
 */
export const PAST_CEILING_SCALE = DENSITY_CEILING / COMMONEST_DENSE_SCREEN;

/** The media query of the `<source>`s (and preload) for screens of {@link PAST_CEILING_DPPX}× and more. */
export const PAST_CEILING_MEDIA = `(min-resolution: ${PAST_CEILING_DPPX}dppx)`;

/** Every other screen: {@link PAST_CEILING_MEDIA} negated. */
export const UP_TO_CEILING_MEDIA = `not all and ${PAST_CEILING_MEDIA}`;

const round = (value: number) => Math.round(value * 100) / 100;

/** One length as CSS, each term scaled by `scale`: `448px`, `calc(50vw - 28px)`. */
function lengthCss({ vw: vwTerm = 0, vh: vhTerm = 0, px: pxTerm = 0 }: SlotLength, scale: number): string {
  const [vw, vh, px] = [vwTerm * scale, vhTerm * scale, pxTerm * scale];
  const terms = [vw && `${round(vw)}vw`, vh && `${round(vh)}vh`].filter(Boolean);
  if (terms.length === 0) return `${round(px)}px`;
  const text = [terms.join(" + "), px && `${px < 0 ? "-" : "+"} ${round(Math.abs(px))}px`].filter(Boolean).join(" ");
  return terms.length === 1 && !px ? text : `calc(${text})`;
}

/**
 * The `sizes` attribute of a picture in a slot, e.g. `(min-width: 1280px) 224px, …, calc(50vw - 28px)`.
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height
 * @param scale - what every length is multiplied by: 1, the slot's true width; {@link PAST_CEILING_SCALE}
 *   for the screens past the density ceiling, whose browsers then ask for fewer pixels (decision 030,
 *   "The ceiling on 3× screens")
 * @returns the `sizes` list, widest viewport first; lengths rounded to 0.01 px, vw or vh
 */
export function slotSizes(slot: SlotName, aspect: number, scale = 1): string {
  return slotRules(slot, aspect)
    .map(({ minWidth, min }) => {
      const lengths = min.map((length) => lengthCss(length, scale));
      const value = lengths.length === 1 ? lengths[0] : `min(${lengths.join(", ")})`;
      return minWidth > 0 ? `(min-width: ${minWidth}px) ${value}` : value;
    })
    .join(", ");
}

/**
 * The CSS width (px) a slot gives a picture at a viewport, as its `sizes` says.
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height
 * @param viewport - the viewport in CSS px
 */
export function slotWidth(slot: SlotName, aspect: number, { width, height }: Viewport): number {
  const rule = slotRules(slot, aspect).find(({ minWidth }) => width >= minWidth);
  const lengths = (rule?.min ?? []).map(({ vw = 0, vh = 0, px = 0 }) => (vw * width) / 100 + (vh * height) / 100 + px);
  return Math.max(0, Math.min(...lengths));
}

/** The rungs of {@link WIDTH_LADDER} a slot needs at the viewports' densities that `keep` accepts. */
function rungs(slot: SlotName, aspect: number, keep: (density: number) => boolean): number[] {
  const top = WIDTH_LADDER[WIDTH_LADDER.length - 1] ?? 0;
  const widths = SLOT_VIEWPORTS.flatMap((viewport) =>
    viewport.densities.filter(keep).map((density) => {
      const need = Math.ceil(slotWidth(slot, aspect, viewport) * density);
      return WIDTH_LADDER.find((rung) => rung >= need) ?? top;
    }),
  );
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * The candidate widths a slot needs: at each of {@link SLOT_VIEWPORTS} and each of its densities,
 * the slot's width rounded up to the {@link WIDTH_LADDER}.
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height
 * @returns widths in px, ascending, each once
 */
export function slotCandidateWidths(slot: SlotName, aspect: number): number[] {
  return rungs(slot, aspect, () => true);
}

/**
 * The candidate widths a slot shows at 1× on some screen: a 1× browser takes the narrowest candidate
 * at least as wide as the slot, which is the slot's width rounded up to the ladder. At these viewports
 * every other candidate of the slot serves a denser screen (or a 1× screen wider than they are, as a
 * 1920 px desktop's lightbox), where the eye sees each CSS pixel rather than each file pixel: the
 * build encodes those at the quality their SSIM needs at the CSS size (decision 030).
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height
 * @returns widths in px, ascending, each once; a subset of {@link slotCandidateWidths}
 */
export function slotOneXWidths(slot: SlotName, aspect: number): number[] {
  return rungs(slot, aspect, (density) => density === 1);
}

/**
 * The widest a slot shows a picture at 1× (px), over {@link SLOT_VIEWPORTS}: a source narrower than
 * this is stretched on every screen ("too small", decision 030). The lightbox has none: it never
 * shows a picture wider than the picture itself.
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height
 */
export function slotLargestWidth(slot: SlotName, aspect: number): number {
  if (slot === "lightbox") return 0;
  return Math.ceil(Math.max(...SLOT_VIEWPORTS.map((viewport) => slotWidth(slot, aspect, viewport))));
}
