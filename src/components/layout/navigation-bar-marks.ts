import type { SubmenuId } from "~/content/navigation";

/**
 * The attributes the navigation bar's markup (components/layout/navigation-bar.tsx) carries for its
 * script (src/shell/navigation-bar.ts), written down once for both (spec §4 Navigation bar).
 */

/** Marks the bar's `<header>`; the script sets `data-hidden="true"` and `data-menu-open` on it. */
export const NAVIGATION_BAR_ATTRIBUTE = "data-navigation-bar";
/** Marks the phone menu's (hamburger) button, which controls `#main-menu`. */
export const MENU_BUTTON_ATTRIBUTE = "data-menu-button";
/** Marks a submenu's `<li>` (its button and its list); the value is the submenu's id. */
export const SUBMENU_ATTRIBUTE = "data-submenu";
/** Set on the `<header>` while the phone's full-screen menu is open. */
export const MENU_OPEN_ATTRIBUTE = "data-menu-open";
/** Set (to "true") on the `<header>` while the bar is slid out of view. */
export const BAR_HIDDEN_ATTRIBUTE = "data-hidden";

/** The id of a submenu's toggle button, for focus to return to. */
export const submenuButtonId = (id: SubmenuId): string => `submenu-button-${id}`;
