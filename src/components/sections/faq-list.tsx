import type { FaqItem } from "~/content/schemas";

/**
 * Questions and answers that toggle open and closed (spec §4 Other), built on
 * native `<details>` so they work by keyboard, screen reader and without script.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line/70">
      {items.map((item) => (
        <details key={item.question} className="group px-5 sm:px-8">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-4 font-display text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-sun text-xl transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-6 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
