/** The studio mark: a small bee over an open book. Bold and simple so it reads at 40 px. */
import { C } from "../core/palette.ts";
import { circle, ellipse, g, makeCtx, path, svgDoc } from "../core/svg.ts";

export function logo(): string {
  const ctx = makeCtx("logo", 2.6, false);
  const ink = { stroke: C.ink, "stroke-width": 2.6 };
  const book = g(
    ink,
    path("M5 44Q18 39 32 45Q46 39 59 44V53Q46 48 32 54Q18 48 5 53Z", { fill: C.orange }),
    path("M32 48C26 43 17 42 9 44V29C17 27 26 28 32 33Z", { fill: C.white }),
    path("M32 48C38 43 47 42 55 44V29C47 27 38 28 32 33Z", { fill: C.white }),
    path("M14 35Q20 33 26 35M14 40Q20 38 26 40M38 35Q44 33 50 35M38 40Q44 38 50 40", {
      fill: "none",
      "stroke-width": 1.6,
      stroke: C.grey,
    }),
  );
  const bee = g(
    ink,
    path("M10 24Q14 14 22 17", { fill: "none", "stroke-width": 1.6, "stroke-dasharray": "0.1 4", opacity: 0.7 }),
    ellipse(28, 9, 5, 6.5, { fill: C.white, transform: "rotate(-25 28 9)" }),
    ellipse(36, 9, 4.5, 6, { fill: C.white, transform: "rotate(20 36 9)" }),
    ellipse(32, 19, 9, 7, { fill: C.honey }),
    path("M29.5 12.5Q27.5 19 29.5 25.5M35 12.5Q37 19 35 25.5", { fill: "none", "stroke-width": 2.6 }),
    circle(38.5, 17.5, 1.2, { fill: C.ink, stroke: "none" }),
  );
  return svgDoc({ vw: 64, vh: 64, title: "Bramble & Bee Studio", ctx, body: book + bee });
}
