import { useEffect, useReducer, useRef } from "react";
import { useLocation } from "react-router";
import type { SubmenuId } from "~/content/navigation";
import { CONSENT_BANNER_ATTRIBUTE } from "~/features/consent/page-inert";
import { useInertOthers } from "~/lib/use-inert-others";
import { useIsMobile } from "~/lib/use-is-mobile";
import { useScrollLock } from "~/lib/scroll-lock";
import {
  escapeFocusTarget,
  initialNavigation,
  navigationReducer,
  type NavigationEvent,
  type NavigationState,
} from "./navigation-machine";

/** The id of a submenu's toggle button, for focus to return to. */
export const submenuButtonId = (id: SubmenuId) => `submenu-button-${id}`;

/** What the navigation bar component needs to render and wire itself. */
export type NavigationBarController = {
  state: NavigationState;
  send: (event: NavigationEvent) => void;
  /** Put on the <header>: keeps the rest of the page inert while the full-screen menu is open. */
  headerRef: React.RefObject<HTMLElement | null>;
  /** Put on the menu (hamburger) button: focus returns there when Escape closes the menu. */
  menuButtonRef: React.RefObject<HTMLButtonElement | null>;
  /** Put on the <header>: Escape closes the open submenu, else the menu, and returns focus to its button. */
  onKeyDown: (event: React.KeyboardEvent) => void;
};

/**
 * Runs the navigation bar's machine (see `navigation-machine.ts`, spec §4) and
 * connects it to the page: the 50 ms debounced mobile/desktop switch, window
 * scrolling (hide/show past 100 px), location changes (close menus), presses
 * outside the bar (close a submenu), Escape with focus return, the page scroll
 * lock and the inert page behind the full-screen menu.
 */
export function useNavigationBar(): NavigationBarController {
  const [state, send] = useReducer(navigationReducer, initialNavigation);
  const isMobile = useIsMobile();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => send({ type: "resized", isMobile }), [isMobile]);
  useEffect(() => send({ type: "navigated" }), [location.key]);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      send({ type: "scrolled", fromY: lastY, toY: y });
      lastY = y;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) send({ type: "outside_press" });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  useScrollLock(state.menuOpen);
  // The skip link leaves the tab order too (it would target the inert <main>); the consent banner stays answerable.
  useInertOthers(headerRef, state.menuOpen, `[${CONSENT_BANNER_ATTRIBUTE}]`);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const target = escapeFocusTarget(state);
    if (!target) return;
    event.preventDefault();
    send({ type: "escape" });
    const element =
      target === "menu-button" ? menuButtonRef.current : document.getElementById(submenuButtonId(target.submenu));
    element?.focus();
  };

  return { state, send, headerRef, menuButtonRef, onKeyDown };
}
