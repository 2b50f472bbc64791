/**
 * The raster files of the site, rendered with sharp from our own SVG artwork (no stock images, no AI art):
 * - the favicon set and web app icons drawn from the logo, written under public/ for the browsers and
 *   crawlers that want a file (decision 008);
 * - a sample raster source for the content's image pipeline, written under src/content/images/,
 *   where the owner's own JPEG/PNG art goes: the build turns it into AVIF and WebP (src/content/pictures.server.ts).
 */
import sharp from "sharp";
import { C } from "./core/palette.ts";

/** One raster file: where it goes (relative to the project folder), its pixel size and its bytes. */
export type RasterFile = { path: string; width: number; height: number; bytes: Buffer };

/** What a raster file is drawn from: an SVG, the square size in px, and the layout of the art on the canvas. */
export type RasterSpec = {
  path: string;
  svg: string;
  size: number;
  /** Share of the canvas the artwork spans (1 = edge to edge). */
  scale: number;
  /** An opaque background colour; without one the canvas stays transparent. */
  background?: string;
};

/**
 * Renders an SVG into a square PNG: the artwork scaled to `scale` of the canvas and centred,
 * on `background` or transparent. Deterministic for a given sharp/libvips build.
 * @param spec - the SVG, the canvas size in px, the artwork's share of it and the background
 * @returns the PNG bytes
 * @throws Error from sharp when the SVG cannot be parsed
 */
export async function renderPng({ svg, size, scale, background }: Omit<RasterSpec, "path">): Promise<Buffer> {
  const inner = Math.round(size * scale);
  // Rasterise at a density that gives at least `inner` px (the SVG's own width is at 72 dpi), then resize.
  const svgWidth = Number(/<svg\b[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? inner);
  const art = await sharp(Buffer.from(svg), { density: 72 * Math.max(1, inner / svgWidth) })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const offset = Math.floor((size - inner) / 2);
  const canvas = sharp({
    create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  }).composite([{ input: art, left: offset, top: offset }]);
  const flat = background ? canvas.flatten({ background }) : canvas;
  return flat.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
}

/**
 * Wraps PNG images into one `.ico` file (the PNG-in-ICO form every current browser reads):
 * a 6-byte header, a 16-byte directory entry per image, then the PNG bytes.
 * @param images - square PNGs with their size in px (1–256)
 * @returns the ICO bytes
 * @throws RangeError when a size is outside 1–256 px
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new RangeError(`An icon is 1–256 px, not ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size === 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/**
 * The favicon set and app icons drawn from the logo: a 32 px favicon, the 180 px
 * apple-touch icon on an opaque background (iOS shows transparency as black), the 192 and 512 px
 * manifest icons, and a 512 px maskable icon whose logo stays inside the central 80 % safe zone.
 * @param logoSvg - the studio mark (art/scenes/logo.ts)
 */
export function iconSpecs(logoSvg: string): RasterSpec[] {
  const dir = "public/assets/images/app-icons";
  return [
    { path: `${dir}/favicon-32.png`, svg: logoSvg, size: 32, scale: 1 },
    { path: "public/apple-touch-icon.png", svg: logoSvg, size: 180, scale: 0.8, background: C.paper },
    { path: `${dir}/icon-192.png`, svg: logoSvg, size: 192, scale: 0.94 },
    { path: `${dir}/icon-512.png`, svg: logoSvg, size: 512, scale: 0.94 },
    // The safe zone is a circle of 40 % radius: a square logo fits inside it at 0.8 / √2 ≈ 0.56 of the side.
    { path: `${dir}/icon-512-maskable.png`, svg: logoSvg, size: 512, scale: 0.56, background: C.paper },
  ];
}

/**
 * The sample raster source of the content image pipeline: the owner's portrait, rendered
 * at 480 px from its SVG. The content names it `/assets/images/people/owner.png`; the build makes
 * AVIF and WebP of it (src/content/README.md, "Replace any picture").
 * @param ownerSvg - the owner's portrait (art/people/cast.ts)
 */
export function sampleSpecs(ownerSvg: string): RasterSpec[] {
  return [{ path: "src/content/images/people/owner.png", svg: ownerSvg, size: 480, scale: 1 }];
}

/**
 * Renders every raster file: the icon set, `/favicon.ico` (16 and 32 px inside) and the sample source.
 * @param svgs - the generated SVGs by path under public/assets/images (art/index.ts)
 * @returns the files with their pixel sizes (the `.ico` reports its largest image)
 * @throws Error when the logo or the owner's portrait is missing from `svgs`
 */
export async function generateRasters(svgs: Map<string, string>): Promise<RasterFile[]> {
  const logoSvg = svgs.get("logo.svg");
  const ownerSvg = svgs.get("people/owner.svg");
  if (!logoSvg || !ownerSvg) throw new Error("The raster files need logo.svg and people/owner.svg");
  const files: RasterFile[] = [];
  for (const spec of [...iconSpecs(logoSvg), ...sampleSpecs(ownerSvg)]) {
    files.push({ path: spec.path, width: spec.size, height: spec.size, bytes: await renderPng(spec) });
  }
  const ico = await Promise.all(
    [16, 32].map(async (size) => ({ size, png: await renderPng({ svg: logoSvg, size, scale: 1 }) })),
  );
  files.push({ path: "public/favicon.ico", width: 32, height: 32, bytes: icoFromPngs(ico) });
  return files;
}
