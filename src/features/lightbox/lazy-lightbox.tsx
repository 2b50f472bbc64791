import { type ComponentType, useCallback, useRef, useState } from "react";
import type { GalleryImage } from "~/content/schemas";
import type { LightboxRequest } from "./lightbox-host";

type Host = ComponentType<{ request: LightboxRequest }>;

let loading: Promise<Host> | undefined;
let loaded: Host | undefined;

/**
 * Loads the lightbox's code (the dialog, its machines and timers: lightbox-host.tsx), once per
 * page load; galleries call it on the first press of a thumbnail (issue 13), not with the page.
 * @returns the loaded host component; rejects when the chunk cannot load (offline), and a later
 *   call then tries again
 */
export function loadLightbox(): Promise<Host> {
  loading ??= import("./lightbox-host").then(
    (module) => (loaded = module.LightboxHost),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What {@link useLazyLightbox} returns: `open` for the thumbnails, and the lightbox to render once loaded. */
export type LazyLightbox = {
  /**
   * Opens the lightbox on `images[index]` (spec §4 Lightbox: "Open goes to opened with the image
   * list and a start index"); `opener` gets focus back on close. The first call loads the lightbox:
   * meanwhile the pressed thumbnails show it (`data-pressed`, `aria-busy`), and once it arrives
   * it opens once, on the image pressed last. If it cannot load, the error is logged and the
   * visitor is taken to the last pressed thumbnail's own link (the full image), as without script.
   */
  open: (images: readonly GalleryImage[], index: number, opener?: HTMLElement | null) => void;
  /** The lightbox dialog, or null until a thumbnail has been pressed and the code has arrived. */
  element: React.ReactNode;
};

/**
 * A gallery's lightbox, loaded on first use (issue 13): thumbnails call `open`, and the page
 * renders `element` where the lightbox belongs. Nothing of the lightbox is in the prerendered
 * HTML or the page's first-load JavaScript; a press made before hydration is replayed
 * (decision 004) and takes the same path, so it opens on that image once the code arrives.
 * @returns `{ open, element }` (see {@link LazyLightbox})
 */
export function useLazyLightbox(): LazyLightbox {
  const [Host, setHost] = useState<Host | null>(null);
  const [request, setRequest] = useState<LightboxRequest | null>(null);
  /** Thumbnails pressed while the code loads, shown pressed until it arrives. */
  const waiting = useRef<HTMLElement[]>([]);

  const open = useCallback((images: readonly GalleryImage[], index: number, opener?: HTMLElement | null) => {
    setRequest((previous) => ({ images, index, opener: opener ?? null, id: (previous?.id ?? 0) + 1 }));
    if (loaded) {
      setHost(() => loaded ?? null);
      return;
    }
    if (opener) {
      opener.setAttribute(PRESSED_ATTRIBUTE, "");
      opener.setAttribute("aria-busy", "true");
      waiting.current.push(opener);
    }
    const release = () => {
      for (const element of waiting.current.splice(0)) {
        element.removeAttribute(PRESSED_ATTRIBUTE);
        element.removeAttribute("aria-busy");
      }
    };
    loadLightbox().then(
      (host) => {
        release();
        setHost(() => host);
      },
      (error: unknown) => {
        release();
        setRequest(null);
        console.error("Lightbox: its code could not be loaded; opening the image itself.", error);
        if (opener instanceof HTMLAnchorElement && opener.href) window.location.assign(opener.href);
      },
    );
  }, []);

  return { open, element: Host && request ? <Host request={request} /> : null };
}
