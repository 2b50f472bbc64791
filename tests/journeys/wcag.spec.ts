import type { Locator } from "@playwright/test";
import { offer } from "../../src/content/packages";
import { illustrations } from "../../src/content/galleries";
import { measureIndicator } from "../support/contrast";
import { expect, test } from "../support/fixtures";
import { focused } from "../support/keyboard-focus";
import { shot } from "../support/shots";
import { ROUTES } from "../../src/routes.ts";

/**
 * What a keyboard user notices of WCAG 2.2 AA beyond what axe and the page sweeps' focus walk
 * check, each failure of the audit guarded at 390 and 1280 px where it was seen:
 * the skip link, rings on each surface, the contact form's fields, focus order in the carousel and
 * the phone menu. The consent banner's keyboard is in accessibility-overlays.spec.ts; reflow at
 * 320 px is a page sweep (tests/pages/). Each test logs its figures (`wcag:` lines) for the
 * audit's note. With WCAG_SHOTS=<folder> it also saves screenshots.
 */
const phone = { viewport: { width: 390, height: 844 } } as const;
const desktop = { viewport: { width: 1280, height: 800 } } as const;
const widths = [
  ["390", phone],
  ["1280", desktop],
] as const;

const figure = (label: string, value: unknown) => console.log(`wcag: ${label}: ${JSON.stringify(value)}`);

test.describe("2.4.1 bypass blocks", () => {
  test("the first Tab reaches a visible skip link that moves focus to the main content", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
});

test.describe("1.4.11 focus rings of at least 3:1 on every surface", () => {
  for (const [width, viewport] of widths) {
    test.describe(`at ${width} px`, () => {
      test.use(viewport);

      test("on the navy footer, the navy offer card and the light page", async ({ page }) => {
        await page.goto(ROUTES.pricing);
        // A key press first, so that programmatic focus shows the keyboard's ring (:focus-visible).
        await page.keyboard.press("Tab");
        const targets = {
          "header control on the light page": page
            .getByRole("banner")
            .getByRole("button", { name: "Open menu" })
            .or(page.getByRole("banner").getByRole("link", { name: "Contact us" }))
            .filter({ visible: true }),
          "footer link": page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }),
          "footer logo (on its light plate)": page.getByRole("contentinfo").getByRole("link").first(),
          "offer card button": page
            .locator("article")
            .filter({ has: page.getByRole("heading", { name: offer.title }) })
            .getByRole("link"),
        };
        for (const [label, target] of Object.entries(targets)) {
          await target.first().focus();
          expect(await target.first().evaluate((element) => element.matches(":focus-visible")), label).toBe(true);
          const ring = await measureIndicator(target.first(), "outline");
          figure(`${label} ring at ${width}`, ring);
          expect(ring.style, label).toBe("solid");
          expect(ring.width, label).toBeGreaterThanOrEqual(2);
          expect(ring.ratio, label).toBeGreaterThanOrEqual(3);
          if (label === "footer link") await shot(page, "footer-focus", page.getByRole("contentinfo"));
        }
      });

      test("in the lightbox, on its dark backdrop", async ({ page }) => {
        await page.goto(ROUTES.portfolio);
        const thumbnail = page.getByRole("button", { name: `Open image: ${illustrations[0]?.description}` });
        await thumbnail.focus();
        await page.keyboard.press("Enter");
        const lightbox = page.getByRole("dialog", { name: "Image viewer" });
        await expect(lightbox).toBeVisible();
        await page.keyboard.press("Tab");
        const close = lightbox.getByRole("button", { name: "Close" });
        await expect(close).toBeFocused();
        const ring = await measureIndicator(close, "outline");
        figure(`lightbox close ring at ${width}`, ring);
        expect(ring.ratio).toBeGreaterThanOrEqual(3);
        await page.keyboard.press("Tab");
        const arrow = await measureIndicator(page.locator(":focus"), "outline");
        figure(`lightbox arrow ring at ${width}`, arrow);
        expect(arrow.ratio).toBeGreaterThanOrEqual(3);
      });
    });
  }
});

