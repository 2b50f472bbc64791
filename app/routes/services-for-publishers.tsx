import { CallToAction } from "~/components/sections/call-to-action";
import { PageHeader } from "~/components/sections/page-header";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Section } from "~/components/ui/section";
import { publishersCopy } from "~/content/page-copy";
import { publisherServices, targetAudiences } from "~/content/services";
import { ContactLink } from "~/features/contact/contact-link";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services-for-publishers";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Illustration and design for publishers",
    description:
      "Series illustration, character design, art direction, localization and print-ready files for publishing houses, agencies and education brands.",
    path: "/services-for-publishers",
  });

/** Services for publishers (spec §2): six services, three target audiences, a contact button. */
export default function ServicesForPublishers() {
  return (
    <>
      <PageHeader title={publishersCopy.title} intro={publishersCopy.intro} />
      <Section id="services" title={publishersCopy.servicesTitle}>
        <ServicesGrid services={publisherServices} />
      </Section>
      <Section id="audiences" tone="sky" title={publishersCopy.audienceTitle}>
        {/* Side by side from 1024 px; on a tablet three columns would squeeze each card to a few words a line, so the icon sits beside the text. */}
        <ul className="grid gap-6 lg:grid-cols-3">
          {targetAudiences.map((audience) => (
            <li
              key={audience.title}
              className="rounded-card bg-white p-6 text-center shadow-card ring-1 ring-line/70 sm:flex sm:gap-6 sm:p-8 sm:text-left lg:block lg:text-center"
            >
              {audience.iconSrc && (
                <img
                  src={audience.iconSrc}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="mx-auto size-16 shrink-0 sm:mx-0 lg:mx-auto"
                />
              )}
              <div>
                <h3 className="mt-4 sm:mt-0 lg:mt-4">{audience.title}</h3>
                <p className="mt-2 text-ink-soft">{audience.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction id="publishers-cta" title={publishersCopy.ctaTitle} text={publishersCopy.ctaText}>
        <ContactLink variant="orange">{t("contact_us")}</ContactLink>
      </CallToAction>
    </>
  );
}
