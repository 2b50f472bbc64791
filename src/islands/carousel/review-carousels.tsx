import { BookStoreReviews } from "~/islands/carousel/book-store-reviews";
import { ClientReviews } from "~/islands/carousel/client-reviews";
import type { BookStoreReview, ClientReview } from "~/content/schemas";
import type { PictureMap } from "~/content/picture-map";
import { IslandRoot } from "~/islands/shared/island-root";

/**
 * The book-store reviews carousel (spec §2 Books and Testimonials, §4 Carousels) as a React island
 * hydrated on first interaction (`client:interaction`): under 1024 px one card with dots and
 * wrap-around, a swipe over 75 px moves and a tap goes next; from 1024 px three 250 px cards, 16 px
 * apart, with arrows and no wrap-around. Its prerendered HTML paints right at every width; a dot,
 * arrow, swipe or tap made before it hydrated is replayed once it has.
 * @param reviews - the reviews, in order; `pictures` - the raster pictures among them (`picturesFor(reviews)`)
 */
export function BookStoreReviewsCarousel({
  reviews,
  pictures,
}: {
  reviews: readonly BookStoreReview[];
  pictures: PictureMap;
}) {
  return (
    <IslandRoot pictures={pictures}>
      <BookStoreReviews reviews={reviews} />
    </IslandRoot>
  );
}

/**
 * The client reviews (spec §2 Home and Testimonials, §4 Carousels, "home reviews") as a React island
 * hydrated on first interaction (`client:interaction`): under 1024 px one card with dots, wrap-around,
 * swipe and tap as above; from 1024 px every card side by side, with nothing to press, so a desktop
 * visitor never loads it.
 * @param reviews - the reviews, in order; `pictures` - the raster pictures among them (`picturesFor(reviews)`)
 */
export function ClientReviewsCarousel({
  reviews,
  pictures,
}: {
  reviews: readonly ClientReview[];
  pictures: PictureMap;
}) {
  return (
    <IslandRoot pictures={pictures}>
      <ClientReviews reviews={reviews} />
    </IslandRoot>
  );
}