test.describe("the contact form: borders, required fields and a visible focus on an invalid field", () => {
  for (const [width, viewport] of widths) {
    test.describe(`at ${width} px`, () => {
      test.use(viewport);

      test("1.4.11 field borders of at least 3:1; 3.3.2 said to be required before a submit; 2.4.7 focused invalid field stands out", async ({
        page,
      }) => {
        await page.goto(ROUTES.contactUs);
        const form = page.locator("form").filter({ has: page.getByLabel("Your name") });
        const name = page.getByLabel("Your name");
        const email = page.getByLabel("Your e-mail");
        const fields = [name, email, page.getByLabel("Tell us about your book")];
        for (const field of fields) {
          const border = await measureIndicator(field, "field");
          figure(`field border at ${width}`, border);
          expect.soft(border.ratio).toBeGreaterThanOrEqual(3);
          expect.soft(border.againstFill ?? 0, "against the white fill too").toBeGreaterThanOrEqual(3);
          await expect.soft(field).toHaveAttribute("aria-required", "true");
        }

        await form.getByRole("button", { name: "Send message" }).click();
        await expect(name).toBeFocused();
        await expect(email).toHaveAttribute("aria-invalid", "true");
        const look = (field: Locator) =>
          field.evaluate((element) => {
            const style = getComputedStyle(element);
            return {
              outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
              ring: style.boxShadow,
            };
          });
        const [focusedLook, unfocusedLook] = [await look(name), await look(email)];
        figure(`invalid field focused vs unfocused at ${width}`, { focusedLook, unfocusedLook });
        // The red ring marks both; focus adds a ring of its own outside it.
        expect.soft(unfocusedLook.outline).toMatch(/^none /);
        const ring = await measureIndicator(name, "outline");
        figure(`invalid focused field ring at ${width}`, ring);
        expect.soft(ring.style).toBe("solid");
        expect.soft(ring.width).toBeGreaterThanOrEqual(2);
        expect.soft(ring.ratio).toBeGreaterThanOrEqual(3);

        const note = form.getByText("All three fields are required.");
        await expect(note).toBeVisible();
        const [noteBox, nameBox] = await Promise.all([note.boundingBox(), name.boundingBox()]);
        expect(noteBox?.y ?? Infinity, "the note comes before the fields").toBeLessThan(nameBox?.y ?? 0);
        await shot(page, "form-invalid-focus", form);
      });
    });
  }
});

test.describe("2.4.3 focus order", () => {
  test.describe("at 1280 px", () => {
    test.use(desktop);

    test("the book-store reviews' arrows keep focus at both ends, never dropping it to <body>", async ({ page }) => {
      await page.goto(ROUTES.books);
      const carousel = page.getByRole("region", { name: "Book-store reviews" });
      const next = carousel.getByRole("button", { name: "Next" });
      const previous = carousel.getByRole("button", { name: "Previous" });
      await next.focus();
      const stops = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Enter");
        stops.push(await focused(page));
      }
      figure(
        "carousel focus after Next ×12",
        stops.map((stop) => (stop.body ? "<body>" : stop.name)),
      );
      expect(stops.filter((stop) => stop.body)).toEqual([]);
      await expect(next).toBeFocused();
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await previous.focus();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Enter");
        expect((await focused(page)).body).toBe(false);
      }
      await expect(previous).toBeFocused();
      await expect(previous).toHaveAttribute("aria-disabled", "true");
    });
  });

  test.describe("at 390 px", () => {
    test.use(phone);

    test("with the phone menu open, the skip link and the logo leave the tab loop", async ({ page }) => {
      await page.goto(ROUTES.home);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
      const stops: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        stops.push(
          await page.evaluate(() => {
            const active = document.activeElement;
            if (!active || active === document.body) return "<body>";
            if (active.matches("a[href='#main']")) return "skip link";
            if (active.closest("header") && active.querySelector("img[src*='logo']")) return "logo";
            return (active.textContent ?? "").trim().slice(0, 30);
          }),
        );
      }
      figure("phone menu tab loop", stops);
      expect(stops).not.toContain("skip link");
      expect(stops).not.toContain("logo");
      await expect(page.locator("a[href='#main']")).toHaveAttribute("inert", "");
    });
  });
});
