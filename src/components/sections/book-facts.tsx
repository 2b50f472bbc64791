import type { Book } from "~/content/schemas";
import { t } from "~/i18n/en";

/**
 * A book's title, formats, description and facts (spec §2 Book details): reading age, print
 * length and language. On a phone each fact is a row (label, then value on the right), so no value breaks.
 * @param book - the book of the page
 */
export function BookFacts({ book }: { book: Book }) {
  const facts = [
    [t("reading_age"), book.readingAge],
    [t("print_length"), book.printLength],
    [t("language"), book.language.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())],
  ];
  return (
    <>
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
      <dl className="mt-8 grid gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 rounded-2xl bg-white p-3 ring-1 ring-line sm:block sm:p-4"
          >
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="font-display text-base font-semibold sm:mt-1 sm:text-lg">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
