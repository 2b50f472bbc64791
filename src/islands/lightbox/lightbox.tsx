import { ContentImage } from "~/components/ui/content-image";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { CloseButton } from "~/components/ui/close-button";
import { Dialog } from "./dialog";
import { t } from "~/i18n/en";
import { cn } from "~/components/ui/cn";
import { LIGHTBOX_SWIPE_PX, LIGHTBOX_TRANSITION_MS } from "~/logic/spec-timings";
import { wrapFocus } from "~/dom/focus-wrap";
import { useReducedMotion } from "~/islands/lightbox/use-reduced-motion";
import { useSwipe } from "~/islands/shared/use-swipe";
import { useTimedReducer } from "~/islands/shared/use-timed-reducer";
import { idleSpinner, spinnerReducer, spinnerTimer, spinnerVisible } from "~/logic/spinner-machine";
import type { LightboxController } from "./use-lightbox";
import { ChevronIcon } from "~/components/ui/chevron-icon";

/** Whether `target` is the lightbox's dark surface (marked `data-backdrop`), not a control or the image. */
const isBackdrop = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.hasAttribute("data-backdrop");

/**
 * The full-screen lightbox of spec §4 on the shared modal `<dialog>`: labelled,
 * focus moved in and trapped, returned on close. Close by Escape, the close
 * button, a click on the dark backdrop, or a vertical swipe over 50 px; go to
 * the previous/next image (wrapping) with the arrow buttons, the arrow keys, or
 * a horizontal swipe over 50 px. The image fades out for 500 ms while it
 * changes and the whole lightbox fades for 500 ms while closing; with reduced
 * motion nothing fades and the dialog goes at once (the timings stay).
 *
 * Only the image on show is loaded (full size). A spinner appears if it takes
 * over 150 ms and stays at least 150 ms; an image that fails shows a drawn
 * notice with its description instead of a broken-image icon.
 */
