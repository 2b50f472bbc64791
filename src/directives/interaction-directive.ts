/**
 * `client:interaction`: hydrates an island when the visitor is about to use it, and replays what
 * they did to it before it was ready, so that a press made before its island has hydrated takes
 * effect once (decision 012). Astro inlines this code in every page that has such an island, before the
 * first one, so it works from the first paint even while every script file is held back.
 *
 * - **Hydrates on** the first pointer-down, click, key press or focus inside the island, or a mouse
 *   pointer over one of its buttons (so the home reviews, with nothing to press on a desktop, never load). Nothing of the island's code (nor React) loads before that; then all of it at
 *   once (`data-preload`, written at build).
 * - **Holds back**, until the island says it is ready ({@link ISLAND_READY_EVENT}, island-root.tsx):
 *   - a click on a button or on a link acting as one (`role="button"`, e.g. a lightbox thumbnail):
 *     its default is prevented (a thumbnail's link never opens the raw file), the island never sees
 *     it, and the control shows it was pressed (`data-pressed`, `aria-busy`);
 *   - Space on a control, held when it goes down (a link acting as a button would scroll the page, and
 *     a button clicks only when the key comes up, which may be after the island is ready);
 *   - a pointer gesture that starts outside any control (a carousel's swipe or tap): where it went
 *     down and where it came up; one the browser cancelled (it scrolled the page) is dropped.
 * - **Replays** them once, in the order made, when the island is ready: each held control is clicked,
 *   each gesture dispatched again as pointer-down then pointer-up at the same points. A press is
 *   thus never lost and never doubled.
 * - Plain links, modified clicks (Ctrl/⌘/Shift/Alt, other buttons) and form fields keep their
 *   native behaviour, before and after.
 * - **If the island's code cannot load** (`astro:hydration-error`), the held controls are released and
 *   a held link is followed, as without JavaScript.
 */
import type { ClientDirective } from "astro";
import { ISLAND_READY_EVENT, PRESS_CONTROLS, PRESSED_ATTRIBUTE, SWIPE_EXEMPT } from "./interaction-marks";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction and replay it (src/directives/interaction-directive.ts). */
    "client:interaction"?: boolean;
  }
}

type Point = { x: number; y: number };
/** Where an element sits under the island (child indexes), to find it again if hydration replaced it. */
type Path = number[];
type Held =
  | { kind: "press"; element: HTMLElement; path: Path }
  | {
      kind: "gesture";
      element: Element;
      path: Path;
      pointerId: number;
      pointerType: string;
      down: Point;
      up?: Point;
      cancelled?: boolean;
    };

const pathTo = (root: Element, element: Element): Path => {
  const path: Path = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement)
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  return path;
};

const find = (root: Element, held: Held): Element | undefined => {
  if (held.element.isConnected) return held.element;
  let node: Element | undefined = root;
  for (const index of held.path) node = node?.children[index];
  return node;
};

const pointer = (held: Extract<Held, { kind: "gesture" }>, point: Point, buttons: number): PointerEventInit => ({
  bubbles: true,
  cancelable: true,
  composed: true,
  pointerId: held.pointerId,
  pointerType: held.pointerType,
  isPrimary: true,
  button: 0,
  buttons,
  clientX: point.x,
  clientY: point.y,
});

/**
 * The directive (Astro calls it once per island, with the island's `<astro-island>` element).
 * @param load - Astro's loader: resolves to the island's `hydrate()`; on a failed import Astro
 *   dispatches `astro:hydration-error` on the island and resolves to a no-op
 * @param _options - the directive's value (unused)
 * @param island - the `<astro-island>` element; listeners go on it in the capture phase, so they run
 *   before React's, which it gets as its root container only at hydration
 */
