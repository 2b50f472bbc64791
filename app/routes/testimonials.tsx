import { BookStoreReviews } from "~/components/sections/book-store-reviews";
import { ClientReviews } from "~/components/sections/client-reviews";
import { PageHeader } from "~/components/sections/page-header";
import { ExternalLink } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import { testimonialsCopy } from "~/content/page-copy";
import { picturesFor } from "~/content/pictures.server";
import { bookStoreReviews, clientReviews } from "~/content/reviews";
import { studio } from "~/content/site";
import { ContactLink } from "~/features/contact/contact-link";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Testimonials from authors and readers",
    description:
      "What authors and publishers say about working with our picture-book studio, and what readers say about our books. Rated 5/5 by our clients.",
    path: "/testimonials",
  });

/** Build time (prerender): the AVIF/WebP sources of any raster reviewer photo (issue 7). */
export function loader() {
  return { pictures: picturesFor(clientReviews, bookStoreReviews) };
}

/** Testimonials (spec §2): client reviews, a 'let's talk' button, book-store reviews, and the review platform link. */
export default function Testimonials() {
  const { reviewPlatform } = studio;
  return (
    <>
      <PageHeader title={testimonialsCopy.title} intro={testimonialsCopy.intro} />
      <Section id="client-reviews" title={testimonialsCopy.clientReviewsTitle}>
        <ClientReviews reviews={clientReviews} />
        <div className="mt-10 text-center">
          <ContactLink variant="orange">{t("lets_talk")}</ContactLink>
        </div>
      </Section>
      <Section id="store-reviews" tone="leaf" layout="beside" title={testimonialsCopy.storeReviewsTitle}>
        <BookStoreReviews reviews={bookStoreReviews} />
      </Section>
      <Section id="review-platform" tone="white">
        <ExternalLink
          href={reviewPlatform.url}
          className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-card bg-paper p-8 text-center shadow-card ring-1 ring-line/70 transition hover:-translate-y-1 hover:shadow-lift"
        >
          <img src="/assets/images/icons/stars.svg" alt="" width={160} height={32} loading="lazy" />
          <span className="font-display text-xl font-semibold">{reviewPlatform.name}</span>
          <span className="text-ink-soft">
            {testimonialsCopy.platformText
              .replace("{rating}", reviewPlatform.rating)
              .replace("{platform}", reviewPlatform.name)}
          </span>
        </ExternalLink>
      </Section>
    </>
  );
}
