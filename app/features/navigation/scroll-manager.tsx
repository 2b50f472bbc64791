import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollBehavior } from "~/lib/use-reduced-motion";
import { firstLoadKind, scrollActionAfter, type NavigationKind } from "./scroll-policy";

const STORAGE_KEY = "scroll-positions";
let positions: Record<string, number> | null = null;

/** The saved scroll positions by history-entry key, read once from session storage (they survive reloads). */
function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    positions = parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    positions = {};
  }
  return positions;
}

/** A history entry's key; the document's first entry has React Router's shared "default" key, so add its path. */
function entryKey(location: { key: string; pathname: string }): string {
  return location.key === "default" ? `default:${location.pathname}` : location.key;
}

function documentNavigationKind(): NavigationKind {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return firstLoadKind(entry?.type);
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Storage full or blocked: positions then last for this document only.
  }
}

/**
 * The page's scroll behaviour across navigations (spec §2), in place of React
 * Router's `<ScrollRestoration />` (whose instant reset on every new visit
 * cannot be made smooth or delayed): after a link or redirect (PUSH, REPLACE)
 * the page scrolls to the top 100 ms later, smoothly — or instantly when the
 * visitor prefers reduced motion. Back and forward (POP) restore the position
 * the entry was left at, instantly and before paint; so does a reload.
 *
 * It remembers each history entry's position as the visitor scrolls, keeps
 * them in session storage when the page is hidden, and sets
 * `history.scrollRestoration` to "manual" so the browser does not compete.
 * Renders nothing. Mount it once, inside the router.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const currentKey = useRef(key);
  const firstLoad = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      savedPositions()[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      persist();
      window.history.scrollRestoration = "auto";
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = "manual";
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const kind = firstLoad.current ? documentNavigationKind() : navigationType;
    firstLoad.current = false;
    const action = scrollActionAfter(kind, savedPositions()[key]);
    if (action.kind === "restore") {
      window.scrollTo({ top: action.y, behavior: "instant" });
      return;
    }
    if (action.kind === "none") return;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }), action.delayMs);
    return () => window.clearTimeout(timer);
  }, [key, navigationType]);

  return null;
}
