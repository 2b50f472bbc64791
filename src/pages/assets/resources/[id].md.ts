/** GET /assets/resources/{id}.md (spec §7): each article's Markdown, published as a static file. */
import type { APIRoute, GetStaticPaths } from "astro";
import { markdownResponse, publishedMarkdown } from "~/content/published-markdown";

export const getStaticPaths = (() =>
  publishedMarkdown("resources").map(({ name, text }) => ({
    params: { id: name },
    props: { text },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => markdownResponse(props.text);
