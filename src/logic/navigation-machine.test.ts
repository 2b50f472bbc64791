import { describe, expect, it } from "vitest";
import { NAV_HIDE_AFTER_PX } from "~/logic/spec-timings";
import {
  barHiddenAfterScroll,
  escapeFocusTarget,
  initialNavigation,
  navigationReducer,
  type NavigationEvent,
  type NavigationState,
} from "./navigation-machine";

const run = (state: NavigationState, ...events: NavigationEvent[]) => events.reduce(navigationReducer, state);
const desktop = initialNavigation;
const mobile = run(initialNavigation, { type: "resized", isMobile: true });
const mouse = (type: "pointer_enter" | "pointer_leave", id: "showcase" | "services" | "company" = "services") =>
  ({ type, id, pointerType: "mouse" }) as const;

describe("navigation bar: mobile state and full-screen menu (spec §4)", () => {
  it("starts as prerendered: desktop, all closed, shown", () => {
    expect(initialNavigation).toEqual({
      isMobile: false,
      menuOpen: false,
      submenu: null,
      openedBy: null,
      hidden: false,
    });
  });

  it("opens and closes the full-screen menu on mobile only", () => {
    const open = run(mobile, { type: "toggle_menu" });
    expect(open.menuOpen).toBe(true);
    expect(run(open, { type: "toggle_menu" }).menuOpen).toBe(false);
    expect(run(desktop, { type: "toggle_menu" })).toBe(desktop);
  });

  it("a resize across 1024 px while a menu is open closes everything", () => {
    const open = run(mobile, { type: "toggle_menu" }, { type: "press_submenu", id: "company" });
    expect(run(open, { type: "resized", isMobile: false })).toMatchObject({
      isMobile: false,
      menuOpen: false,
      submenu: null,
    });
    const hovered = run(desktop, mouse("pointer_enter"));
    expect(run(hovered, { type: "resized", isMobile: true })).toMatchObject({ isMobile: true, submenu: null });
    expect(run(mobile, { type: "resized", isMobile: true })).toBe(mobile);
  });

  it("opening the menu shows a hidden bar", () => {
    const hidden = { ...mobile, hidden: true };
    expect(run(hidden, { type: "toggle_menu" })).toMatchObject({ menuOpen: true, hidden: false });
  });

  it("a navigation closes the menu and the submenu", () => {
    const open = run(mobile, { type: "toggle_menu" }, { type: "press_submenu", id: "showcase" });
    expect(run(open, { type: "navigated" })).toMatchObject({ menuOpen: false, submenu: null });
    expect(run(desktop, { type: "navigated" })).toBe(desktop);
  });
});

