/** Hair styles shared by children, adults and portraits: a back layer and a front layer. */
import { circle, f, path } from "../core/svg.ts";

export type HairStyle = "short" | "bob" | "long" | "pigtails" | "bun" | "curls" | "afro" | "spiky" | "wrap" | "bald";

/** Hair behind the head (drawn before the head), for a head of radius r at (0, hy). */
export function hairBack(style: HairStyle, hair: string, hy: number, r: number): string {
  const k = r / 21;
  const P = (d: string): string => path(d, { fill: hair });
  switch (style) {
    case "bob":
      return P(
        `M${f(-r * 1.12)} ${f(hy + 16 * k)}C${f(-r * 1.3)} ${f(hy - r * 1.3)} ${f(r * 1.3)} ${f(hy - r * 1.3)} ${f(r * 1.12)} ${f(hy + 16 * k)}Q0 ${f(hy + 22 * k)} ${f(-r * 1.12)} ${f(hy + 16 * k)}Z`,
      );
    case "long":
      return P(
        `M${f(-r * 1.1)} ${f(hy + 36 * k)}C${f(-r * 1.4)} ${f(hy - r * 1.4)} ${f(r * 1.4)} ${f(hy - r * 1.4)} ${f(r * 1.1)} ${f(hy + 36 * k)}Q0 ${f(hy + 30 * k)} ${f(-r * 1.1)} ${f(hy + 36 * k)}Z`,
      );
    case "pigtails":
      return (
        P(
          `M${f(-r * 0.9)} ${f(hy - 2 * k)}C${f(-r * 1.9)} ${f(hy - 4 * k)} ${f(-r * 1.9)} ${f(hy + 26 * k)} ${f(-r * 1.35)} ${f(hy + 22 * k)}C${f(-r * 1.2)} ${f(hy + 12 * k)} ${f(-r)} ${f(hy + 8 * k)} ${f(-r * 0.9)} ${f(hy - 2 * k)}Z`,
        ) +
        P(
          `M${f(r * 0.9)} ${f(hy - 2 * k)}C${f(r * 1.9)} ${f(hy - 4 * k)} ${f(r * 1.9)} ${f(hy + 26 * k)} ${f(r * 1.35)} ${f(hy + 22 * k)}C${f(r * 1.2)} ${f(hy + 12 * k)} ${f(r)} ${f(hy + 8 * k)} ${f(r * 0.9)} ${f(hy - 2 * k)}Z`,
        )
      );
    case "bun":
      return circle(0, hy - r * 1.05, r * 0.48, { fill: hair });
    case "curls":
    case "afro": {
      const big = style === "afro" ? 1.45 : 1.25;
      let d = "";
      const n = style === "afro" ? 11 : 9;
      for (let i = 0; i < n; i++) {
        const a = Math.PI * (0.95 + (1.1 * i) / (n - 1));
        d += circle(Math.cos(a) * r * big * 0.82, hy + Math.sin(a) * r * big * 0.78 + r * 0.05, r * 0.42, {
          fill: hair,
        });
      }
      return circle(0, hy - r * 0.1, r * big * 0.86, { fill: hair }) + d;
    }
    case "wrap":
      return P(
        `M${f(-r * 1.5)} ${f(hy + r * 1.75)}C${f(-r * 1.5)} ${f(hy + r * 0.6)} ${f(-r * 1.45)} ${f(hy - r * 1.45)} 0 ${f(hy - r * 1.45)}C${f(r * 1.45)} ${f(hy - r * 1.45)} ${f(r * 1.5)} ${f(hy + r * 0.6)} ${f(r * 1.5)} ${f(hy + r * 1.75)}Q0 ${f(hy + r * 2.1)} ${f(-r * 1.5)} ${f(hy + r * 1.75)}Z`,
      );
    default:
      return "";
  }
}

/** Hair over the forehead (drawn after the head). */
export function hairFront(style: HairStyle, hair: string, hy: number, r: number): string {
  const P = (d: string): string => path(d, { fill: hair });
  const top = hy - r;
  switch (style) {
    case "bald":
      return "";
    case "spiky":
      return P(
        `M${f(-r * 1.02)} ${f(hy - 2)}C${f(-r * 1.1)} ${f(top - r * 0.2)} ${f(-r * 0.2)} ${f(top - r * 0.45)} ${f(r * 0.5)} ${f(top - r * 0.3)}L${f(r * 0.3)} ${f(top - r * 0.05)}L${f(r * 0.9)} ${f(top + r * 0.05)}L${f(r * 0.6)} ${f(top + r * 0.2)}C${f(r * 1.05)} ${f(top + r * 0.3)} ${f(r * 1.05)} ${f(hy - r * 0.2)} ${f(r * 1.02)} ${f(hy - 2)}L${f(r * 0.6)} ${f(hy - r * 0.5)}L${f(r * 0.2)} ${f(hy - r * 0.35)}L${f(-r * 0.2)} ${f(hy - r * 0.55)}L${f(-r * 0.6)} ${f(hy - r * 0.35)}Z`,
      );
    case "wrap":
      return P(
        `M${f(-r * 1.05)} ${f(hy - r * 0.05)}C${f(-r * 1.1)} ${f(top - r * 0.45)} ${f(r * 1.1)} ${f(top - r * 0.45)} ${f(r * 1.05)} ${f(hy - r * 0.05)}Q${f(r * 0.6)} ${f(hy - r * 0.55)} 0 ${f(hy - r * 0.6)}Q${f(-r * 0.6)} ${f(hy - r * 0.55)} ${f(-r * 1.05)} ${f(hy - r * 0.05)}Z`,
      );
    case "curls":
    case "afro": {
      let d = "";
      for (let i = 0; i < 5; i++) {
        const x = -r * 0.75 + i * r * 0.38;
        d += circle(x, top + r * 0.28 + Math.abs(i - 2) * r * 0.08, r * 0.28, { fill: hair, stroke: "none" });
      }
      return d;
    }
    default:
      return P(
        `M${f(-r * 1.02)} ${f(hy + 2)}C${f(-r * 1.12)} ${f(top - r * 0.28)} ${f(r * 1.12)} ${f(top - r * 0.28)} ${f(r * 1.02)} ${f(hy + 2)}Q${f(r * 0.85)} ${f(hy - r * 0.45)} ${f(r * 0.35)} ${f(hy - r * 0.5)}Q${f(r * 0.1)} ${f(hy - r * 0.3)} ${f(-r * 0.2)} ${f(hy - r * 0.55)}Q${f(-r * 0.8)} ${f(hy - r * 0.5)} ${f(-r * 1.02)} ${f(hy + 2)}Z`,
      );
  }
}
