/**
 * The review carousels of spec §4 as a pure state machine. One model serves
 * both modes: on mobile one card per view with wrap-around; on desktop the
 * book-store reviews show three cards without wrap-around, and the home
 * reviews show every card (a carousel with nothing to move).
 */
import { REVIEW_CARDS_VISIBLE } from "~/logic/spec-timings";
import type { Gesture } from "~/logic/swipe";

/** `index` is the first visible card; `perView` cards show from there. */
export type CarouselState = { index: number; count: number; perView: number; wrap: boolean };

/** How a carousel behaves in a viewport: cards per view and whether it wraps around. */
export type CarouselMode = Pick<CarouselState, "perView" | "wrap">;

/** What a carousel shows on desktop: a three-card strip with arrows, or all cards side by side. */
export type DesktopLayout = "strip" | "all";

/** What can happen to a carousel: arrows and dots, a finished gesture, or a change of viewport mode. */
export type CarouselEvent =
  | { type: "next" }
  | { type: "previous" }
  | { type: "go"; index: number }
  /** A finished pointer gesture on the cards (see `classifyGesture`). */
  | { type: "gesture"; gesture: Gesture }
  /** The viewport changed mode (mobile/desktop). */
  | { type: "configure"; mode: CarouselMode };

/**
 * The mode of spec §4 Carousels for a viewport.
 * @param isMobile - viewport under 1024 px
 * @param desktop - "strip": three cards, no wrap (book-store reviews); "all": every card (home reviews)
 * @param count - number of cards
 */
export function carouselMode(isMobile: boolean, desktop: DesktopLayout, count: number): CarouselMode {
  if (isMobile) return { perView: 1, wrap: true };
  return desktop === "strip"
    ? { perView: REVIEW_CARDS_VISIBLE, wrap: false }
    : { perView: Math.max(count, 1), wrap: false };
}

/**
 * A carousel at its first card.
 * @param count - number of cards (0 or more)
 * @param mode - see {@link carouselMode}
 */
export function initialCarousel(count: number, mode: CarouselMode): CarouselState {
  return { index: 0, count, ...mode };
}

/** The last valid first-visible index: the strip never scrolls past its last card. */
export function lastIndex(state: Pick<CarouselState, "count" | "perView">): number {
  return Math.max(0, state.count - state.perView);
}

/** Whether "previous" would move (false only at the start of a non-wrapping carousel, or with nothing to move). */
export function canPrevious(state: CarouselState): boolean {
  return lastIndex(state) > 0 && (state.wrap || state.index > 0);
}

/** Whether "next" would move (false only at the end of a non-wrapping carousel, or with nothing to move). */
export function canNext(state: CarouselState): boolean {
  return lastIndex(state) > 0 && (state.wrap || state.index < lastIndex(state));
}

/** Whether the card at `cardIndex` is in view. */
export function isCardVisible(state: CarouselState, cardIndex: number): boolean {
  return cardIndex >= state.index && cardIndex < state.index + state.perView;
}

/**
 * The carousel's transition function (spec §4 Carousels).
 *
 * - `next`/`previous`: one card on; at an end it wraps around if the mode wraps, else stays.
 * - `go`: to a card (a dot); an index outside `0 … lastIndex` is ignored.
 * - `gesture`: a swipe to the left goes next, to the right previous, a tap goes next; anything else is ignored.
 * - `configure`: takes the new mode and pulls the index back inside it.
 *
 * @returns the next state, or the same object when nothing changes
 */
export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  const last = lastIndex(state);
  const at = (index: number) => (index === state.index ? state : { ...state, index });
  switch (event.type) {
    case "next":
      if (state.index < last) return at(state.index + 1);
      return state.wrap ? at(0) : state;
    case "previous":
      if (state.index > 0) return at(state.index - 1);
      return state.wrap ? at(last) : state;
    case "go":
      return Number.isInteger(event.index) && event.index >= 0 && event.index <= last ? at(event.index) : state;
    case "gesture":
      if (event.gesture === "left" || event.gesture === "tap") return carouselReducer(state, { type: "next" });
      if (event.gesture === "right") return carouselReducer(state, { type: "previous" });
      return state;
    case "configure": {
      const { perView, wrap } = event.mode;
      if (perView === state.perView && wrap === state.wrap) return state;
      const next = { ...state, perView, wrap };
      return { ...next, index: Math.min(state.index, lastIndex(next)) };
    }
  }
}
