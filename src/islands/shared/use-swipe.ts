import { useEffect, useRef } from "react";
import { SWIPE_EXEMPT } from "~/directives/interaction-marks";
import { TAP_MAX_PX } from "~/logic/spec-timings";
import { classifyGesture, type Gesture, type GestureThresholds } from "~/logic/swipe";

type SwipeOptions = GestureThresholds & {
  /** Called once per finished gesture with its classification (see `classifyGesture`). */
  onGesture: (gesture: Gesture) => void;
  /** Called while dragging with the horizontal offset in px, and with 0 when the gesture ends. */
  onDrag?: (dx: number) => void;
  /** When false, pointer-downs are ignored (e.g. a carousel in its desktop mode). Default true. */
  enabled?: boolean;
};

/**
 * Swipe and tap detection with pointer events (touch, pen and mouse alike),
 * for a carousel (spec §4: swipe over 75 px, tap under 20 px) or the lightbox
 * (swipe over 50 px). Spread the returned handler on the swipe surface and give
 * that surface a CSS `touch-action` that leaves the gesture's axis to script.
 *
 * A gesture that starts on a control (link, button, form field, `data-no-swipe`)
 * is ignored so the control works as usual; a second finger, a non-primary
 * mouse button or a `pointercancel` (the browser took over, e.g. to scroll)
 * abandons the gesture. After a movement of 20 px or more the click that the
 * browser may fire on release is swallowed, so a drag never also "clicks".
 *
 * @returns `onPointerDown`, to put on the surface element
 */
export function useSwipe(options: SwipeOptions): { onPointerDown: (event: React.PointerEvent) => void } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (event: React.PointerEvent) => {
    const { enabled = true } = latest.current;
    if (!enabled || !event.isPrimary || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(SWIPE_EXEMPT)) return;
    stop.current?.();
    const pointerId = event.pointerId;
    const origin = event.nativeEvent;
    const startX = event.clientX;
    const startY = event.clientY;

    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      latest.current.onDrag?.(e.clientX - startX);
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      finish();
      const dx = e.clientX - startX;
      const dy = e.clientY - startY;
      if (Math.hypot(dx, dy) >= TAP_MAX_PX) swallowNextClick();
      const { swipePx, tapPx, onGesture } = latest.current;
      onGesture(classifyGesture(dx, dy, { swipePx, tapPx }));
    };
    const abandon = (e: PointerEvent) => {
      if (e === origin) return; // this very pointer-down, still bubbling up to the window
      if (e.pointerId === pointerId || e.type === "pointerdown") finish();
    };
    const finish = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", abandon);
      window.removeEventListener("pointerdown", abandon);
      stop.current = null;
      latest.current.onDrag?.(0);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", abandon);
    // A second finger (another pointer-down while this one is held) abandons the swipe.
    window.addEventListener("pointerdown", abandon);
    stop.current = finish;
  };

  return { onPointerDown };
}

/**
 * Swallows the click that follows a drag's pointer-up, if the browser fires one
 * right away (mouse drags do, on the element under both ends). The guard goes
 * with the next task, or with the next pointer-down, whichever comes first.
 */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    release();
  };
  const release = () => {
    window.removeEventListener("click", swallow, true);
    window.removeEventListener("pointerdown", release, true);
  };
  window.addEventListener("click", swallow, true);
  window.addEventListener("pointerdown", release, true);
  window.setTimeout(release, 0);
}