export function Lightbox({ lightbox }: { lightbox: LightboxController }) {
  const { state, send } = lightbox;
  const reducedMotion = useReducedMotion();
  const openedAt = useRef(0);
  const stage = useRef<HTMLDivElement>(null);
  const image = state.index === null ? undefined : state.images[state.index];
  const visible = state.status === "opened" || state.status === "changing_image";
  const dialogOpen = visible || (state.status === "closing" && !reducedMotion);

  useLayoutEffect(() => {
    if (!visible) openedAt.current = 0;
    else if (openedAt.current === 0) openedAt.current = performance.now();
  }, [visible]);

  // Focus starts on the lightbox itself rather than its first button: an Enter that opened it
  // from a thumbnail would otherwise go on to "press" that button (Chromium activates buttons on keypress).
  useEffect(() => {
    if (visible) stage.current?.focus();
  }, [visible]);

  const swipe = useSwipe({
    swipePx: LIGHTBOX_SWIPE_PX,
    onGesture: (gesture) => {
      if (gesture === "left") send({ type: "next" });
      else if (gesture === "right") send({ type: "previous" });
      else if (gesture === "up" || gesture === "down") send({ type: "close" });
    },
  });

  /** Whether the last press on the surface went down on the backdrop. */
  const pressedOnBackdrop = useRef(false);
  const close = () => send({ type: "close" });
  const several = state.images.length > 1;

  return (
    <Dialog
      open={dialogOpen}
      onClose={close}
      label={t("lightbox_label")}
      className="h-dvh w-screen on-navy backdrop:bg-ink/95! backdrop:transition-opacity backdrop:duration-500 has-data-[state=closing]:backdrop:opacity-0"
    >
      {image && (
        // Pointer and key handling for the whole surface; every action also has a button.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          ref={stage}
          tabIndex={-1}
          data-state={state.status}
          data-backdrop
          className={cn(
            "grid h-full touch-pinch-zoom grid-rows-[auto_minmax(0,1fr)] gap-3 p-3 text-paper transition-opacity duration-500 outline-none select-none sm:p-6 starting:opacity-0",
            state.status === "closing" && "opacity-0",
          )}
          onPointerDown={(event) => {
            pressedOnBackdrop.current = isBackdrop(event.target);
            swipe.onPointerDown(event);
          }}
          onKeyDown={(event) => {
            if (wrapFocus(event, event.currentTarget)) return;
            if (event.key === "ArrowRight") send({ type: "next" });
            else if (event.key === "ArrowLeft") send({ type: "previous" });
            else return;
            event.preventDefault();
          }}
          onClick={(event) => {
            // A click on the dark surface is a backdrop click; not while the lightbox is still
            // fading in, so the second click of a double click on a thumbnail does not close it.
            // A press that began on a control and ended on the backdrop (the click then goes to what
            // both share) is no backdrop click either.
            const onBackdrop = isBackdrop(event.target) && pressedOnBackdrop.current;
            if (onBackdrop && performance.now() - openedAt.current >= LIGHTBOX_TRANSITION_MS) close();
          }}
        >
          <div data-backdrop className="flex items-center justify-between gap-3">
            <p
              className="rounded-full bg-ink px-3 py-1 font-display text-sm font-semibold text-paper tabular-nums"
              aria-live="polite"
            >
              {t("image_counter", { number: (state.index ?? 0) + 1, total: state.images.length })}
            </p>
            <CloseButton onClick={close} className="order-last" />
          </div>
          <div
            data-backdrop
            className="grid min-h-0 grid-cols-2 grid-rows-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 [grid-template-areas:'image_image'_'previous_next'] lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:grid-rows-1 lg:[grid-template-areas:'previous_image_next']"
          >
            <LightboxImage
              src={image.fullImageUrl}
              description={image.description}
              fading={state.status !== "opened"}
            />
            {several && (
              <>
                <ArrowButton direction="previous" onClick={() => send({ type: "previous" })} />
                <ArrowButton direction="next" onClick={() => send({ type: "next" })} />
              </>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

function LightboxImage({ src, description, fading }: { src: string; description: string; fading: boolean }) {
  const [spinner, sendSpinner] = useTimedReducer(spinnerReducer, idleSpinner, spinnerTimer);
  const [failed, setFailed] = useState<string | null>(null);
  // Runs in the same commit that puts the new <img> in the page, so it always precedes its load event.
  useLayoutEffect(() => sendSpinner({ type: "start" }), [src, sendSpinner]);

  return (
    <figure data-backdrop className="flex h-full min-h-0 flex-col items-center justify-center gap-3 [grid-area:image]">
      <div className="relative grid min-h-24 min-w-24 place-items-center">
        {failed === src ? (
          <ImageFallback />
        ) : (
          <ContentImage
            key={src}
            src={src}
            slot="lightbox"
            alt={description}
            decoding="async"
            // A mouse drag across it is a swipe (spec §4), not the start of a drag-and-drop of the file.
            draggable={false}
            onLoad={() => sendSpinner({ type: "settled" })}
            onError={() => {
              sendSpinner({ type: "settled" });
              setFailed(src);
            }}
            className={cn(
              // The room left by the bar above, the caption and (on phones) the arrows below.
              "h-auto max-h-[calc(100dvh-16rem)] w-auto max-w-full rounded-lg object-contain shadow-lift transition-opacity duration-500 lg:max-h-[calc(100dvh-11rem)] starting:opacity-0",
              fading && "opacity-0",
            )}
          />
        )}
        {spinnerVisible(spinner) && (
          <span role="status" className="absolute inset-0 grid place-items-center">
            <span
              aria-hidden="true"
              className="size-12 animate-spin rounded-full border-4 border-paper border-r-transparent"
            />
            <span className="sr-only">{t("loading")}</span>
          </span>
        )}
      </div>
      <figcaption
        data-backdrop
        className="max-w-3xl rounded-xl bg-ink px-3 py-1.5 text-center text-sm text-paper sm:text-base"
        aria-live="polite"
      >
        {description}
      </figcaption>
    </figure>
  );
}

function ArrowButton({ direction, onClick }: { direction: "previous" | "next"; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t(direction)}
      className={cn(
        "grid size-12 place-items-center rounded-full bg-white text-ink shadow-card ring-1 ring-line hover:bg-cream",
        direction === "previous"
          ? "justify-self-end [grid-area:previous] lg:justify-self-auto"
          : "justify-self-start [grid-area:next] lg:justify-self-auto",
      )}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

/** What shows instead of an image that failed to load: a drawn empty frame and a short notice. */
function ImageFallback() {
  return (
    <div className="grid max-w-sm place-items-center gap-4 rounded-card bg-cream p-8 text-center text-ink shadow-lift">
      <svg
        viewBox="0 0 96 72"
        width="96"
        height="72"
        aria-hidden="true"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="4" width="88" height="64" rx="8" className="fill-paper stroke-honey" />
        <path d="M12 58l22-24 14 14 10-10 26 20" className="stroke-leaf" />
        <circle cx="68" cy="22" r="7" className="fill-sun stroke-amber" />
      </svg>
      <p className="font-display text-lg font-semibold">{t("image_failed")}</p>
    </div>
  );
}
