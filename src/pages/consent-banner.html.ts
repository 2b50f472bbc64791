import type { APIRoute } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ConsentBanner } from "~/components/layout/consent-banner";

/**
 * The consent banner's markup alone, at /consent-banner.html (spec §2, §4): the pages that switch
 * consent off (the legal pages) do not carry the banner, and their footer link fetches it from
 * here when the visitor asks to change their choice (src/shell/consent-banner.ts). Built once;
 * an endpoint, so it is not a page of the sitemap.
 * @returns the banner's `<section>` as `text/html`
 */
export const GET: APIRoute = () =>
  new Response(renderToStaticMarkup(createElement(ConsentBanner, { required: true })), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
