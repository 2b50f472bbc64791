import { ExternalLink } from "~/components/ui/external-link";
import { Stars } from "~/components/ui/stars";
import type { BookStoreReview } from "~/content/schemas";

/**
 * The book-store reviews: cards of 250 px with a 16 px gap (spec §9), each an
 * excerpt with a link to the full review in a new tab.
 */
export function BookStoreReviews({ reviews }: { reviews: readonly BookStoreReview[] }) {
  return (
    <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
      {reviews.map((review) => (
        <li key={review.reviewUrl + review.reviewerName} className="w-[250px] shrink-0 snap-start">
          <figure className="flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-line/70">
            <Stars />
            <h3 className="mt-3 text-h4 font-semibold">{review.title}</h3>
            <blockquote className="mt-2 flex-1 text-sm text-ink-soft">
              <p>{review.review}</p>
            </blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <img src={review.reviewerPhotoUrl} alt="" width={200} height={200} loading="lazy" className="size-10 rounded-full bg-sun" />
              <span className="text-sm font-semibold">{review.reviewerName}</span>
            </figcaption>
            <ExternalLink href={review.reviewUrl} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-orange-deep underline underline-offset-2">
              Read the full review
            </ExternalLink>
          </figure>
        </li>
      ))}
    </ul>
  );
}