const interactionDirective: ClientDirective = (load, _options, island) => {
  const held: Held[] = [];
  let started = false;
  /** Whether a held control may show it was pressed: not once React is hydrating the HTML it rendered. */
  let marking = true;

  const release = (element: Element) => {
    element.removeAttribute(PRESSED_ATTRIBUTE);
    element.removeAttribute("aria-busy");
  };

  const start = () => {
    if (started) return;
    started = true;
    // Every script file the island needs, fetched at once (written at build: astro-interaction-directive.ts).
    for (const href of island.getAttribute("data-preload")?.split(" ") ?? []) {
      if (!href || document.querySelector(`link[href="${href}"]`)) continue;
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
    void load().then((hydrate) => {
      // React hydrates exactly what it rendered: the pressed marks go first (the replay follows at once).
      marking = false;
      for (const entry of held) if (entry.kind === "press") release(entry.element);
      return hydrate();
    });
  };

  const hold = (event: Event, element: HTMLElement) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: "press", element, path: pathTo(island, element) });
    if (!marking) return;
    element.setAttribute(PRESSED_ATTRIBUTE, "");
    element.setAttribute("aria-busy", "true");
  };

  const trackers: (() => void)[] = [];
  const onPointerDown = (event: PointerEvent) => {
    start();
    const target = event.target;
    if (!event.isPrimary || event.button !== 0 || !(target instanceof Element) || target.closest(SWIPE_EXEMPT)) return;
    // The island's own swipe code must not also see this gesture if React attached mid-way.
    event.stopImmediatePropagation();
    const gesture: Held = {
      kind: "gesture",
      element: target,
      path: pathTo(island, target),
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      down: { x: event.clientX, y: event.clientY },
    };
    held.push(gesture);
    const end = (up: PointerEvent) => {
      if (up.pointerId !== gesture.pointerId) return;
      if (up.type === "pointerup") gesture.up = { x: up.clientX, y: up.clientY };
      else gesture.cancelled = true;
      stop();
    };
    const stop = () => {
      window.removeEventListener("pointerup", end, true);
      window.removeEventListener("pointercancel", end, true);
    };
    window.addEventListener("pointerup", end, true);
    window.addEventListener("pointercancel", end, true);
    trackers.push(stop);
  };

  const onClick = (event: MouseEvent) => {
    start();
    const control = event.target instanceof Element ? event.target.closest(PRESS_CONTROLS) : null;
    if (!(control instanceof HTMLElement) || !island.contains(control)) return;
    const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (control instanceof HTMLAnchorElement && modified) return;
    hold(event, control);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    start();
    const target = event.target;
    // Space presses a control when it comes up, which may be after the island is ready: held at
    // keydown instead, so the key's activation never starts. A replayed click between the two would
    // clear it, and the press would be lost.
    if (event.key === " " && !event.repeat && target instanceof HTMLElement && target.matches(PRESS_CONTROLS))
      hold(event, target);
  };

  // A mouse over one of its controls is about to press it; over a card's text it is only passing.
  const onHover = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && event.target instanceof Element && event.target.closest(PRESS_CONTROLS))
      start();
  };

  const listeners: [string, EventListener][] = [
    ["pointerdown", onPointerDown as EventListener],
    ["click", onClick as EventListener],
    ["keydown", onKeyDown as EventListener],
    ["focusin", start],
    ["pointerover", onHover as EventListener],
  ];
  for (const [type, listener] of listeners) island.addEventListener(type, listener, true);
  const stopListening = () => {
    for (const [type, listener] of listeners) island.removeEventListener(type, listener, true);
    for (const stop of trackers.splice(0)) stop();
    island.removeEventListener(ISLAND_READY_EVENT, onReady);
    island.removeEventListener("astro:hydration-error", onFailure);
  };

  const replay = () => {
    for (const entry of held.splice(0)) {
      if (entry.kind === "press") release(entry.element);
      const element = find(island, entry);
      if (!element) continue;
      if (entry.kind === "press") {
        if (element instanceof HTMLElement) element.click();
      } else if (!entry.cancelled) {
        element.dispatchEvent(new PointerEvent("pointerdown", pointer(entry, entry.down, 1)));
        // Still down: its real pointer-up will reach the island's own listeners.
        if (entry.up) element.dispatchEvent(new PointerEvent("pointerup", pointer(entry, entry.up, 0)));
      }
    }
  };

  function onReady() {
    // Out of React's effect phase, so each replayed press is handled as a press made now. The
    // listeners stay until then: a press made in between (a Space going down) is held and replayed
    // in its turn, instead of being cleared by the replayed click before its key comes up.
    setTimeout(() => {
      stopListening();
      replay();
    }, 0);
  }

  function onFailure() {
    stopListening();
    const presses = held.splice(0).filter((entry) => entry.kind === "press");
    for (const entry of presses) release(entry.element);
    const link = presses.at(-1)?.element;
    if (link instanceof HTMLAnchorElement && link.href) window.location.assign(link.href);
  }

  island.addEventListener(ISLAND_READY_EVENT, onReady);
  island.addEventListener("astro:hydration-error", onFailure);
};

export default interactionDirective;
