/**
 * The names the `client:interaction` directive (src/directives/interaction-directive.ts, inlined in
 * the page) and the islands (src/islands/shared/island-root.tsx, use-swipe.ts, in their bundle) agree on.
 * No imports: the directive is bundled on its own (esbuild, without the `~` alias), and must not
 * pull React in.
 */

/**
 * The event an island's root dispatches (bubbling) once it has hydrated and settled, i.e. rendered
 * again with what its mount effects set (the real viewport width). The directive replays the presses
 * it held back only then, so they meet the island as a press made now would.
 */
export const ISLAND_READY_EVENT = "island:ready";

/**
 * Marks a control pressed before its island was ready, for its pressed look (app.css) until the
 * island replays the press: a carousel's or lightbox's control, or the contact form's Send (with
 * `aria-busy="true"`, showing its spinner), which the form island sends once on hydrating.
 */
export const PRESSED_ATTRIBUTE = "data-pressed";

/**
 * Controls whose own click or drag wins over a swipe of the surface they sit on (the same list as
 * use-swipe.ts): a pointer-down on one of these is not a swipe.
 */
export const SWIPE_EXEMPT =
  "a[href], button, input, select, textarea, summary, label, [role='button'], [data-no-swipe]";

/** Controls whose click is held back and replayed: buttons, and links that act as buttons (lightbox thumbnails). */
export const PRESS_CONTROLS = "button, [role='button']";
