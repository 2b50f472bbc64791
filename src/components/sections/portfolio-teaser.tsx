import { ContentImage } from "~/components/ui/content-image";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { GalleryImage } from "~/content/schemas";
import { homeCopy } from "~/content/page-copy";
import { t } from "~/i18n/en";
import { ROUTES } from "~/routes";

/**
 * The home page's portfolio teaser: a handful of illustrations and a link to /portfolio.
 * @param images - the illustrations to show (eight: four on phones, all on desktop)
 */
export function PortfolioTeaser({ images }: { images: readonly GalleryImage[] }) {
  return (
    <Section id="portfolio" tone="white" title={homeCopy.portfolioTitle} intro={homeCopy.portfolioIntro}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.fullImageUrl} className={index >= 4 ? "hidden lg:block" : undefined}>
            <ContentImage
              src={image.previewImageUrl}
              slot="gallery-thumb"
              alt={image.description}
              width={400}
              height={300}
              loading="lazy"
              className="h-auto w-full rounded-2xl shadow-card ring-1 ring-line/70"
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={ROUTES.portfolio} variant="primary">
          {t("see_portfolio")}
        </ButtonLink>
      </div>
    </Section>
  );
}
