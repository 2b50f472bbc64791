import { ContentImage } from "~/components/ui/content-image";
import { ExternalLink } from "~/components/ui/external-link";
import { Stars } from "~/components/ui/stars";
import type { BookStoreReview } from "~/content/schemas";
import { Carousel } from "~/islands/carousel/carousel";
import { t } from "~/i18n/en";

/**
 * The book-store reviews carousel (spec §4 Carousels): one card at a time with
 * dots and wrap-around on phones; from 1024 px three 250 px cards with a 16 px
 * gap and arrows, without wrap-around. Each card links to the full review in a new tab.
 */
export function BookStoreReviews({ reviews }: { reviews: readonly BookStoreReview[] }) {
  return (
    <Carousel
      label={t("store_reviews_label")}
      desktop="strip"
      slides={reviews.map((review) => ({
        key: review.reviewUrl + review.reviewerName,
        content: <BookStoreReviewCard review={review} />,
      }))}
    />
  );
}

/**
 * One book-store review: five stars, title, excerpt, reader, and a link to the full review. The
 * link follows the `<figure>` rather than its `<figcaption>`, which must be the figure's first or
 * last child; the figure grows so the link stays at the card's foot.
 */
function BookStoreReviewCard({ review }: { review: BookStoreReview }) {
  return (
    <div className="flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-line/70">
      <figure className="flex flex-1 flex-col">
        <Stars />
        <h3 className="mt-3 text-h4 font-semibold">{review.title}</h3>
        <blockquote className="mt-2 flex-1 text-sm text-ink-soft">
          <p>{review.review}</p>
        </blockquote>
        <figcaption className="mt-4 flex items-center gap-3">
          <ContentImage
            src={review.reviewerPhotoUrl}
            slot="store-review"
            alt=""
            width={200}
            height={200}
            loading="lazy"
            className="size-10 rounded-full bg-sun"
          />
          <span className="text-sm font-semibold">{review.reviewerName}</span>
        </figcaption>
      </figure>
      <ExternalLink
        href={review.reviewUrl}
        className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-orange-deep underline underline-offset-2"
      >
        {t("read_full_review")}
      </ExternalLink>
    </div>
  );
}
