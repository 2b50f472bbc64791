import type { Page } from "@playwright/test";
import { bookStoreReviews } from "../../src/content/reviews";
import { expect, test } from "../support/fixtures";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * How sections are laid out at the widths where a designer's review found them wrong: rows that line
 * up, dots and cards on one line, labels that do not break badly, rounded corners, spreads per row,
 * and footer links without a page yet. Each is measured in the page as a visitor's eye would judge
 * it, and each test logs its figures (`design:` lines). The lettering inside the artwork is checked
 * by the art's unit test (art/art.test.ts).
 */
const figure = (label: string, value: unknown) => console.log(`design: ${label}: ${JSON.stringify(value)}`);

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

test.describe("the 'Three ways to publish' comparison", () => {
  for (const width of [1024, 1280, 1440]) {
    test(`matching rows line up across the three cards at ${width} px`, async ({ page }) => {
      await at(page, width, ROUTES.home);
      const cards = page.locator("#get-started article");
      await expect(cards).toHaveCount(3);
      const tops = await cards.evaluateAll((articles) =>
        articles.map((article) => [
          ...[...article.querySelectorAll("h3")].map((heading) => heading.getBoundingClientRect().top),
          ...[...article.querySelectorAll("dt")].map((term) => term.getBoundingClientRect().top),
        ]),
      );
      const rows = tops[0]?.length ?? 0;
      expect(rows).toBeGreaterThan(1);
      const offsets = Array.from({ length: rows }, (_, row) => {
        const column = tops.map((card) => card[row] ?? NaN);
        return Math.max(...column) - Math.min(...column);
      });
      figure(`comparison row offsets at ${width}px (title, then each row)`, offsets.map(Math.round));
      for (const offset of offsets) expect(offset).toBeLessThanOrEqual(1);
    });
  }
});

