import type { ClientReview } from "~/content/schemas";
import { Carousel } from "~/islands/carousel/carousel";
import { t } from "~/i18n/en";
import { ClientReviewCard } from "./client-review-card";

/**
 * The client reviews (spec §4 Carousels, "home reviews"): one card at a time
 * with dots on phones, every card side by side from 1024 px.
 */
export function ClientReviews({ reviews }: { reviews: readonly ClientReview[] }) {
  return (
    <Carousel
      label={t("client_reviews_label")}
      desktop="all"
      slides={reviews.map((review) => ({
        key: review.reviewerFullName,
        content: <ClientReviewCard review={review} />,
      }))}
    />
  );
}
