/** The id of the site footer, the last part of a page's content: the first paint waits for it (see {@link FirstPaintExpect}). */
export const PAGE_END_ID = "site-footer";

/**
 * A `<link rel="expect" blocking="render">` for the `<head>` (decision 010): the browser paints
 * nothing until the element with id {@link PAGE_END_ID} is fully parsed, so a page that arrives in
 * parts (a slow network, or a busy phone whose parser yields halfway) is never painted half-built.
 * Painted half-built, the right-aligned navigation would grow leftwards as its items arrive and the
 * home hero's vertically centred text move up as its button arrives: layout shifts that a
 * full page never has. The footer comes after everything that can be on the first screen, so the
 * wait ends where the page's own layout is complete; what follows it (the scripts) paints nothing.
 *
 * Chromium 124+ honours it; other browsers ignore it and paint as they otherwise would. A page without the footer
 * (the bare 404) waits for its whole document, which is small. Nothing fails if the id is missing.
 * Render only inside `<head>`, in the server render: a link added later or in the body has no effect.
 * @returns the link element
 */
export function FirstPaintExpect() {
  return <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />;
}
