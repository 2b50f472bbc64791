import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { comparisonColumns, comparisonNotes } from "~/content/comparison";
import { homeCopy } from "~/content/page-copy";
import { t } from "~/i18n/en";
import { cn } from "~/components/ui/cn";
import { ROUTES } from "~/routes";

/**
 * The get-started comparison of three ways to publish (spec §1, §9), its two
 * notes, and the buttons for authors and publishers.
 */
export function Comparison() {
  return (
    <Section
      id="get-started"
      tone="sky"
      eyebrow={homeCopy.getStartedEyebrow}
      title={homeCopy.getStartedTitle}
      intro={homeCopy.getStartedIntro}
    >
      {/* From lg the three cards share one grid and each is a subgrid of it (header, title, the five
          rows), so matching rows line up across the cards however their texts wrap. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-y-0">
        {comparisonColumns.map((column) => {
          const featured = column.position === "right";
          return (
            <article
              key={column.position}
              className={cn(
                "flex flex-col rounded-card p-6 shadow-card ring-1 sm:p-8",
                // Header, title and the five rows the schema fixes (ComparisonColumnSchema): classes, not
                // a style attribute, which the page's CSP would not apply (decision 029).
                "lg:row-span-7 lg:grid lg:grid-rows-subgrid",
                // The featured card stands 1 rem proud above and below; its padding grows by as much,
                // so its rows stay on the shared lines.
                featured ? "bg-ink text-paper ring-ink on-navy lg:-my-4 lg:py-12" : "bg-white ring-line/70",
              )}
            >
              <p
                className={cn(
                  "font-display text-sm font-semibold tracking-[0.12em] uppercase",
                  featured ? "text-honey" : "text-orange-deep",
                )}
              >
                {column.header}
              </p>
              <h3 className={cn("mt-2", featured && "text-paper")}>{column.title}</h3>
              <dl className="mt-6 space-y-4 lg:row-span-5 lg:grid lg:grid-rows-subgrid">
                {column.features.map((feature) => (
                  <div key={feature.name} className={cn("border-t pt-3", featured ? "border-paper/20" : "border-line")}>
                    <dt className={cn("text-sm font-semibold", featured ? "text-paper/75" : "text-ink-soft")}>
                      {feature.name}
                    </dt>
                    <dd className="mt-0.5 font-display text-lg font-semibold">{feature.description}</dd>
                  </div>
                ))}
              </dl>
            </article>
          );
        })}
      </div>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 md:grid-cols-2">
        {comparisonNotes.map((note) => (
          <li key={note.title} className="rounded-2xl bg-white/70 p-5 ring-1 ring-line/70">
            <h3 className="text-h4 font-semibold">{note.title}</h3>
            <p className="mt-1 text-ink-soft">{note.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink href={ROUTES.servicesForAuthors} variant="primary">
          {t("im_an_author")}
        </ButtonLink>
        <ButtonLink href={ROUTES.servicesForPublishers} variant="secondary">
          {t("im_a_publisher")}
        </ButtonLink>
      </div>
    </Section>
  );
}
