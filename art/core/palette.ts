/** The one studio palette. Every image draws from these colours and their mixes. */
export const C = {
  paper: "#FFF8EC",
  paperDeep: "#F6E7CC",
  white: "#FFFDF7",
  honey: "#F4B63F",
  amber: "#E8962E",
  orange: "#F26B3A",
  leaf: "#5E9E6E",
  leafDark: "#3F7A55",
  leafLight: "#9CC98F",
  sky: "#7FB8D8",
  skyLight: "#C7E2EE",
  skyDeep: "#4F8DB5",
  ink: "#23304A",
  night: "#33456E",
  rose: "#E88A8A",
  roseLight: "#F5C7BD",
  brown: "#A8643A",
  brownLight: "#D39A62",
  brownDark: "#6E3E26",
  grey: "#A9B2C2",
  greyLight: "#DCE0E6",
  lilac: "#A99BC9",
} as const;

export type Colour = string;

function parse(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return (
    "#" +
    out
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase()
  );
}

export const shade = (c: string, t = 0.25): string => mix(c, C.ink, t);
export const tint = (c: string, t = 0.35): string => mix(c, C.paper, t);

/** Skin tones, light to deep, for people. */
export const SKINS = ["#F7D7BE", "#EDBB93", "#D99E72", "#B97A4E", "#8E5634", "#6A3D25"] as const;
/** Hair colours. */
export const HAIRS = ["#2A2230", "#5B3A26", "#9A4B2A", "#D9A952", "#C7C2BC", "#1F1A22", "#7A4A30"] as const;
