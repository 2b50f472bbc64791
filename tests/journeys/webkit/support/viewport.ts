import { browser } from "@wdio/globals";
import { MOBILE_BREAKPOINT_PX } from "../../../../src/logic/spec-timings.ts";

/** A viewport size in CSS px: what `innerWidth` and `innerHeight` read in the page. */
export type Viewport = { width: number; height: number };

/** The desktop journeys' viewport (the Playwright suite's `desktop`). */
export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** The phone journeys' viewport (the Playwright suite's `phone`), under the site's 1024 px breakpoint. */
export const PHONE: Viewport = { width: 390, height: 844 };

/**
 * The viewport this session runs at: its capability `studio:viewport` (wdio.conf.ts runs the
 * suite once per viewport), or {@link DESKTOP}.
 * @returns the viewport the session was asked for
 */
export function sessionViewport(): Viewport {
  return browser.requestedCapabilities["studio:viewport"] ?? DESKTOP;
}

/**
 * Whether this session's viewport is under the site's breakpoint (spec §9), where the phone menu,
 * one-card carousels and the contact page instead of the popup apply.
 * @returns `true` at phone width
 */
export function isPhone(): boolean {
  return sessionViewport().width < MOBILE_BREAKPOINT_PX;
}

/**
 * Sizes and places the browser window so the page's viewport is exactly `viewport` and the window
 * has the keyboard focus, as a visitor's window has.
 *
 * - Size: MiniBrowser's toolbar takes some height (its window frame nothing), so the window is set,
 *   measured from inside the page once the resize has settled, and set again with the difference.
 * - Focus: with no window manager, X gives the keyboard focus to the window under the pointer, which
 *   Xvfb puts at the middle of its screen (WebDriver's pointer actions do not move it). A window left
 *   at the top left corner, narrower than half the screen, is not under it: its page then reports
 *   `document.hasFocus()` false and never matches `:focus` or `:focus-visible`. So the window is
 *   centred on the screen.
 * @param viewport - the wanted `innerWidth` × `innerHeight`
 * @throws Error when the window does not get that narrow (MiniBrowser stops at 447 px unless the
 *   runner's GTK style sheet, tests/webkit/gtk-3.0/gtk.css, is in use), or does not get the focus
 */
export async function setViewport(viewport: Viewport): Promise<void> {
  await browser.setWindowSize(viewport.width, viewport.height);
  const inner = await settledInnerSize();
  const width = viewport.width + (viewport.width - inner.width);
  const height = viewport.height + (viewport.height - inner.height);
  if (width !== viewport.width || height !== viewport.height) await browser.setWindowSize(width, height);
  const screen = await browser.execute(() => ({ width: window.screen.width, height: window.screen.height }));
  await browser.setWindowRect(
    Math.max(0, Math.round((screen.width - width) / 2)),
    Math.max(0, Math.round((screen.height - height) / 2)),
    null,
    null,
  );
  let final = inner;
  await browser
    .waitUntil(async () => {
      final = await innerSize();
      return final.width === viewport.width && final.height === viewport.height;
    })
    .catch(() => {
      throw new Error(
        `Asked for a ${viewport.width}×${viewport.height} viewport and got ${final.width}×${final.height}. ` +
          "MiniBrowser's window stops at 447 px wide unless GTK reads tests/webkit/gtk-3.0/gtk.css " +
          "(run the suite through tools/webkit-e2e.ts, which sets XDG_CONFIG_HOME).",
      );
    });
  await browser
    .waitUntil(() => browser.execute(() => document.hasFocus()))
    .catch(() => {
      throw new Error("The browser window did not get the keyboard focus (is it under the X pointer?).");
    });
}

async function innerSize(): Promise<Viewport> {
  const [width, height] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
  return { width: width ?? 0, height: height ?? 0 };
}

/** The viewport's size once it has stopped changing (a window resize reaches the page a little later). */
async function settledInnerSize(): Promise<Viewport> {
  let last = await innerSize();
  let same = 0;
  await browser.waitUntil(
    async () => {
      const now = await innerSize();
      same = now.width === last.width && now.height === last.height ? same + 1 : 0;
      last = now;
      return same >= 2;
    },
    { interval: 50 },
  );
  return last;
}

/**
 * The title of a file's journeys at this session's width: the Playwright suite's `describe` title
 * for the same journeys at that width (tests/journeys/<same name>.spec.ts), so a journey has one
 * name in all three engines.
 * @param desktop - the title at 1280 px
 * @param phone - the title at 390 px
 */
export function byWidth(desktop: string, phone: string): string {
  return isPhone() ? phone : desktop;
}
