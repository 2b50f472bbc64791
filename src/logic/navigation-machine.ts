/**
 * The navigation bar of spec §4 as a pure state machine: mobile or desktop,
 * the full-screen menu (mobile), the open submenu, and whether the bar is
 * hidden after scrolling down. The component feeds it DOM events; no DOM here.
 */
import type { SubmenuId } from "~/content/navigation";
import { NAV_HIDE_AFTER_PX } from "~/logic/spec-timings";

/** The navigation bar's whole state (spec §4 Navigation bar). */
export type NavigationState = {
  /** Viewport under 1024 px (spec §4 "mobile state"). */
  isMobile: boolean;
  /** The full-screen menu is open (mobile only). */
  menuOpen: boolean;
  /** The open submenu, if any. */
  submenu: SubmenuId | null;
  /** How the open submenu was opened: a mouse hovering, or a click / Enter / Space. */
  openedBy: "hover" | "press" | null;
  /** The bar is slid out of view (after scrolling down past 100 px). */
  hidden: boolean;
};

/** What the bar reacts to: pointer, keyboard and focus events, resizes, scrolling and navigations. */
export type NavigationEvent =
  | { type: "resized"; isMobile: boolean }
  | { type: "toggle_menu" }
  /** Click, Enter or Space on a submenu's button. */
  | { type: "press_submenu"; id: SubmenuId }
  | { type: "pointer_enter"; id: SubmenuId; pointerType: string }
  | { type: "pointer_leave"; id: SubmenuId; pointerType: string }
  /** Keyboard focus left a submenu (its button and its list). */
  | { type: "focus_left"; id: SubmenuId }
  /** Keyboard focus entered the bar. */
  | { type: "focus_entered" }
  | { type: "escape" }
  /** A press anywhere outside the navigation bar. */
  | { type: "outside_press" }
  /** A link in the bar was followed, or the location changed. */
  | { type: "navigated" }
  | { type: "scrolled"; fromY: number; toY: number };

/** The bar as prerendered: desktop, everything closed, shown. */
export const initialNavigation: NavigationState = {
  isMobile: false,
  menuOpen: false,
  submenu: null,
  openedBy: null,
  hidden: false,
};

/**
 * Whether the bar should be hidden after a scroll (spec §4): it hides when
 * scrolling down past 100 px and reappears on any scroll up; it never hides
 * while the full-screen menu is open.
 * @param hidden - whether it is hidden now
 * @param fromY - the previous scroll position in px
 * @param toY - the new scroll position in px
 * @param menuOpen - whether the full-screen menu is open
 */
export function barHiddenAfterScroll(hidden: boolean, fromY: number, toY: number, menuOpen: boolean): boolean {
  if (menuOpen) return false;
  if (toY > fromY && toY > NAV_HIDE_AFTER_PX) return true;
  if (toY < fromY) return false;
  return hidden;
}

/**
 * Where keyboard focus goes when Escape is pressed in this state (spec §4:
 * "Escape closes and returns focus"): to the open submenu's button, else to the
 * menu button if the full-screen menu is open, else nowhere.
 */
export function escapeFocusTarget(state: NavigationState): { submenu: SubmenuId } | "menu-button" | null {
  if (state.submenu) return { submenu: state.submenu };
  if (state.menuOpen) return "menu-button";
  return null;
}

const closedMenus = { menuOpen: false, submenu: null, openedBy: null } as const;

/**
 * The navigation bar's transition function (spec §4 Navigation bar).
 *
 * - `resized`: crossing 1024 px closes the full-screen menu and any submenu.
 * - `toggle_menu` (mobile only): opens the full-screen menu (showing the bar) or closes it.
 * - `press_submenu`: toggles a submenu; on desktop a press on a submenu the mouse
 *   already opened by hovering keeps it open instead of closing it under the pointer.
 * - `pointer_enter`/`pointer_leave` (desktop, mouse only): hover opens and closes.
 *   Touch and pen "hovers" are ignored, so a tap is one press, not hover + press.
 * - `focus_left`, `outside_press` (desktop): close the submenu.
 * - `escape`: closes the submenu if one is open, else the full-screen menu.
 * - `navigated`: closes everything.
 * - `scrolled`: see {@link barHiddenAfterScroll}; hiding also closes a submenu.
 * - `focus_entered`: shows the bar, so keyboard focus is never out of sight.
 *
 * @returns the next state, or the same object when nothing changes
 */
export function navigationReducer(state: NavigationState, event: NavigationEvent): NavigationState {
  const desktopHover = (pointerType: string) => !state.isMobile && pointerType === "mouse";
  const closeSubmenu = (): NavigationState =>
    state.submenu === null ? state : { ...state, submenu: null, openedBy: null };
  switch (event.type) {
    case "resized":
      if (event.isMobile === state.isMobile) return state;
      return { ...state, ...closedMenus, isMobile: event.isMobile };
    case "toggle_menu":
      if (!state.isMobile) return state;
      return state.menuOpen
        ? { ...state, ...closedMenus }
        : { ...state, menuOpen: true, submenu: null, openedBy: null, hidden: false };
    case "press_submenu":
      if (state.submenu === event.id) {
        if (!state.isMobile && state.openedBy === "hover") return { ...state, openedBy: "press" };
        return closeSubmenu();
      }
      return { ...state, submenu: event.id, openedBy: "press" };
    case "pointer_enter":
      if (!desktopHover(event.pointerType) || state.submenu === event.id) return state;
      return { ...state, submenu: event.id, openedBy: "hover" };
    case "pointer_leave":
      if (!desktopHover(event.pointerType) || state.submenu !== event.id) return state;
      return closeSubmenu();
    case "focus_left":
      return !state.isMobile && state.submenu === event.id ? closeSubmenu() : state;
    case "outside_press":
      return state.isMobile ? state : closeSubmenu();
    case "focus_entered":
      return state.hidden ? { ...state, hidden: false } : state;
    case "escape":
      if (state.submenu) return closeSubmenu();
      return state.menuOpen ? { ...state, ...closedMenus } : state;
    case "navigated":
      return state.menuOpen || state.submenu ? { ...state, ...closedMenus } : state;
    case "scrolled": {
      const hidden = barHiddenAfterScroll(state.hidden, event.fromY, event.toY, state.menuOpen);
      if (hidden === state.hidden) return state;
      return hidden ? { ...state, ...closedMenus, hidden } : { ...state, hidden };
    }
  }
}
