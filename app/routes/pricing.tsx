import { FaqList } from "~/components/sections/faq-list";
import { OfferCard } from "~/components/sections/offer-card";
import { PackageGroup } from "~/components/sections/package-group";
import { PageHeader } from "~/components/sections/page-header";
import { Section, type SectionTone } from "~/components/ui/section";
import { pricingFaqs } from "~/content/faqs";
import { packageGroups } from "~/content/packages";
import { pricingCopy } from "~/content/page-copy";
import { pageMeta } from "~/lib/meta";
import { faqPageLd, jsonLdMeta } from "~/lib/structured-data";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Pricing: picture-book packages and add-ons",
    description:
      "Fixed prices for children's book packages from $2,490, design packages from $3,490, add-ons and standalone services such as a $120 trial illustration.",
    path: "/pricing",
  }),
  jsonLdMeta(faqPageLd(pricingFaqs)),
];

const groupTone: Record<string, SectionTone> = { design: "paper", addon: "white", standalone: "cream" };

/** Pricing (spec §2): the featured offer card, the pricing FAQ, then the design, addon and standalone groups. */
export default function Pricing() {
  return (
    <>
      <PageHeader title={pricingCopy.title} intro={pricingCopy.intro} />
      <Section id="offer" tone="white" title={pricingCopy.offerTitle}>
        <OfferCard />
      </Section>
      <Section id="faq" tone="cream" title={pricingCopy.faqTitle}>
        <FaqList items={pricingFaqs} />
      </Section>
      {packageGroups.map((group) => (
        <Section key={group.type} id={`${group.type}-packages`} tone={groupTone[group.type]} title={group.title}>
          <PackageGroup group={group} />
        </Section>
      ))}
    </>
  );
}
