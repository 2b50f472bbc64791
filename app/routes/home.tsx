import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { PortfolioTeaser } from "~/components/sections/portfolio-teaser";
import { ClientReviews } from "~/components/sections/client-reviews";
import { Comparison } from "~/components/sections/comparison";
import { Hero } from "~/components/sections/hero";
import { Intro } from "~/components/sections/intro";
import { OwnerCard } from "~/components/sections/owner-card";
import { PackageGroup } from "~/components/sections/package-group";
import { ResourceCard } from "~/components/sections/resource-card";
import { RetailerStrip } from "~/components/sections/retailer-strip";
import { ServicesGrid } from "~/components/sections/services-grid";
import { illustrations } from "~/content/galleries";
import { packageGroups } from "~/content/packages";
import { homeCopy } from "~/content/page-copy";
import { resources } from "~/content/resources";
import { clientReviews } from "~/content/reviews";
import { picturesFor } from "~/content/pictures.server";
import { studio } from "~/content/site";
import { authorServices } from "~/content/services";
import { ContactSection } from "~/features/contact/contact-section";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import { jsonLdMeta, organizationLd, websiteLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Children's picture-book illustration, design and publishing",
    description:
      "Hand-painted illustration, cover design, layout, editing and self-publishing set-up for children's picture books. No AI art, no stock images. Reply within 1 business day.",
    path: "/",
  }),
  jsonLdMeta(organizationLd()),
  jsonLdMeta(websiteLd()),
];

/**
 * Build time (prerender): the content of the home page's lists, so it travels in
 * the page's data rather than in its JavaScript.
 */
export function loader() {
  const data = {
    services: authorServices,
    reviews: clientReviews.filter((review) => review.visibleOnHomePage),
    teaser: illustrations.slice(0, 8),
    designGroup: packageGroups.find((group) => group.type === "design"),
    featuredResources: resources.filter((resource) => resource.isFeaturedOnHomePage),
  };
  return { ...data, pictures: picturesFor(data, studio.owner.photoUrl) };
}

/** Home (spec §2): the sections in the spec's order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, reviews, teaser, designGroup, featuredResources } = loaderData;
  return (
    <>
      <Hero />
      <Intro />
      <Comparison />
      <Section id="services" tone="paper" title={homeCopy.servicesTitle}>
        <ServicesGrid services={services} />
      </Section>
      <OwnerCard />
      <RetailerStrip />
      <Section id="reviews" tone="leaf" title={homeCopy.reviewsTitle}>
        <ClientReviews reviews={reviews} />
      </Section>
      <PortfolioTeaser images={teaser} />
      {designGroup && (
        <Section id="packages" tone="cream" title={homeCopy.packagesTitle} intro={homeCopy.packagesIntro}>
          <PackageGroup group={designGroup} />
          <div className="mt-10 text-center">
            <ButtonLink to="/pricing" variant="honey">
              {t("all_services")}
            </ButtonLink>
          </div>
        </Section>
      )}
      <ContactSection title={homeCopy.contactTitle} intro={homeCopy.contactIntro} />
      <Section id="resources" tone="paper" title={homeCopy.resourcesTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {featuredResources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/resources" variant="white">
            {t("all_resources")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
