import { useEffect, useReducer, useRef, useState } from "react";
import { t } from "~/i18n/en";
import { cn } from "~/components/ui/cn";
import { CAROUSEL_SWIPE_PX, TAP_MAX_PX } from "~/logic/spec-timings";
import { useCssVariables } from "~/islands/shared/use-css-variables";
import { useIsMobile } from "~/islands/shared/use-is-mobile";
import { useSwipe } from "~/islands/shared/use-swipe";
import { ChevronIcon } from "~/components/ui/chevron-icon";
import {
  canNext,
  canPrevious,
  carouselMode,
  carouselReducer,
  initialCarousel,
  isCardVisible,
  type DesktopLayout,
} from "~/logic/carousel-machine";

/**
 * The layout's custom properties as the prerendered HTML carries them, in classes: the card width,
 * gap and cards per view of spec §9 (REVIEW_CARD_WIDTH_PX, REVIEW_CARD_GAP_PX, REVIEW_CARDS_VISIBLE,
 * which carousel.test.tsx holds these to) and the first card, not dragged. Once hydrated, the index and
 * the drag are set on the element itself ({@link useCssVariables}), over these.
 */
export const CAROUSEL_VARIABLES = "[--card-width:250px] [--card-gap:16px] [--per-view:3] [--index:0] [--drag:0px]";

type CarouselProps = {
  /** The accessible name of the carousel, e.g. "Client reviews". */
  label: string;
  /** Desktop (1024 px and up): "strip" = three 250 px cards with arrows, no wrap; "all" = every card side by side. */
  desktop: DesktopLayout;
  /** The cards, each with a stable key. */
  slides: readonly { key: string; content: React.ReactNode }[];
  className?: string;
};

/**
 * A review carousel (spec §4 Carousels). Under 1024 px: one card at a time,
 * dots below (each a button naming its card, the shown one marked
 * `aria-current`), wrap-around; a horizontal swipe over 75 px moves, a tap
 * (movement under 20 px) goes next. From 1024 px: see `desktop`.
 *
 * It runs in an island hydrated on first interaction (src/islands/carousel/review-carousels.tsx): arrows, dots,
 * swipes and taps used before it hydrated are replayed once it has (client:interaction), so none is lost.
 *
 * Layout is pure CSS at the `lg` breakpoint, so the prerendered HTML paints
 * right at any width before script runs; script only moves the index (a CSS
 * variable, set through the CSSOM: the page's CSP applies no style attribute,
 * decision 029) and applies the mode's rules. Cards out of view are `inert`. The
 * prerendered HTML is built for the desktop mode, so until the state holds the
 * phone's mode (after hydration, its configure effect) the cards a phone does
 * not show are also hidden under 1024 px: a keyboard never reaches a card out
 * of view, nor one about to be made inert while it has focus (focus would drop
 * to `<body>`).
 * With reduced motion the slide is instant (app.css).
 */
