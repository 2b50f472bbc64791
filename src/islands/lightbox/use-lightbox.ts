import { useCallback, useEffect, useRef } from "react";
import type { GalleryImage } from "~/content/schemas";
import { useTimedReducer } from "~/islands/shared/use-timed-reducer";
import {
  closedLightbox,
  lightboxReducer,
  lightboxTimer,
  type LightboxEvent,
  type LightboxState,
} from "~/logic/lightbox-machine";

/** A running lightbox: its state, `send` for the dialog's own controls, and `open` for thumbnails. */
export type LightboxController = {
  state: LightboxState<GalleryImage>;
  send: (event: LightboxEvent<GalleryImage>) => void;
  /**
   * Opens the lightbox on `images[index]` (spec §4: "Open goes to opened with the
   * image list and a start index"). Ignored if already open or if `index` is not
   * a position of `images`. `opener` gets focus back once the lightbox has closed.
   */
  open: (images: readonly GalleryImage[], index: number, opener?: HTMLElement | null) => void;
};

/**
 * Runs one lightbox machine with its 500 ms timers (see `lightbox-machine.ts`)
 * and returns focus to the thumbnail that opened it when it is closed again.
 * Render `<Lightbox lightbox={…} />` with the result.
 */
export function useLightbox(): LightboxController {
  const [state, send] = useTimedReducer(lightboxReducer<GalleryImage>, closedLightbox, lightboxTimer);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (images: readonly GalleryImage[], index: number, from?: HTMLElement | null) => {
      opener.current = from ?? null;
      send({ type: "open", images, index });
    },
    [send],
  );

  useEffect(() => {
    if (state.status !== "closed" || !opener.current) return;
    // The native <dialog> already returns focus on close; this covers browsers that
    // did not focus the thumbnail on click (Safari) and a dialog closed by the browser.
    if (opener.current.isConnected && document.activeElement !== opener.current)
      opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [state.status]);

  return { state, send, open };
}
