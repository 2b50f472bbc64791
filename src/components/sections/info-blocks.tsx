import type { InfoBlock } from "~/content/schemas";

/** Three statistic blocks: icon, percentage, title and subtitle (spec §3 Info block). */
export function InfoBlocks({ blocks }: { blocks: readonly InfoBlock[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-3">
      {blocks.map((block) => (
        <li key={block.title} className="rounded-card bg-white p-6 text-center shadow-card ring-1 ring-line/70">
          <img src={block.iconSrc} alt="" width={64} height={64} loading="lazy" className="mx-auto size-14" />
          <p className="mt-3 font-display text-5xl font-semibold text-orange-deep">{block.percentage}</p>
          <h3 className="mt-2 text-h4 font-semibold">{block.title}</h3>
          <p className="mt-1 text-sm text-ink-soft">{block.subtitle}</p>
        </li>
      ))}
    </ul>
  );
}
