/** Shared face parts, so every creature has the same friendly expression language. */
import { C } from "../core/palette.ts";
import { oval, ring } from "../core/shapes.ts";
import { f, path } from "../core/svg.ts";

export type Mood = "open" | "happy" | "sleepy" | "wide";

/** Two eyes `gap` apart centred on (x, y). */
export function eyes(x: number, y: number, gap: number, r: number, mood: Mood = "open", look = 0): string {
  const xs = [x - gap / 2, x + gap / 2];
  if (mood === "happy" || mood === "sleepy") {
    const d = xs
      .map((ex) =>
        mood === "happy"
          ? `M${f(ex - r)} ${f(y + r * 0.3)}Q${f(ex)} ${f(y - r * 1.1)} ${f(ex + r)} ${f(y + r * 0.3)}`
          : `M${f(ex - r)} ${f(y)}Q${f(ex)} ${f(y + r * 0.9)} ${f(ex + r)} ${f(y)}`,
      )
      .join("");
    return path(d, { fill: "none", "stroke-width": r * 0.55 });
  }
  const rr = mood === "wide" ? r * 1.25 : r;
  const dx = look * r * 0.4;
  const whites =
    mood === "wide"
      ? path(xs.map((ex) => ring(ex, y, rr * 1.45)).join(""), { fill: C.white, "stroke-width": r * 0.3 })
      : "";
  const pupils = xs.map((ex) => oval(ex + dx, y, rr, rr * 1.1)).join("");
  const glints = xs.map((ex) => ring(ex + dx + rr * 0.35, y - rr * 0.4, rr * 0.36)).join("");
  return whites + path(pupils, { fill: C.ink, stroke: "none" }) + path(glints, { fill: C.white, stroke: "none" });
}

/** Rosy cheeks. */
export function cheeks(x: number, y: number, gap: number, r: number): string {
  return path(oval(x - gap / 2, y, r, r * 0.62) + oval(x + gap / 2, y, r, r * 0.62), {
    fill: C.rose,
    stroke: "none",
    opacity: 0.55,
  });
}

/** A small smile; open=true draws an open, laughing mouth. */
export function smile(x: number, y: number, w: number, open = false): string {
  if (open)
    return path(`M${f(x - w / 2)} ${f(y)}Q${f(x)} ${f(y + w * 0.9)} ${f(x + w / 2)} ${f(y)}Z`, {
      fill: "#B5483F",
      "stroke-width": w * 0.12,
    });
  return path(`M${f(x - w / 2)} ${f(y)}Q${f(x)} ${f(y + w * 0.55)} ${f(x + w / 2)} ${f(y)}`, {
    fill: "none",
    "stroke-width": w * 0.14,
  });
}

/** An animal mouth: the little "w" under a nose. */
export function muzzleMouth(x: number, y: number, w: number): string {
  return path(
    `M${f(x - w)} ${f(y)}Q${f(x - w / 2)} ${f(y + w * 0.7)} ${f(x)} ${f(y)}Q${f(x + w / 2)} ${f(y + w * 0.7)} ${f(x + w)} ${f(y)}`,
    {
      fill: "none",
      "stroke-width": w * 0.3,
    },
  );
}
