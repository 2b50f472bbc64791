/** Audience, achievement and utility icons, plus the five-star review mark. */
import { C } from "../core/palette.ts";
import { makeCtx, svgDoc } from "../core/svg.ts";
import { starPath, twinkle } from "../nature/sky.ts";
import { A, LW, O, W } from "./kit.ts";
import type { Icon } from "./kit.ts";

export const MORE_ICONS: Icon[] = [
  {
    name: "publishers",
    title: "Publishers",
    body:
      A("M8 44h48v12H8Z") +
      W("M12 32h40v12H12Z") +
      W("M10 20h44v12H10Z") +
      O("M20 20v12M40 32v12M28 44v12") +
      A("M44 8v16l4-3 4 3V8Z", C.rose),
  },
  {
    name: "agencies",
    title: "Agencies",
    body: O("M24 18v-6h16v6") + A("M8 18h48v36H8Z") + O("M8 32h48") + W("M28 28h8v8h-8Z"),
  },
  {
    name: "schools",
    title: "Schools",
    body:
      A("M8 28L32 12l24 16Z") +
      W("M12 28h40v28H12Z") +
      O("M26 56V42h12v14M32 12V4l8 3-8 3") +
      `<circle cx="32" cy="22" r="3" fill="${C.white}"/>`,
  },
  {
    name: "job-success",
    title: "Job success",
    body:
      A("M18 8h28v14c0 9-6 16-14 16s-14-7-14-16Z") +
      O("M18 12H8c0 8 4 12 10 12M46 12h10c0 8-4 12-10 12M32 38v8M22 56h20l-2-10H24Z"),
  },
  {
    name: "repeat-customers",
    title: "Repeat customers",
    body:
      O("M52 24A22 22 0 0 0 12 20M12 40a22 22 0 0 0 40 4M12 10v10h10M52 54V44H42") +
      A("M32 44l-9-9a5.5 5.5 0 0 1 9-6 5.5 5.5 0 0 1 9 6Z", C.rose),
  },
  {
    name: "positive-reviews",
    title: "Positive reviews",
    body: W("M8 10h48v32H28l-12 12V42H8Z") + A(starPath(32, 26, 11)),
  },
  {
    name: "published-books",
    title: "Published books",
    body:
      W("M10 12h30v44H10Z") +
      O("M16 12v44M22 24h12M22 30h8") +
      A("M44 34a12 12 0 1 1-0.1 0Z", C.leaf) +
      O("M38 46l4 4 8-8"),
  },
  {
    name: "years-design",
    title: "Years of design",
    body: W("M8 12h48v44H8Z") + A("M8 12h48v12H8Z") + O("M18 6v10M46 6v10") + A(starPath(32, 41, 10)),
  },
  { name: "spark", title: "Spark", body: A(twinkle(32, 32, 26)) + A(twinkle(52, 12, 7)) },
  {
    name: "check",
    title: "Included",
    body:
      A("M32 6a26 26 0 1 0 .1 0Z", C.leaf) +
      `<path d="M19 33l9 9 17-18" fill="none" stroke="${C.white}" stroke-width="5"/>`,
  },
  {
    name: "cross",
    title: "Not included",
    body:
      A("M32 6a26 26 0 1 0 .1 0Z", C.rose) +
      `<path d="M22 22l20 20M42 22L22 42" fill="none" stroke="${C.white}" stroke-width="5"/>`,
  },
];

/** Five honey stars in a row: the review-platform rating mark (160×32). */
export function starsSvg(): string {
  const ctx = makeCtx("icon-stars", LW, false);
  const stars = [0, 1, 2, 3, 4].map((i) => starPath(16 + i * 32, 17, 13.5, 0.48)).join("");
  return svgDoc({
    vw: 160,
    vh: 32,
    title: "Five-star rating",
    ctx,
    body: `<path d="${stars}" fill="${C.honey}" stroke="${C.ink}" stroke-width="${LW}"/>`,
  });
}
