import type { Page } from "@playwright/test";
import { indicatorInPage, type Indicator } from "./contrast";

/** Where focus is after one press of Tab, seen in the page. */
export type FocusState = {
  /** Focus is on `<body>` (or nowhere): the end of the page, or focus lost mid-page. */
  body: boolean;
  /** Focus is back on the first stop of the walk. */
  first: boolean;
  /** A short name: tag, accessible-ish name and the landmark around it, e.g. `a "Pricing" (footer)`. */
  name: string;
  /** The element's box intersects the viewport (after the browser scrolled it into view). */
  inViewport: boolean;
  /** `checkVisibility` with opacity and visibility: false for `opacity: 0` or `visibility: hidden`. */
  rendered: boolean;
  /** Sample points of its boxes inside the viewport (9 per box), and how many of them hit the element itself. */
  samples: number;
  visibleSamples: number;
  /** What covers the hidden sample points (tag and first classes), for the report. */
  coveredBy: string[];
  /** What draws its focus: a CSS outline, a Tailwind ring on a form field, or nothing measurable. */
  kind: "outline" | "field" | "none";
  /**
   * The indicator is bold enough to notice: an outline at least 2 px wide, or a box-shadow ring
   * (what the home page's former focus-ring test asked of every stop).
   */
  bold: boolean;
  /** The computed outline and box-shadow, for the report when nothing measurable is drawn. */
  look: string;
  /** The indicator measured in the page by `indicatorInPage` (tests/support/contrast.ts), or null when `kind` is `"none"`. */
  indicator: Indicator | null;
};

/** One stop of the tab walk: where focus went and the contrast of what marks it. */
export type Stop = FocusState & {
  /** Entirely hidden (WCAG 2.4.11 AA fails): off-screen, not rendered, or every sample point covered. */
  hidden: boolean;
  /** Some but not all of its sample points are covered by another element. */
  partlyCovered: boolean;
};

/** The whole tab walk through one page. */
export type Walk = {
  stops: Stop[];
  /** Focus landed on `<body>` and the next Tab did not go back to the first stop: focus was lost mid-page. */
  bodyMidPage: string[];
  /** Focus never came back round within the cap of presses. */
  capped: boolean;
};

/** Where the walk installs `indicatorInPage` in the page, so that each stop is one round trip. */
const INDICATOR = "__focusAuditIndicator";

/**
 * Reads, in one round trip, where focus is, whether a sighted keyboard user can see it, and the
 * contrast of what marks it (WCAG 2.4.11 Focus Not Obscured (Minimum), 1.4.11).
 * It reads the page at rest, as the visitor sees it once it has settled: it lets one frame pass
 * (the page's scroll listeners run, so the navigation bar hides or comes back), finishes every
 * finite animation and transition at once (the skip link slides in, the navigation bar slides
 * back, buttons ease their ring in: `finish()` gives the same end state as waiting for it), and
 * waits, at most `settleMs` ms, until the scroll position holds across a frame. It then samples a
 * 3 × 3 grid of points over each of the focused element's boxes (one per line for a wrapped link)
 * inside the viewport with `document.elementFromPoint`; a point counts as visible if the hit
 * element is the focused element, inside it, or contains it. It also says what draws the focus: an
 * outline (any style but `none`, width > 0 px), else, on an input, textarea or select, a Tailwind
 * ring (box-shadow with `--tw-ring-color`), else nothing; and measures it with the indicator
 * function {@link tabThrough} installed.
 * The first call (`markFirst`) remembers the focused element in the page so later calls can say
 * whether focus came back round to it.
 * @param page - the page, already tabbed once at least, with `indicatorInPage` installed
 * @param markFirst - remember the focused element as the walk's first stop
 * @param settleMs - the longest wait for the scroll position to hold, in ms
 * @returns the focus state; a lost focus is reported (`body: true`), not thrown; it rejects only if
 *   the page navigates or closes meanwhile
 */
