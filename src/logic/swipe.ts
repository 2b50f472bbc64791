/**
 * Classifies one pointer movement (from pointer-down to pointer-up) as a swipe,
 * a tap, or neither (spec §4: carousel swipe over 75 px, tap under 20 px;
 * lightbox swipe over 50 px). Pure, so the thresholds are tested directly.
 */

/** A swipe's direction is where the finger went: "left" means dx < 0. */
export type Gesture = "left" | "right" | "up" | "down" | "tap" | "none";

/** Thresholds in px. A swipe must be longer than `swipePx`; a tap shorter than `tapPx` (no taps without it). */
export type GestureThresholds = { swipePx: number; tapPx?: number };

/**
 * @param dx - horizontal movement in px (positive: to the right)
 * @param dy - vertical movement in px (positive: downwards)
 * @param thresholds - see {@link GestureThresholds}
 * @returns "left"/"right" when the movement is mostly horizontal and longer than
 *   `swipePx` on that axis; "up"/"down" likewise vertically; "tap" when the whole
 *   movement is shorter than `tapPx`; otherwise "none". Non-finite input is "none".
 */
export function classifyGesture(dx: number, dy: number, { swipePx, tapPx }: GestureThresholds): Gesture {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return "none";
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax >= ay && ax > swipePx) return dx < 0 ? "left" : "right";
  if (ay > ax && ay > swipePx) return dy < 0 ? "up" : "down";
  if (tapPx !== undefined && Math.hypot(dx, dy) < tapPx) return "tap";
  return "none";
}
