/**
 * The navigation bar's behaviour (spec §4 Navigation bar, §9), framework-free, for the shell's
 * inline head script: it runs before the `<body>` exists, so it listens on the document and the
 * window and finds the bar (components/layout/navigation-bar.tsx) only when an event needs it.
 * The pure machine (logic/navigation-machine.ts) decides; this module feeds it DOM
 * events and writes its state back as attributes, which the bar's classes turn into the look.
 */
import { CONSENT_BANNER_ATTRIBUTE } from "~/components/layout/consent-banner-marks";
import {
  escapeFocusTarget,
  initialNavigation,
  navigationReducer,
  type NavigationEvent,
  type NavigationState,
} from "~/logic/navigation-machine";
import {
  BAR_HIDDEN_ATTRIBUTE,
  MENU_BUTTON_ATTRIBUTE,
  MENU_OPEN_ATTRIBUTE,
  NAVIGATION_BAR_ATTRIBUTE,
  SUBMENU_ATTRIBUTE,
} from "~/components/layout/navigation-bar-marks";
import { submenuButtonId } from "~/components/layout/navigation-bar-marks";
import type { SubmenuId } from "~/content/navigation";
import { isMobileWidth, RESIZE_DEBOUNCE_MS } from "~/logic/spec-timings";
import { holdPage } from "~/dom/overlay";

const SUBMENU = `[${SUBMENU_ATTRIBUTE}]`;

/**
 * Starts the navigation bar on a window's document (spec §4): submenus open on hover from 1024 px
 * (mouse only) and on a press everywhere (click, Enter, Space); a press outside the bar, or focus
 * leaving a submenu, closes it on desktop; Escape closes the submenu, else the phone menu, and
 * returns focus to its button; the phone menu locks the page's scroll and makes the page behind it
 * inert; the bar hides on scrolling down past 100 px and comes back on scrolling up or when focus
 * enters it; resizes count once they have paused for 50 ms. A pointer already resting on a submenu
 * when the page is parsed opens it (its `:hover` is checked on DOMContentLoaded, on load and on the
 * first mouse move).
 *
 * Needs nothing to exist yet: the bar may be parsed after this runs. Without a bar in the
 * document it does nothing and fails nowhere.
 * @param win - the window whose document holds (or will hold) the bar
 * @returns a stop function that removes every listener and releases the scroll lock and `inert`
 */
