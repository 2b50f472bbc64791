/**
 * The page's speculation rules, so that a multi-page site navigates quickly: Chromium fetches an
 * internal page when a pointer rests on its link or a finger goes down on it ("moderate"), so it
 * comes from the cache when followed; other browsers ignore the rules. Native, so no script file:
 * not Astro's `prefetch`, whose module script holds DOMContentLoaded back while it is on its way,
 * and the shell waits for that event.
 * Files (the lightbox's full images, feeds, Markdown) and the editor are left out.
 * @returns the JSON text of a `<script type="speculationrules">`
 */
export function speculationRules(): string {
  return JSON.stringify({
    prefetch: [
      {
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: "/*.*" } },
            { not: { href_matches: "/admin*" } },
            { not: { selector_matches: "[rel~=nofollow], [download]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  });
}
