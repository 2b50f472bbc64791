import type { Point } from "~/content/schemas";

/** An ordered list of points with big numbers (About's four points). */
export function NumberedPoints({ points }: { points: readonly Point[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {points.map((point, index) => (
        <li key={point.title} className="flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8">
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-full bg-honey font-display text-2xl font-semibold"
          >
            {index + 1}
          </span>
          <div>
            <h3>{point.title}</h3>
            <p className="mt-2 text-ink-soft">{point.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