function readFocus(page: Page, markFirst: boolean, settleMs = 1500): Promise<FocusState> {
  return page.evaluate(
    async ([mark, settle, indicatorName]) => {
      const store = window as unknown as {
        __focusAuditFirst?: Element | null;
      } & Record<string, (target: Element, kind: "outline" | "field") => Promise<Indicator>>;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const deadline = performance.now() + settle;
      const position = () => `${window.scrollX},${window.scrollY}`;
      let last = position();
      await frame();
      for (const animation of document.getAnimations()) {
        if (Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) animation.finish();
      }
      // At rest once the position has held across a frame (the one above, for most stops).
      for (let still = false; !still && performance.now() < deadline;) {
        const now = position();
        still = now === last;
        last = now;
        if (!still) await frame();
      }
      const active = document.activeElement;
      if (mark) store.__focusAuditFirst = active;
      const body = !active || active === document.body || active === document.documentElement;
      const none = { inViewport: false, rendered: false, samples: 0, visibleSamples: 0, coveredBy: [] as string[] };
      if (body || !(active instanceof HTMLElement || active instanceof SVGElement)) {
        return {
          body: true,
          first: false,
          name: "<body>",
          kind: "none",
          bold: false,
          look: "",
          indicator: null,
          ...none,
        } as const;
      }

      const labelled = active
        .getAttribute("aria-labelledby")
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
      const text =
        active.getAttribute("aria-label") ??
        labelled ??
        (active.textContent?.trim() ||
          active.querySelector("img[alt]")?.getAttribute("alt") ||
          active.getAttribute("title") ||
          (active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`)?.textContent : "") ||
          active.getAttribute("placeholder") ||
          "");
      const landmark = active.closest("header, footer, nav, main, dialog, aside, [role=region]");
      const where = landmark ? (landmark.getAttribute("aria-label") ?? landmark.tagName.toLowerCase()) : "page";
      const name = `${active.tagName.toLowerCase()} "${text.replace(/\s+/g, " ").trim().slice(0, 40)}" (${where})`;

      // A wrapped inline link is one box per line: sample each, not their union (which holds neighbours).
      const view = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
      const boxes =
        active.getClientRects().length > 0 ? [...active.getClientRects()] : [active.getBoundingClientRect()];
      const rendered = active.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      let inViewport = false;
      let samples = 0;
      let visibleSamples = 0;
      const coveredBy = new Set<string>();
      for (const box of boxes) {
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, view.width);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, view.height);
        if (!(right > left && bottom > top)) continue;
        inViewport = true;
        for (const fx of [0.1, 0.5, 0.9]) {
          for (const fy of [0.1, 0.5, 0.9]) {
            samples += 1;
            const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
            if (hit && (hit === active || active.contains(hit) || hit.contains(active))) visibleSamples += 1;
            else
              coveredBy.add(
                hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 3).join(".")}` : "nothing",
              );
          }
        }
      }

      const style = getComputedStyle(active);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const isField = active.matches("input, textarea, select");
      const ring = style.boxShadow !== "none" && style.getPropertyValue("--tw-ring-color").trim() !== "" && isField;
      const kind = outline ? "outline" : ring ? "field" : "none";
      const measure = store[indicatorName];
      if (!measure) throw new Error("readFocus: the indicator function is not installed (tabThrough does it)");
      return {
        body: false,
        first: !mark && active === store.__focusAuditFirst,
        name,
        inViewport,
        rendered,
        samples,
        visibleSamples,
        coveredBy: [...coveredBy],
        kind,
        bold: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none",
        look: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
        indicator: kind === "none" ? null : await measure(active, kind),
      } as const;
    },
    [markFirst, settleMs, INDICATOR] as const,
  );
}

