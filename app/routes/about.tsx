import { PageHeader } from "~/components/sections/page-header";
import { CallToAction } from "~/components/sections/call-to-action";
import { InfoBlocks } from "~/components/sections/info-blocks";
import { NumberedPoints } from "~/components/sections/numbered-points";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { aboutPoints } from "~/content/about";
import { aboutInfoBlocks } from "~/content/info-blocks";
import { aboutCopy } from "~/content/page-copy";
import { ContactLink } from "~/features/contact/contact-link";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About the studio",
    description:
      "Meet the illustrators, designers and editors of a picture-book studio with 10+ years of experience and 50+ published books and journals.",
    path: "/about",
  });

/** About (spec §2): four numbered points, info blocks, a contact button and a button to /testimonials. */
export default function About() {
  return (
    <>
      <PageHeader title={aboutCopy.title} intro={aboutCopy.intro} />
      <Section id="how-we-work" title={aboutCopy.pointsTitle}>
        <NumberedPoints points={aboutPoints} />
      </Section>
      <Section id="numbers" tone="leaf" title={aboutCopy.numbersTitle}>
        <InfoBlocks blocks={aboutInfoBlocks} />
      </Section>
      <CallToAction id="about-cta" title={aboutCopy.ctaTitle} text={aboutCopy.ctaText}>
        <ContactLink variant="orange">{t("contact_us")}</ContactLink>
        <ButtonLink to="/testimonials" variant="white">
          {t("read_testimonials")}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
