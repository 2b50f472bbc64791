/** GET /assets/legal/{privacy-policy,terms-of-service}.md (spec §7): the legal texts' Markdown, published as static files. */
import type { APIRoute, GetStaticPaths } from "astro";
import { markdownResponse, publishedMarkdown } from "~/content/published-markdown";

export const getStaticPaths = (() =>
  publishedMarkdown("legal").map(({ name, text }) => ({
    params: { name },
    props: { text },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => markdownResponse(props.text);