describe("navigation bar: submenus (spec §4: hover on desktop, click on mobile, keyboard everywhere)", () => {
  it("desktop: mouse hover opens, leaving closes", () => {
    const open = run(desktop, mouse("pointer_enter"));
    expect(open).toMatchObject({ submenu: "services", openedBy: "hover" });
    expect(run(open, mouse("pointer_leave")).submenu).toBeNull();
    expect(run(open, mouse("pointer_leave", "company"))).toBe(open);
  });

  it("desktop: touch and pen 'hovers' are ignored, so a tap is a single press", () => {
    expect(run(desktop, { type: "pointer_enter", id: "services", pointerType: "touch" })).toBe(desktop);
    const pressed = run(
      desktop,
      { type: "pointer_enter", id: "services", pointerType: "touch" },
      { type: "press_submenu", id: "services" },
    );
    expect(pressed.submenu).toBe("services");
  });

  it("mobile: hover does nothing, a click toggles", () => {
    expect(run(mobile, mouse("pointer_enter"))).toBe(mobile);
    const open = run(mobile, { type: "press_submenu", id: "showcase" });
    expect(open.submenu).toBe("showcase");
    expect(run(open, { type: "press_submenu", id: "showcase" }).submenu).toBeNull();
    expect(run(open, { type: "press_submenu", id: "company" }).submenu).toBe("company");
  });

  it("desktop: a click on a submenu the mouse just opened keeps it open; a second click closes it", () => {
    const clicked = run(desktop, mouse("pointer_enter"), { type: "press_submenu", id: "services" });
    expect(clicked).toMatchObject({ submenu: "services", openedBy: "press" });
    expect(run(clicked, { type: "press_submenu", id: "services" }).submenu).toBeNull();
  });

  it("keyboard: Enter/Space (a press) toggles; Escape closes the submenu first, then the menu", () => {
    const open = run(desktop, { type: "press_submenu", id: "company" });
    expect(open.submenu).toBe("company");
    expect(escapeFocusTarget(open)).toEqual({ submenu: "company" });
    expect(run(open, { type: "escape" }).submenu).toBeNull();

    const both = run(mobile, { type: "toggle_menu" }, { type: "press_submenu", id: "services" });
    const first = run(both, { type: "escape" });
    expect(first).toMatchObject({ menuOpen: true, submenu: null });
    expect(escapeFocusTarget(first)).toBe("menu-button");
    expect(run(first, { type: "escape" }).menuOpen).toBe(false);
    expect(escapeFocusTarget(desktop)).toBeNull();
    expect(run(desktop, { type: "escape" })).toBe(desktop);
  });

  it("desktop: focus leaving a submenu or a press outside the bar closes it; not on mobile", () => {
    const open = run(desktop, { type: "press_submenu", id: "showcase" });
    expect(run(open, { type: "focus_left", id: "showcase" }).submenu).toBeNull();
    expect(run(open, { type: "focus_left", id: "company" })).toBe(open);
    expect(run(open, { type: "outside_press" }).submenu).toBeNull();
    const mobileOpen = run(mobile, { type: "toggle_menu" }, { type: "press_submenu", id: "showcase" });
    expect(run(mobileOpen, { type: "focus_left", id: "showcase" })).toBe(mobileOpen);
    expect(run(mobileOpen, { type: "outside_press" })).toBe(mobileOpen);
  });
});

describe("navigation bar: hide on scroll (spec §4, §9 100 px)", () => {
  it("uses the spec's number", () => expect(NAV_HIDE_AFTER_PX).toBe(100));

  it("hides only when scrolling down past 100 px", () => {
    expect(barHiddenAfterScroll(false, 0, 100, false)).toBe(false);
    expect(barHiddenAfterScroll(false, 100, 101, false)).toBe(true);
    expect(barHiddenAfterScroll(false, 50, 400, false)).toBe(true);
    expect(barHiddenAfterScroll(false, 20, 90, false)).toBe(false);
  });

  it("reappears on any scroll up, and keeps its state when the position does not change", () => {
    expect(barHiddenAfterScroll(true, 500, 499, false)).toBe(false);
    expect(barHiddenAfterScroll(true, 500, 500, false)).toBe(true);
    expect(barHiddenAfterScroll(false, 500, 500, false)).toBe(false);
  });

  it("never hides while the full-screen menu is open", () => {
    expect(barHiddenAfterScroll(false, 0, 900, true)).toBe(false);
    const open = run(mobile, { type: "toggle_menu" });
    expect(run(open, { type: "scrolled", fromY: 0, toY: 900 }).hidden).toBe(false);
  });

  it("through the reducer: hides (closing a submenu), shows, and returns the same state when nothing changes", () => {
    const open = run(desktop, { type: "press_submenu", id: "services" });
    const hidden = run(open, { type: "scrolled", fromY: 90, toY: 150 });
    expect(hidden).toMatchObject({ hidden: true, submenu: null });
    expect(run(hidden, { type: "scrolled", fromY: 150, toY: 200 })).toBe(hidden);
    expect(run(hidden, { type: "scrolled", fromY: 200, toY: 180 }).hidden).toBe(false);
  });

  it("keyboard focus entering the bar shows it", () => {
    const hidden = run(desktop, { type: "scrolled", fromY: 0, toY: 500 });
    expect(run(hidden, { type: "focus_entered" }).hidden).toBe(false);
    expect(run(desktop, { type: "focus_entered" })).toBe(desktop);
  });
});
