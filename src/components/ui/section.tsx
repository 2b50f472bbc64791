import { cn } from "~/components/ui/cn";

/** Background tones that separate one section from the next. */
export type SectionTone = "paper" | "cream" | "white" | "sun" | "leaf" | "sky" | "ink";

const toneClass: Record<SectionTone, string> = {
  paper: "bg-paper",
  cream: "bg-cream",
  white: "bg-white",
  sun: "bg-sun",
  leaf: "bg-leaf-soft",
  sky: "bg-sky-soft",
  ink: "bg-ink text-paper on-navy [&_h2]:text-paper [&_h3]:text-paper",
};

type SectionProps = {
  /** Anchor id; also labels the section for assistive technology when a title is given. */
  id?: string;
  tone?: SectionTone;
  /** A short kicker above the title. */
  eyebrow?: string;
  title?: React.ReactNode;
  /** A lead paragraph under the title. */
  intro?: React.ReactNode;
  /** Centre the heading block (default) or align it left. */
  align?: "center" | "left";
  /**
   * `"beside"`: from 1360 px the heading block stands left of the content instead of above it, for
   * content of a fixed width (the 250 px review cards' strip) that would otherwise sit as a narrow
   * band in a wide page. Default `"stacked"`.
   */
  layout?: "stacked" | "beside";
  className?: string;
  children?: React.ReactNode;
};

/**
 * The one wrapper every page section uses: the same vertical rhythm, width and
 * heading block everywhere, with a background tone to separate neighbours.
 */
export function Section({
  id,
  tone = "paper",
  eyebrow,
  title,
  intro,
  align = "center",
  layout = "stacked",
  className,
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(toneClass[tone], "py-16 sm:py-20 lg:py-24", className)}>
      <div
        className={cn(
          "container-page",
          layout === "beside" &&
            "min-[1360px]:grid min-[1360px]:grid-cols-[minmax(0,1fr)_auto] min-[1360px]:items-center min-[1360px]:gap-12",
        )}
      >
        {(eyebrow || title || intro) && (
          <div
            className={cn(
              "mb-10 max-w-3xl sm:mb-14",
              align === "center" && "mx-auto text-center",
              // A narrower column: the title a size down, balanced, so it keeps to two or three lines.
              layout === "beside" &&
                "min-[1360px]:mx-0 min-[1360px]:mb-0 min-[1360px]:text-left min-[1360px]:[&_h2]:text-[2rem] min-[1360px]:[&_h2]:text-balance",
            )}
          >
            {eyebrow && (
              <p className="mb-3 font-display text-sm font-semibold tracking-[0.14em] text-orange-deep uppercase">
                {eyebrow}
              </p>
            )}
            {title && <h2 id={headingId}>{title}</h2>}
            {intro && <div className="mt-4 text-lead text-ink-soft">{intro}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
