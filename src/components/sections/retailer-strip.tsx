import { Section } from "~/components/ui/section";
import { homeCopy } from "~/content/page-copy";
import { retailerDisclaimer, retailers } from "~/content/site";

/** The book-distributors strip: eight retailers set in type, with a disclaimer (spec §2). */
export function RetailerStrip() {
  return (
    <Section id="retailers" tone="white" title={homeCopy.retailersTitle} intro={homeCopy.retailersIntro}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {retailers.map((name) => (
          <li
            key={name}
            className="flex min-h-16 items-center justify-center rounded-2xl bg-paper px-3 text-center font-display text-lg font-semibold text-ink/80 ring-1 ring-line"
          >
            {name}
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-ink-soft">{retailerDisclaimer}</p>
    </Section>
  );
}
