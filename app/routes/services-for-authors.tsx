import { FaqList } from "~/components/sections/faq-list";
import { OfferCard } from "~/components/sections/offer-card";
import { PackageGroup } from "~/components/sections/package-group";
import { PageHeader } from "~/components/sections/page-header";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Section } from "~/components/ui/section";
import { authorFaqs } from "~/content/faqs";
import { packageGroups } from "~/content/packages";
import { authorsCopy } from "~/content/page-copy";
import { authorServices } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { faqPageLd, jsonLdMeta } from "~/lib/structured-data";
import type { Route } from "./+types/services-for-authors";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Picture-book services for authors",
    description:
      "Illustration, cover design, layout, editing, self-publishing set-up and marketing kits for authors. You keep 100% of your rights and royalties.",
    path: "/services-for-authors",
  }),
  jsonLdMeta(faqPageLd(authorFaqs)),
];

/** Services for authors (spec §2): six services, authors FAQ, the offer card, the design packages. */
export default function ServicesForAuthors() {
  const designGroup = packageGroups.find((group) => group.type === "design");
  return (
    <>
      <PageHeader title={authorsCopy.title} intro={authorsCopy.intro} />
      <Section id="services" title={authorsCopy.servicesTitle}>
        <ServicesGrid services={authorServices} />
      </Section>
      <Section id="faq" tone="cream" title={authorsCopy.faqTitle}>
        <FaqList items={authorFaqs} />
      </Section>
      <Section id="offer" tone="white" title={authorsCopy.offerTitle}>
        <OfferCard />
      </Section>
      {designGroup && (
        <Section id="packages" tone="paper" title={authorsCopy.packagesTitle}>
          <PackageGroup group={designGroup} />
        </Section>
      )}
    </>
  );
}