test.describe("the book-store reviews' dots", () => {
  for (const width of [320, 390, 768]) {
    test(`all ${bookStoreReviews.length} sit on one line, each a target of at least 24 × 44 px, at ${width} px`, async ({
      page,
    }) => {
      await at(page, width, ROUTES.books);
      const dots = page
        .getByRole("region", { name: "Book-store reviews" })
        .getByRole("button", { name: /^Show review/ });
      await expect(dots).toHaveCount(bookStoreReviews.length);
      const boxes = await dots.evaluateAll((buttons) =>
        buttons.map((button) => {
          const { top, width, height } = button.getBoundingClientRect();
          return { top, width, height };
        }),
      );
      const lines = new Set(boxes.map((box) => Math.round(box.top))).size;
      const narrowest = Math.min(...boxes.map((box) => box.width));
      figure(`dots at ${width}px`, { lines, narrowest: Math.round(narrowest * 10) / 10 });
      expect(lines).toBe(1);
      expect(narrowest).toBeGreaterThanOrEqual(24);
      for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
      // The row stays inside the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe("the book-store reviews on a wide screen", () => {
  test("at 1440 px the heading stands beside the strip, which fills the rest of the page's width", async ({ page }) => {
    await at(page, 1440, ROUTES.testimonials);
    const section = page.locator("#store-reviews");
    const heading = await section.getByRole("heading", { level: 2 }).boundingBox();
    const strip = await section.getByRole("region", { name: "Book-store reviews" }).boundingBox();
    const container = await section.locator(".container-page").boundingBox();
    if (!heading || !strip || !container) throw new Error("section not laid out");
    const used = (strip.x + strip.width - container.x) / container.width;
    figure("store reviews at 1440px", {
      heading: [Math.round(heading.x), Math.round(heading.x + heading.width)],
      strip: [Math.round(strip.x), Math.round(strip.x + strip.width)],
      widthUsed: Math.round(used * 100) / 100,
    });
    expect(heading.x + heading.width).toBeLessThanOrEqual(strip.x);
    expect(Math.abs(heading.y + heading.height / 2 - (strip.y + strip.height / 2))).toBeLessThan(strip.height / 2);
    expect(used).toBeGreaterThanOrEqual(0.95);
  });

  test("at 1280 px the three 250 px cards stay under the heading (spec §9)", async ({ page }) => {
    await at(page, 1280, ROUTES.testimonials);
    const section = page.locator("#store-reviews");
    const heading = await section.getByRole("heading", { level: 2 }).boundingBox();
    const strip = section.getByRole("region", { name: "Book-store reviews" });
    const box = await strip.boundingBox();
    if (!heading || !box) throw new Error("section not laid out");
    expect(box.y).toBeGreaterThan(heading.y + heading.height);
    const shown = strip.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(shown).toHaveCount(3);
    for (const width of await shown.evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().width)))
      expect(width).toBeCloseTo(250, 0);
  });
});

test.describe("the home page's stat cards", () => {
  for (const width of [320, 390, 768, 1024, 1440]) {
    test(`no figure breaks inside and no label ends on a lone word at ${width} px`, async ({ page }) => {
      await at(page, width, ROUTES.home);
      const cards = await page.locator("#intro dl > div").evaluateAll((divs) =>
        divs.map((div) => {
          const [, value, label] = div.children as unknown as [Element, HTMLElement, HTMLElement];
          const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
          // The words of the label grouped by line: where each word's box starts.
          const text = label.firstChild as Text;
          const tops: number[] = [];
          const range = document.createRange();
          for (const match of text.data.matchAll(/\S+/g)) {
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            tops.push(Math.round(range.getBoundingClientRect().top));
          }
          const lastLine = tops.filter((top) => top === tops.at(-1)).length;
          return {
            value: value.textContent,
            valueLines: Math.round(value.getBoundingClientRect().height / lineHeight),
            labelLines: new Set(tops).size,
            wordsOnLastLine: lastLine,
          };
        }),
      );
      figure(`stat cards at ${width}px`, cards);
      expect(cards).toHaveLength(4);
      for (const card of cards) {
        expect(card.valueLines, `${card.value}`).toBe(1);
        if (card.labelLines > 1) expect(card.wordsOnLastLine, `${card.value}'s label`).toBeGreaterThan(1);
      }
    });
  }
});

test.describe("the article's picture on /resources/{id}", () => {
  for (const width of [390, 1024, 1440]) {
    test(`is rounded on all four corners at ${width} px`, async ({ page }) => {
      await at(page, width, resourcePath(1));
      const picture = page.locator("article > header + div img");
      const radii = await picture.evaluate((image) => {
        const style = getComputedStyle(image);
        return [
          style.borderTopLeftRadius,
          style.borderTopRightRadius,
          style.borderBottomRightRadius,
          style.borderBottomLeftRadius,
        ].map(parseFloat);
      });
      figure(`article picture corners at ${width}px`, radii);
      expect(radii[0]).toBeGreaterThan(0);
      expect(new Set(radii).size).toBe(1);
    });
  }
});

test.describe("book-layout spreads", () => {
  for (const [path, name] of [
    [ROUTES.portfolio, "Book layouts"],
    [bookPath(1), "Inside the book"],
  ] as const) {
    test(`${path}: one spread per row, full width, at 390 px; two per row from 640 px`, async ({ page }) => {
      await at(page, 390, path);
      const list = page.getByRole("region", { name }).getByRole("list");
      const spreads = list.first().getByRole("button", { name: /^Open image/ });
      const widths = async () => {
        const listWidth = (await list.first().boundingBox())?.width ?? 0;
        const boxes = await spreads.evaluateAll((buttons) =>
          buttons.map((button) => {
            const { top, width } = button.getBoundingClientRect();
            return { top: Math.round(top), width };
          }),
        );
        return { listWidth, boxes, rows: new Set(boxes.map((box) => box.top)).size };
      };
      const phone = await widths();
      figure(`${path} spreads at 390px`, {
        perRow: phone.boxes.length / phone.rows,
        size: `${Math.round(phone.boxes[0]?.width ?? 0)} of ${Math.round(phone.listWidth)} px`,
      });
      expect(phone.boxes.length).toBeGreaterThan(1);
      expect(phone.rows).toBe(phone.boxes.length);
      for (const box of phone.boxes) expect(box.width).toBeGreaterThanOrEqual(phone.listWidth - 1);

      await page.setViewportSize({ width: 768, height: 900 });
      const tablet = await widths();
      expect(tablet.rows).toBe(Math.ceil(tablet.boxes.length / 2));
    });
  }
});

test.describe("footer links whose page does not exist yet", () => {
  test("say 'coming soon' instead of looking broken", async ({ page }) => {
    await page.goto(ROUTES.home);
    const placeholders = page.locator("footer li").filter({ hasNot: page.locator("a, button") });
    const texts = await placeholders.allInnerTexts();
    figure("footer links without a page", texts);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain("coming soon");
  });
});
