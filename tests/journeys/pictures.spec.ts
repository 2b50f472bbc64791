import type { Locator, Page } from "@playwright/test";
import { studio } from "../../src/content/site";
import { expect, test } from "../support/fixtures";
import { ROUTES, WEB_MANIFEST_PATH } from "../../src/routes.ts";

/**
 * Where the build puts an image variant: the Astro build (decision 012) writes its assets, images included,
 * to `/_astro/owner.<hash>.avif`.
 */
const variant = (extension: string) => String.raw`\/_astro\/owner\.[\w-]{8}\.${extension}`;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The owner's portrait on the home page (the sample's raster picture), scrolled to and loaded. */
async function loadedPortrait(page: Page): Promise<Locator> {
  await page.goto(ROUTES.home);
  const portrait = page.getByRole("img", { name: `Portrait of ${studio.owner.name}` });
  await portrait.scrollIntoViewIfNeeded();
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return portrait;
}

test("a raster content image is served as AVIF from a <picture> with AVIF and WebP sources and its intrinsic size", async ({
  page,
  request,
}) => {
  expect(studio.owner.photoUrl).toMatch(/\.png$/);
  const portrait = await loadedPortrait(page);

  const picture = await portrait.evaluate((img: HTMLImageElement) => ({
    parent: img.parentElement?.tagName,
    sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => ({
      type: source.type,
      srcset: source.srcset,
      sizes: source.sizes,
    })),
    src: img.getAttribute("src"),
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
    currentSrc: img.currentSrc,
    rendered: img.getBoundingClientRect().width,
  }));
  expect(picture.parent).toBe("PICTURE");
  // Each format for screens up to the density ceiling, then past it (decision 030).
  expect(picture.sources.map((source) => source.type)).toEqual([
    "image/avif",
    "image/avif",
    "image/webp",
    "image/webp",
  ]);
  for (const source of picture.sources) {
    // The portrait's slot (240 px, 192 px on phones) at 1× and 2×, from a 480 px source (decision 030).
    expect(source.srcset).toMatch(new RegExp(`^${variant("(avif|webp)")} 240w, .+ 400w, .+ 480w$`));
    expect(source.sizes).not.toBe("");
  }
  expect([picture.width, picture.height]).toEqual(["480", "480"]);
  expect(picture.src).toMatch(new RegExp(`^${variant("png")}$`));
  // Chromium supports AVIF, so it takes the first source, at a width that fits the layout.
  expect(picture.currentSrc).toMatch(new RegExp(`${variant("avif")}$`));
  expect(picture.rendered).toBeLessThanOrEqual(240);

  const file = await request.get(new URL(picture.currentSrc).pathname);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/avif");
  expect(file.headers()["cache-control"]).toContain("immutable");
  expect((await file.body()).length).toBeLessThan(25_000);
  // The content URL itself is not a file of the site: only the build's variants are.
  expect((await request.get(studio.owner.photoUrl)).status()).toBe(404);
});

for (const deviceScaleFactor of [2, 3]) {
  test.describe(`on a 390 px phone at ${deviceScaleFactor}×`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor });

    test("a picture is fetched at 2× at most: the portrait (192 px) takes its 400 px file", async ({ page }) => {
      const portrait = await loadedPortrait(page);
      const { fileWidth, rendered } = await portrait.evaluate((img: HTMLImageElement) => {
        // The width the srcset gives the file the browser took (naturalWidth is in CSS px, not the file's).
        const taken = new URL(img.currentSrc).pathname;
        const entries = [...(img.parentElement?.querySelectorAll("source") ?? [])].flatMap((source) =>
          source.srcset.split(",").map((entry) => entry.trim().split(/\s+/)),
        );
        const entry = entries.find(([url]) => url === taken);
        return { fileWidth: Number(entry?.[1]?.replace("w", "")), rendered: img.getBoundingClientRect().width };
      });
      expect(rendered).toBe(192);
      // 2 × 192 = 384 px rounds up to the 400 px rung; a 3× phone would otherwise take the 480 px file.
      expect(fileWidth).toBe(400);
    });
  });
}

test("every page links the favicon set, and the icons have the pixel sizes they claim", async ({ page, request }) => {
  await page.goto(ROUTES.about);
  const href = (selector: string) => page.locator(`head ${selector}`).getAttribute("href");
  const icon32 = await href('link[rel="icon"][type="image/png"][sizes="32x32"]');
  const appleIcon = await href('link[rel="apple-touch-icon"]');
  expect([icon32, appleIcon]).toEqual(["/assets/images/app-icons/favicon-32.png", "/apple-touch-icon.png"]);
  // The SVG favicon is the logo written into the page, so drawing it costs no request (decision 008).
  const svgIcon = (await href('link[rel="icon"][type="image/svg+xml"]')) ?? "";
  expect(svgIcon).toMatch(/^data:image\/svg\+xml,/);
  const paths = (svg: string) => [...svg.matchAll(/ d=["']([^"']+)["']/g)].map((match) => match[1]);
  const logo = await (await request.get("/assets/images/logo.svg")).text();
  expect(paths(logo).length).toBeGreaterThan(3);
  expect(paths(decodeURIComponent(svgIcon.slice(svgIcon.indexOf(",") + 1)))).toEqual(paths(logo));
  expect(pngSize(await (await request.get(icon32 ?? "")).body())).toEqual([32, 32]);
  expect(pngSize(await (await request.get(appleIcon ?? "")).body())).toEqual([180, 180]);

  const manifest = (await (await request.get(WEB_MANIFEST_PATH)).json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  const pngIcons = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngIcons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of pngIcons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await response.body()).join("x"), icon.src).toBe(icon.sizes);
  }

  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  // Served with nosniff, so it must say what it is.
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
});
