import type { Package } from "~/content/schemas";
import { ContactLink } from "~/components/contact/contact-link";
import { t } from "~/i18n/en";
import { cn } from "~/components/ui/cn";

/**
 * One priced package (spec §3 Package): title, the displayed price exactly as
 * written, features with included/not-included marks, its button, and the
 * optional highlight ("Most popular") and bottom text.
 */
export function PackageCard({ pkg }: { pkg: Package }) {
  const highlight = pkg.highlightedSettings;
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-card p-6 shadow-card ring-1 sm:p-8",
        highlight?.highlightBackground ? "bg-sun ring-honey" : "bg-white ring-line/70",
      )}
    >
      {highlight && (
        <p className="absolute -top-4 left-6 inline-flex items-center gap-1.5 rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-paper">
          <img src={highlight.highlightedIcon} alt="" width={64} height={64} loading="lazy" className="size-4" />
          {highlight.highlightedText}
        </p>
      )}
      {/* Three narrow columns (1024–1279 px) wrap some titles: two lines for every title keep the prices in line. */}
      <h3 className="lg:max-xl:min-h-[2lh]">{pkg.title}</h3>
      <p className="mt-3 font-display text-4xl font-semibold text-ink">{pkg.price}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {pkg.features.map((feature) => (
          <li key={feature.text} className={cn("flex gap-3", !feature.included && "text-ink-soft")}>
            <FeatureMark included={feature.included} />
            <span>
              <span className="sr-only">{feature.included ? t("included") : t("not_included")}: </span>
              {feature.text}
            </span>
          </li>
        ))}
      </ul>
      {pkg.bottomText && <p className="mt-5 text-sm text-ink-soft">{pkg.bottomText}</p>}
      {/* The owner picks this button's colour in the package's file (spec §3 Package buttonType). */}
      <ContactLink variant={{ colour: pkg.buttonType }} className="mt-6 w-full">
        {pkg.buttonText}
      </ContactLink>
      <a
        href={pkg.moreInfo.url}
        className="mt-3 inline-flex min-h-11 items-center justify-center text-sm font-semibold text-ink underline underline-offset-4"
      >
        {pkg.moreInfo.text}
        <span className="sr-only">: {pkg.title}</span>
      </a>
    </article>
  );
}

function FeatureMark({ included }: { included: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      className={cn("mt-0.5 shrink-0", included ? "text-leaf" : "text-rose")}
    >
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.18" />
      <path
        d={included ? "M6 10.5l2.6 2.6L14 7.5" : "M7 7l6 6M13 7l-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
