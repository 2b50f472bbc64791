import { homeCopy } from "~/content/page-copy";
import { t } from "~/i18n/en";
import { buttonClass } from "~/components/ui/button";
import { scrollBehavior } from "~/lib/use-reduced-motion";

/**
 * The home page's first screen (spec §1): who the studio is, what it makes, and
 * a 'get started' button that scrolls smoothly to the get-started comparison.
 */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-paper">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
        <div>
          <h1>{homeCopy.heroTitle}</h1>
          <p className="mt-5 max-w-xl text-lead text-ink-soft">{homeCopy.heroSubtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#get-started"
              className={buttonClass("orange")}
              onClick={(event) => {
                const target = document.getElementById("get-started");
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
                history.replaceState(history.state, "", "#get-started");
              }}
            >
              {t("get_started")}
            </a>
          </div>
        </div>
        <img
          src="/assets/images/hero.svg"
          alt="A child and a fox reading a giant open book, from which hills, a kite and honeybees spill out"
          width={1200}
          height={900}
          fetchPriority="high"
          className="w-full"
        />
      </div>
    </section>
  );
}
