import { homeCopy } from "~/content/page-copy";
import { t } from "~/i18n/en";
import { buttonClass } from "~/components/ui/button";

/** The home page's hero picture (the artwork, art/). */
const HERO_PICTURE = "/assets/images/hero.svg";
const HERO_ALT = "A child and a fox reading a giant open book, from which hills, a kite and honeybees spill out";

/** The hero picture as markup, read at build (src/content/inline-svgs.server.ts); never in a browser bundle. */
const heroMarkup: string | undefined = import.meta.env.SSR
  ? (await import("~/content/inline-svgs.server")).inlineSvgMarkup(HERO_PICTURE)
  : undefined;

/**
 * The home page's first screen (spec §1): who the studio is, what it makes, and
 * a 'get started' button that scrolls smoothly to the get-started comparison
 * (an in-page link; the smoothness is the root's CSS `scroll-behavior`, so it
 * works from the first paint, with no script).
 */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-paper">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
        <div>
          <h1>{homeCopy.heroTitle}</h1>
          <p className="mt-5 max-w-xl text-lead text-ink-soft">{homeCopy.heroSubtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A plain in-page link: app.css makes the scroll smooth unless the visitor asked for reduced motion. */}
            <a href="#get-started" className={buttonClass("primary")}>
              {t("get_started")}
            </a>
          </div>
        </div>
        {/* The home page's largest picture, written into the document (decision 023). */}
        {heroMarkup ? (
          <div role="img" aria-label={HERO_ALT} className="w-full" dangerouslySetInnerHTML={{ __html: heroMarkup }} />
        ) : (
          <img src={HERO_PICTURE} alt={HERO_ALT} width={1200} height={900} className="w-full" />
        )}
      </div>
    </section>
  );
}
