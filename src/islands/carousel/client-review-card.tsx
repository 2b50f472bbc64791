import { ContentImage } from "~/components/ui/content-image";
import { Stars } from "~/components/ui/stars";
import type { ClientReview } from "~/content/schemas";

/** One client review: five stars, title, text, reviewer portrait, name and project. */
export function ClientReviewCard({ review }: { review: ClientReview }) {
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8">
      <Stars />
      <h3 className="mt-4 text-h4 font-semibold">{review.title}</h3>
      <blockquote className="mt-3 flex-1 text-ink-soft">
        <p>{review.review}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <ContentImage
          src={review.reviewerPhotoUrl}
          slot="client-review"
          alt=""
          width={200}
          height={200}
          loading="lazy"
          className="size-14 rounded-full bg-sun"
        />
        <span>
          <span className="block font-semibold">{review.reviewerFullName}</span>
          <span className="block text-sm text-ink-soft">{review.projectName}</span>
        </span>
      </figcaption>
    </figure>
  );
}
