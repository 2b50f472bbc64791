import { ContentImage } from "~/components/ui/content-image";
import { redirect, replace } from "react-router";
import { BookGrid, toBookCard } from "~/components/sections/book-grid";
import { BuyPanel } from "~/components/sections/buy-panel";
import { ThumbnailGrid } from "~/components/sections/gallery-grid";
import { Section } from "~/components/ui/section";
import { bookIds } from "~/content/book-ids";
import { books } from "~/content/books";
import { picturesFor } from "~/content/pictures.server";
import { useLazyLightbox } from "~/features/lightbox/lazy-lightbox";
import { LightboxTrigger } from "~/features/lightbox/lightbox-trigger";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import { bookLd, breadcrumbLd, jsonLdMeta } from "~/lib/structured-data";
import { findById, parseRouteId } from "~/lib/route-id";
import type { Route } from "./+types/books.$id";

/**
 * Build time (prerender): the book and the three books you may like, with the AVIF/WebP sources of any raster
 * image among them (issue 7); unknown ids redirect to /books.
 */
export function loader({ params }: Route.LoaderArgs) {
  const book = findById(books, params.id);
  if (!book) throw redirect("/books");
  const mayLike = book.booksYouMayLike.flatMap((id) => books.filter((other) => other.id === id).map(toBookCard));
  return { book, mayLike, pictures: picturesFor(book, mayLike) };
}

/**
 * In the browser: a malformed or unknown id redirects before anything renders;
 * a known one loads its prerendered data. Checks the id against `bookIds`, not the catalogue, so
 * the page's JavaScript does not carry every book. Spec §2: "silently redirect to /books", replacing the history entry.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const id = parseRouteId(params.id);
  if (id === null || !bookIds.includes(id)) throw replace("/books");
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.book.bookName,
          description: loaderData.book.galleryDescription,
          path: loaderData.book.bookDetailsPageUrl,
          image: loaderData.book.bookDetailsGalleryImages[0]?.fullImageUrl,
        }),
        jsonLdMeta(bookLd(loaderData.book)),
        jsonLdMeta(
          breadcrumbLd([
            ["Books", "/books"],
            [loaderData.book.bookName, loaderData.book.bookDetailsPageUrl],
          ]),
        ),
      ]
    : [];

/**
 * Book details (spec §2): gallery, formats, description, facts, the Buy button and books you may like.
 * The cover and the inside spreads open one lightbox over the whole book gallery (spec §4), loaded on first use.
 */
export default function BookDetails({ loaderData }: Route.ComponentProps) {
  const { book, mayLike } = loaderData;
  const gallery = book.bookDetailsGalleryImages;
  const cover = gallery[0];
  const lightbox = useLazyLightbox();
  return (
    <>
      <section className="bg-cream">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <div>
            {cover && (
              <LightboxTrigger
                image={cover}
                onOpen={(trigger) => lightbox.open(gallery, 0, trigger)}
                className="mx-auto block w-full max-w-md rounded-xl"
              >
                <ContentImage
                  src={cover.fullImageUrl}
                  sizes="(min-width: 480px) 448px, 100vw"
                  alt={cover.description}
                  width={600}
                  height={800}
                  fetchPriority="high"
                  className="h-auto w-full rounded-xl shadow-lift"
                />
              </LightboxTrigger>
            )}
          </div>
          <div>
            <h1>{book.bookName}</h1>
            <ul aria-label={t("formats")} className="mt-5 flex flex-wrap gap-2">
              {book.bookFormats.map((format) => (
                <li
                  key={format}
                  className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold capitalize ring-1 ring-line"
                >
                  {format}
                </li>
              ))}
            </ul>
            <div className="mt-6 space-y-4 text-lg text-ink-soft">
              {book.bookDescription.split("\n\n").map((paragraph) => (
                <p key={paragraph} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
            {/* On a phone each fact is a row (label, then value on the right), so no value breaks. */}
            <dl className="mt-8 grid gap-3 sm:grid-cols-3">
              {[
                [t("reading_age"), book.readingAge],
                [t("print_length"), book.printLength],
                [t("language"), book.language.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())],
              ].map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-baseline justify-between gap-4 rounded-2xl bg-white p-3 ring-1 ring-line sm:block sm:p-4"
                >
                  <dt className="text-sm text-ink-soft">{label}</dt>
                  <dd className="font-display text-base font-semibold sm:mt-1 sm:text-lg">{value}</dd>
                </div>
              ))}
            </dl>
            <BuyPanel buttons={book.buyButtons} />
          </div>
        </div>
      </section>
      <Section id="gallery" tone="white" title="Inside the book">
        <ThumbnailGrid
          images={gallery.slice(1)}
          onOpen={(index, trigger) => lightbox.open(gallery, index + 1, trigger)}
          width={600}
          height={300}
          desktopColumns={2}
        />
        {lightbox.element}
      </Section>
      <Section id="may-like" title={t("books_you_may_like")}>
        <div className="mx-auto max-w-4xl [&_ul]:lg:grid-cols-3">
          <BookGrid books={mayLike} headingLevel={3} />
        </div>
      </Section>
    </>
  );
}
