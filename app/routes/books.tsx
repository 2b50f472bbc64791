import { BookGrid, toBookCard } from "~/components/sections/book-grid";
import { BookStoreReviews } from "~/components/sections/book-store-reviews";
import { PageHeader } from "~/components/sections/page-header";
import { Section } from "~/components/ui/section";
import { books } from "~/content/books";
import { picturesFor } from "~/content/pictures.server";
import { booksCopy } from "~/content/page-copy";
import { bookStoreReviews } from "~/content/reviews";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/books";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Books we illustrated and designed",
    description:
      "Browse fifteen children's picture books illustrated, designed and prepared for publishing by our studio, with formats, ages and where to buy.",
    path: "/books",
    image: "/assets/images/books/1/cover.svg",
  });

/**
 * Build time (prerender): the covers and the book-store reviews, sent as the page's data rather than its JavaScript,
 * with the AVIF/WebP sources of any raster image among them (issue 7).
 */
export function loader() {
  const data = { books: books.map(toBookCard), reviews: bookStoreReviews };
  return { ...data, pictures: picturesFor(data) };
}

/** Book gallery (spec §2): covers linking to book pages, a catalogue note, the book-store reviews. */
export default function Books({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={booksCopy.title} intro={booksCopy.intro} />
      <Section id="catalogue">
        <BookGrid books={loaderData.books} />
        <p className="mx-auto mt-12 max-w-3xl rounded-2xl bg-cream p-5 text-center text-ink-soft">
          {booksCopy.catalogueNote}
        </p>
      </Section>
      <Section id="store-reviews" tone="leaf" layout="beside" title={booksCopy.storeReviewsTitle}>
        <BookStoreReviews reviews={loaderData.reviews} />
      </Section>
    </>
  );
}