export function startNavigationBar(win: Window = window): () => void {
  const doc = win.document;
  let state: NavigationState = initialNavigation;
  let bar: HTMLElement | null = null;
  let releasePage: (() => void) | undefined;
  let lastY = win.scrollY;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const findBar = () =>
    bar?.isConnected ? bar : (bar = doc.querySelector<HTMLElement>(`[${NAVIGATION_BAR_ATTRIBUTE}]`));
  const inBar = (target: EventTarget | null): target is Element =>
    target instanceof Element && !!findBar()?.contains(target);
  const menuButton = () => findBar()?.querySelector<HTMLElement>(`[${MENU_BUTTON_ATTRIBUTE}]`) ?? null;
  const isMobile = () => isMobileWidth(win.innerWidth);

  function send(event: NavigationEvent) {
    const next = navigationReducer(state, event);
    if (next === state) return;
    state = next;
    render();
  }

  /** Writes the state onto the bar; idempotent, so it can also catch up once the bar is parsed. */
  function render() {
    const header = findBar();
    if (!header) return;
    setAttribute(header, BAR_HIDDEN_ATTRIBUTE, state.hidden ? "true" : null);
    setAttribute(header, MENU_OPEN_ATTRIBUTE, state.menuOpen ? "" : null);
    menuButton()?.setAttribute("aria-expanded", String(state.menuOpen));
    for (const item of header.querySelectorAll(SUBMENU)) {
      const open = item.getAttribute(SUBMENU_ATTRIBUTE) === state.submenu;
      item.querySelector(":scope > button")?.setAttribute("aria-expanded", String(open));
    }
    if (state.menuOpen && !releasePage) releasePage = holdPageBehindMenu(header);
    if (!state.menuOpen && releasePage) {
      releasePage();
      releasePage = undefined;
    }
  }

  /** Behind the open phone menu: scroll locked, the page and the bar's own logo inert. */
  function holdPageBehindMenu(header: HTMLElement): () => void {
    const releasePage = holdPage(header, { spare: `[${CONSENT_BANNER_ATTRIBUTE}]` });
    const button = menuButton();
    const menu = doc.getElementById(button?.getAttribute("aria-controls") ?? "");
    const insideBar = [...(button?.parentElement?.children ?? [])].filter(
      (child) => child !== button && child !== menu && !child.hasAttribute("inert"),
    );
    for (const child of insideBar) child.setAttribute("inert", "");
    return () => {
      releasePage();
      for (const child of insideBar) child.removeAttribute("inert");
    };
  }

  const submenuOf = (target: EventTarget | null) =>
    target instanceof Element && inBar(target) ? target.closest(SUBMENU) : null;
  const idOf = (item: Element) => item.getAttribute(SUBMENU_ATTRIBUTE) as SubmenuId;

  const onClick = (event: MouseEvent) => {
    if (!inBar(event.target)) return;
    const button = event.target.closest("button");
    const link = event.target.closest("a[href]");
    const item = button?.parentElement;
    if (button?.hasAttribute(MENU_BUTTON_ATTRIBUTE)) {
      // The width as it is now: the one read in <head> may predate the page's first layout, and a
      // phone menu button the visitor can see must open the menu (decision 025).
      send({ type: "resized", isMobile: isMobile() });
      send({ type: "toggle_menu" });
    } else if (item?.matches(SUBMENU)) send({ type: "press_submenu", id: idOf(item) });
    // A link that stays on the page (the contact popup from 1024 px) closes the menus; one that
    // leaves it does not, so the phone menu stays over the old page until the new one paints.
    else if (link) setTimeout(() => event.defaultPrevented && send({ type: "navigated" }));
  };

  const onPointerEnter = (event: PointerEvent) => {
    const item = event.target instanceof Element && event.target.matches(SUBMENU) ? event.target : null;
    if (item && inBar(item)) send({ type: "pointer_enter", id: idOf(item), pointerType: event.pointerType });
  };
  const onPointerLeave = (event: PointerEvent) => {
    const item = event.target instanceof Element && event.target.matches(SUBMENU) ? event.target : null;
    if (item && inBar(item)) send({ type: "pointer_leave", id: idOf(item), pointerType: event.pointerType });
  };
  /** A mouse already resting on a submenu before its enter event could be seen: opens it as hovered. */
  const checkHover = () => {
    const item = findBar()?.querySelector(`${SUBMENU}:hover`);
    if (item) send({ type: "pointer_enter", id: idOf(item), pointerType: "mouse" });
  };
  const onFirstMouseMove = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    doc.removeEventListener("pointermove", onFirstMouseMove, true);
    checkHover();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (findBar() && !inBar(event.target)) send({ type: "outside_press" });
  };
  const onFocusIn = (event: FocusEvent) => {
    if (inBar(event.target)) send({ type: "focus_entered" });
  };
  const onFocusOut = (event: FocusEvent) => {
    const item = submenuOf(event.target);
    if (item && !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget)))
      send({ type: "focus_left", id: idOf(item) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !inBar(event.target)) return;
    const target = escapeFocusTarget(state);
    if (!target) return;
    event.preventDefault();
    send({ type: "escape" });
    const focus = target === "menu-button" ? menuButton() : doc.getElementById(submenuButtonId(target.submenu));
    focus?.focus();
  };

  const onScroll = () => {
    const y = win.scrollY;
    send({ type: "scrolled", fromY: lastY, toY: y });
    lastY = y;
  };
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => send({ type: "resized", isMobile: isMobile() }), RESIZE_DEBOUNCE_MS);
  };
  /**
   * The page is parsed: the bar exists; catch up and look for a resting pointer. The width was read
   * when the script started (after the viewport meta), and a resize since then has its own
   * listener: reading it again here would force the page's first full layout inside this task.
   */
  const onParsed = () => {
    render();
    checkHover();
  };
  /** Back to this page from the back/forward cache: it opens as a freshly loaded one would, closed. */
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    lastY = win.scrollY;
    send({ type: "navigated" });
  };

  const documentListeners = [
    ["click", onClick],
    ["pointerenter", onPointerEnter],
    ["pointerleave", onPointerLeave],
    ["pointermove", onFirstMouseMove],
    ["pointerdown", onPointerDown],
    ["focusin", onFocusIn],
    ["focusout", onFocusOut],
    ["keydown", onKeyDown],
  ] as const;
  // Capture: pointerenter and pointerleave do not bubble, but every element's pass through the document.
  for (const [type, listener] of documentListeners) doc.addEventListener(type, listener as EventListener, true);
  win.addEventListener("scroll", onScroll, { passive: true });
  win.addEventListener("resize", onResize);
  win.addEventListener("pageshow", onPageShow);
  win.addEventListener("load", checkHover);
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", onParsed);
  else onParsed();
  send({ type: "resized", isMobile: isMobile() });

  return () => {
    for (const [type, listener] of documentListeners) doc.removeEventListener(type, listener as EventListener, true);
    win.removeEventListener("scroll", onScroll);
    win.removeEventListener("resize", onResize);
    win.removeEventListener("pageshow", onPageShow);
    win.removeEventListener("load", checkHover);
    doc.removeEventListener("DOMContentLoaded", onParsed);
    clearTimeout(resizeTimer);
    releasePage?.();
    releasePage = undefined;
  };
}

/** Sets `name` to `value`, or removes it when `value` is null. */
function setAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
