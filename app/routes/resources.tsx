import { FeaturedResource } from "~/components/sections/featured-resource";
import { PageHeader } from "~/components/sections/page-header";
import { ResourceCard } from "~/components/sections/resource-card";
import { Section } from "~/components/ui/section";
import { resourcesCopy } from "~/content/page-copy";
import { picturesFor } from "~/content/pictures.server";
import { resources } from "~/content/resources";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Resources for picture-book authors",
    description:
      "Free guides for self-publishing picture-book authors: ISBNs, vocabulary levels, hiring an illustrator and making your children's book stand out.",
    path: "/resources",
  });

/** Build time (prerender): the AVIF/WebP sources of any raster cover on the page (issue 7). */
export function loader() {
  return { pictures: picturesFor(resources) };
}

/** Resource list (spec §2): the main featured resource (/resources/1), then a card per resource. */
export default function Resources() {
  const featured = resources.find((resource) => resource.id === 1);
  return (
    <>
      <PageHeader title={resourcesCopy.title} intro={resourcesCopy.intro} />
      {featured && (
        <Section id="featured" tone="paper" className="pb-0 sm:pb-0 lg:pb-0">
          <FeaturedResource resource={featured} label={resourcesCopy.featuredLabel} />
        </Section>
      )}
      <Section id="all-resources" title={resourcesCopy.allTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {resources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
