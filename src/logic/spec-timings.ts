/**
 * The interaction constants of spec §9, written down once. Every machine,
 * hook and component that needs one of these numbers imports it from here.
 */

/** Viewports narrower than this are "mobile" (menu, carousels, popup); from it on, desktop. px. */
export const MOBILE_BREAKPOINT_PX = 1024;

/**
 * Whether a viewport width is "mobile" (spec §4, §9: under 1024 px). The
 * same edge as the CSS `lg` breakpoint (`--breakpoint-lg: 64rem` in app.css).
 * @param widthPx - the window's inner width in px
 */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

/** A horizontal swipe longer than this moves a carousel. px. */
export const CAROUSEL_SWIPE_PX = 75;
/** A pointer movement shorter than this is a tap (a carousel goes next). px. */
export const TAP_MAX_PX = 20;
/** A swipe longer than this changes (horizontal) or closes (vertical) the lightbox image. px. */
export const LIGHTBOX_SWIPE_PX = 50;

/** The lightbox's image change and its closing both take this long. ms. */
export const LIGHTBOX_TRANSITION_MS = 500;
/** The contact popup's form is reset this long after the popup closes. ms. */
export const CONTACT_POPUP_RESET_MS = 500;
/** Window resizes are acted on once they have paused for this long. ms. */
export const RESIZE_DEBOUNCE_MS = 50;
/** The navigation bar hides on scrolling down only below this scroll position. px. */
export const NAV_HIDE_AFTER_PX = 100;
/** An image spinner appears only if loading takes longer than this. ms. */
export const SPINNER_DELAY_MS = 150;
/** Once shown, an image spinner stays at least this long. ms. */
export const SPINNER_MIN_VISIBLE_MS = 150;

/** Width of a book-store review card on desktop. px. */
export const REVIEW_CARD_WIDTH_PX = 250;
/** Gap between review cards. px. */
export const REVIEW_CARD_GAP_PX = 16;
/** Book-store review cards visible at once on desktop. */
export const REVIEW_CARDS_VISIBLE = 3;
