import { Section } from "~/components/ui/section";
import { homeCopy } from "~/content/page-copy";
import { claims } from "~/content/site";

/** The home page's intro: what the studio does, and its four promises (spec §1 copy claims). */
export function Intro() {
  const facts = [
    { value: "0", label: "AI-generated or stock images, ever" },
    { value: claims.distributionRetailers, label: "retailers in the distribution network" },
    { value: claims.replyPromise, label: "guaranteed reply time" },
    { value: claims.rating, label: "rating from our clients on a review site" },
  ];
  return (
    <Section id="intro" tone="cream" eyebrow={homeCopy.introEyebrow} title={homeCopy.introTitle}>
      <div className="mx-auto max-w-3xl space-y-4 text-center text-lead text-ink-soft">
        {homeCopy.introText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {/* One card a row on a phone, so that no figure ever breaks ('1 business day' is the widest):
          figures never wrap, and labels are balanced, with no lone last word. */}
      <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-card bg-white p-5 text-center shadow-card ring-1 ring-line/70">
            <dt className="sr-only">{fact.label}</dt>
            <dd className="font-display text-2xl font-semibold whitespace-nowrap text-orange-deep sm:text-3xl lg:max-xl:text-2xl">
              {fact.value}
            </dd>
            <dd className="mt-1 text-sm text-balance text-ink-soft">{fact.label}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
