import { ContentImage } from "~/components/ui/content-image";
import { Section } from "~/components/ui/section";
import { homeCopy } from "~/content/page-copy";
import { studio } from "~/content/site";

/** The owner's profile card on the home page: portrait, name, role and a short bio. */
export function OwnerCard() {
  const { owner } = studio;
  return (
    <Section id="owner" tone="cream">
      <article className="mx-auto grid max-w-5xl items-center gap-8 rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-10 md:grid-cols-[240px_1fr]">
        <ContentImage
          src={owner.photoUrl}
          slot="owner"
          alt={`Portrait of ${owner.name}`}
          width={400}
          height={400}
          loading="lazy"
          className="mx-auto size-48 rounded-full bg-sun md:size-60"
        />
        <div>
          <p className="font-display text-sm font-semibold tracking-[0.14em] text-orange-deep uppercase">
            {homeCopy.ownerEyebrow}
          </p>
          <h2 className="mt-2">{owner.name}</h2>
          <p className="mt-1 font-display text-lg font-semibold text-ink-soft">{owner.role}</p>
          <div className="mt-4 space-y-3 text-ink-soft">
            {owner.bio.split("\n\n").map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
    </Section>
  );
}
