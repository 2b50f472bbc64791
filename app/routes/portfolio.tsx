import { GalleryGrid } from "~/components/sections/gallery-grid";
import { InfoBlocks } from "~/components/sections/info-blocks";
import { PageHeader } from "~/components/sections/page-header";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { bookLayouts, coverDesigns, illustrations } from "~/content/galleries";
import { picturesFor } from "~/content/pictures.server";
import { portfolioInfoBlocks } from "~/content/info-blocks";
import { portfolioCopy } from "~/content/page-copy";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Portfolio: illustrations, covers and layouts",
    description:
      "Twenty hand-painted picture-book illustrations, four cover designs and four book layouts from our studio. Original art, no AI, no stock.",
    path: "/portfolio",
    image: "/assets/images/portfolio/illustration-01.svg",
  });

/** Build time (prerender): the AVIF/WebP sources of any raster image of the three galleries (issue 7). */
export function loader() {
  return { pictures: picturesFor(illustrations, coverDesigns, bookLayouts) };
}

/** Portfolio (spec §2): illustrations, info blocks, cover designs, book layouts. 'More' and 'catalogue' do nothing. */
export default function Portfolio() {
  return (
    <>
      <PageHeader title={portfolioCopy.title} intro={portfolioCopy.intro} />
      <Section id="illustrations" title={portfolioCopy.illustrationsTitle}>
        <GalleryGrid images={illustrations} width={400} height={300} />
        <div className="mt-10 text-center">
          <Button variant="white">{t("more")}</Button>
        </div>
      </Section>
      <Section id="portfolio-numbers" tone="leaf">
        <InfoBlocks blocks={portfolioInfoBlocks} />
      </Section>
      <Section id="covers" tone="white" title={portfolioCopy.coversTitle}>
        <GalleryGrid images={coverDesigns} width={300} height={400} />
      </Section>
      <Section id="layouts" tone="cream" title={portfolioCopy.layoutsTitle}>
        <GalleryGrid images={bookLayouts} width={400} height={200} desktopColumns={2} />
        <div className="mt-10 text-center">
          <Button variant="honey">{t("catalogue")}</Button>
        </div>
      </Section>
    </>
  );
}