export function Carousel({ label, desktop, slides, className }: CarouselProps) {
  const isMobile = useIsMobile();
  const count = slides.length;
  const mode = carouselMode(isMobile, desktop, count);
  const [state, send] = useReducer(carouselReducer, mode, (initialMode) => initialCarousel(count, initialMode));
  const [dragX, setDragX] = useState(0);
  const { perView, wrap } = mode;

  useEffect(() => send({ type: "configure", mode: { perView, wrap } }), [perView, wrap]);

  const swipe = useSwipe({
    swipePx: CAROUSEL_SWIPE_PX,
    tapPx: TAP_MAX_PX,
    enabled: isMobile,
    onDrag: setDragX,
    onGesture: (gesture) => send({ type: "gesture", gesture }),
  });

  const strip = desktop === "strip";
  const root = useRef<HTMLDivElement>(null);
  useCssVariables(root, { "--index": String(state.index), "--drag": `${dragX}px` });

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn(CAROUSEL_VARIABLES, className)}
    >
      <div className="flex items-center justify-center gap-4">
        {strip && (
          <ArrowButton direction="previous" disabled={!canPrevious(state)} onClick={() => send({ type: "previous" })} />
        )}
        {/* The swipe surface is a pointer convenience; the arrows and dots are its keyboard controls. */}
        <div
          className={cn(
            // 12 px of padding (pulled back out by negative margins) keeps the cards' shadows
            // inside the clipping box; a neighbour card, 16 px away, stays hidden.
            "-m-3 min-w-0 flex-1 touch-pan-y overflow-hidden p-3",
            // Where a drag moves the cards (one at a time), it selects no text: a mouse drag would
            // otherwise leave a selection, and the next tap on it would start dragging that text
            // (the browser cancels the pointer, and the tap never goes next).
            "max-lg:select-none",
            strip
              ? "lg:mx-0 lg:max-w-[calc(var(--per-view)*var(--card-width)+(var(--per-view)-1)*var(--card-gap)+1.5rem)]"
              : "lg:overflow-visible",
          )}
          onPointerDown={swipe.onPointerDown}
        >
          <div
            aria-live="polite"
            className={cn(
              "flex gap-(--card-gap)",
              // While a finger drags the cards they follow it without easing.
              dragX === 0 && "transition-transform duration-500 ease-out",
              // Under 1024 px the step is one card (100 % of this track) and a gap, plus the drag: the
              // percentage moves through `translate`, the pixels through `transform`, so that no value
              // mixes the two. WebKit keeps a mixed calc() as a calculated length, and WebKitGTK 2.50's
              // web process crashed comparing two of them while the track slid (decision 025).
              "translate-x-[calc(var(--index)*-100%)]",
              "[transform:translateX(calc(var(--index)*-1*var(--card-gap)_+_var(--drag)))] lg:[transform:none]",
              strip
                ? "lg:translate-x-[calc(var(--index)*-1*(var(--card-width)_+_var(--card-gap)))]"
                : "lg:grid lg:translate-x-0 lg:grid-cols-3 lg:gap-6",
            )}
          >
            {slides.map((slide, index) => (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={t("carousel_slide", { number: index + 1, total: count })}
                inert={!isCardVisible(state, index)}
                className={cn(
                  "w-full shrink-0",
                  strip ? "lg:w-(--card-width)" : "lg:w-auto",
                  // Until the phone's mode is in the state (prerendered, hydrating, then its configure
                  // effect), the cards a phone does not show are hidden under 1024 px too.
                  state.perView !== 1 && index > 0 && "max-lg:invisible",
                )}
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>
        {strip && <ArrowButton direction="next" disabled={!canNext(state)} onClick={() => send({ type: "next" })} />}
      </div>
      {count > 1 && (
        // One row of dots at every width: each is a 44 px tap target where the row fits, and
        // narrows evenly towards 24 px (WCAG 2.5.8's minimum, still 44 px tall) where ten do not fit a
        // phone; the mark inside stays the same size.
        <div
          data-carousel-dots=""
          className="mt-6 grid auto-cols-[minmax(1.5rem,2.75rem)] grid-flow-col justify-center lg:hidden"
        >
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t("show_card", { number: index + 1, total: count })}
              aria-current={index === state.index ? "true" : undefined}
              onClick={() => send({ type: "go", index })}
              className="group grid h-11 w-full place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-ink/25 transition-all duration-300 group-hover:bg-ink/50 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-orange-deep"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: "previous" | "next";
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    // aria-disabled, not disabled: the arrow that reaches an end keeps focus instead of dropping it
    // to <body> (WCAG 2.4.3); it says it is unavailable and does nothing until it is not.
    <button
      type="button"
      aria-label={t(direction)}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="hidden size-12 shrink-0 place-items-center rounded-full bg-white text-ink shadow-card ring-1 ring-line transition hover:bg-cream aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white lg:grid"
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}
