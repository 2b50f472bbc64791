import type { ClientReview } from "~/content/schemas";
import { ClientReviewCard } from "./client-review-card";

/** The client reviews, side by side on desktop and stacked on phones (spec §4 Carousels: home reviews). */
export function ClientReviews({ reviews }: { reviews: readonly ClientReview[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.reviewerFullName}>
          <ClientReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