/**
 * Tabs through the whole page from the top (WCAG 2.4.11, 1.4.11, 2.4.3), the
 * way a keyboard user does: presses Tab until focus comes back round to the first stop (or to
 * `<body>` at the end of the page, followed by the first stop again), at most `cap` presses. At
 * each stop it records visibility, and the contrast of the focus indicator against its
 * surroundings (`"outline"` for a drawn outline, `"field"` for a form field whose focus is a
 * Tailwind ring only), in one round trip per stop. A stop with no measurable indicator is recorded
 * with `indicator: null` for the caller to fail on.
 *
 * For the walk the root's `scroll-behavior` is set to `auto` (and put back after): the browser then
 * brings each stop into view at once, to the same place its smooth glide would end, rather than
 * over some 500 ms per scrolling stop. What is checked is where the page comes to rest.
 * @param page - a loaded page with focus at the top (on `<body>`), scrolled to the top
 * @param cap - the most Tab presses, 250 by default
 * @returns every stop in order, the places where focus was lost to `<body>` mid-page, and whether
 *   the cap was hit; it asserts nothing itself, and rejects only if the page navigates or closes
 */
export async function tabThrough(page: Page, cap = 250): Promise<Walk> {
  // The indicator function cannot travel as an argument, so it is defined in the page from its
  // source, through the DevTools protocol (as page.evaluate's own functions are), which the page's
  // Content-Security-Policy does not govern: no `eval` runs in the page's own scripts.
  const before = await page.evaluate<string>(`(() => {
    window.${INDICATOR} = ${indicatorInPage.toString()};
    const root = document.documentElement;
    const inline = root.style.scrollBehavior;
    root.style.scrollBehavior = "auto";
    return inline;
  })()`);
  try {
    return await walk(page, cap);
  } finally {
    await page.evaluate((inline) => {
      document.documentElement.style.scrollBehavior = inline;
    }, before);
  }
}

async function walk(page: Page, cap: number): Promise<Walk> {
  const stops: Stop[] = [];
  const bodyMidPage: string[] = [];
  let afterBody = false;
  for (let press = 0; press < cap; press++) {
    await page.keyboard.press("Tab");
    const state = await readFocus(page, stops.length === 0);
    if (stops.length === 0 && state.body) {
      // Nothing focusable at all: the caller's "at least one stop" fails.
      return { stops, bodyMidPage, capped: false };
    }
    if (state.first) return { stops, bodyMidPage, capped: false };
    if (state.body) {
      if (afterBody) bodyMidPage.push(`twice in a row after ${stops.at(-1)?.name}`);
      afterBody = true;
      continue;
    }
    if (afterBody) {
      // <body> was not the end of the page: the next Tab went on instead of back to the top.
      bodyMidPage.push(`between ${stops.at(-1)?.name} and ${state.name}`);
      afterBody = false;
    }
    const hidden = !state.inViewport || !state.rendered || state.visibleSamples === 0;
    const partlyCovered = !hidden && state.visibleSamples < state.samples;
    stops.push({ ...state, hidden, partlyCovered });
  }
  return { stops, bodyMidPage, capped: true };
}

/**
 * Sums a walk up for the `focus-audit:` log line and the report (WCAG 2.4.11,
 * 1.4.11). Pure, never throws.
 * @param walk - the result of `tabThrough`
 * @returns the counts of stops, entirely hidden and partly covered ones, and the lowest indicator
 *   ratio (WCAG contrast, 1 to 21; `null` if none was measured) with its control and indicator kind
 */
export function summarise(walk: Walk) {
  const measured = walk.stops.filter((stop) => stop.indicator);
  const lowest = measured.reduce<Stop | undefined>(
    (low, stop) => (!low || (stop.indicator?.ratio ?? 0) < (low.indicator?.ratio ?? 0) ? stop : low),
    undefined,
  );
  return {
    stops: walk.stops.length,
    hidden: walk.stops.filter((stop) => stop.hidden).length,
    partlyCovered: walk.stops.filter((stop) => stop.partlyCovered).length,
    minRatio: lowest?.indicator?.ratio ?? null,
    minControl: lowest ? `${lowest.name} [${lowest.kind}]` : null,
  };
}
