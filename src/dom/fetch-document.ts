/**
 * Fetches an HTML file of the site and has the browser parse it, with no HTML sink. Under the
 * page's Trusted Types (`require-trusted-types-for 'script'`, decision 029) a string given to
 * `innerHTML`, `DOMParser` or `createContextualFragment` must be a TrustedHTML, which would take a
 * policy that vouches for markup; an `XMLHttpRequest` whose response type is "document" is parsed
 * by the browser from the response itself, like a page, with scripting off, and needs none.
 * @param url - a same-origin path, e.g. `/consent-banner.html` (the CSP's `connect-src 'self'`)
 * @returns the parsed document, whose elements can be moved into the page
 * @throws (rejects) an Error naming the URL and the status for an answer other than 2xx, a
 *   response that is not HTML, or a network error (status 0)
 */
export function fetchDocument(url: string): Promise<Document> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("GET", url);
    request.responseType = "document";
    // No document: the answer was not HTML; a status of 0 is a network error, which also ends in `loadend`.
    request.onloadend = () =>
      request.status < 300 && request.response
        ? resolve(request.response as Document)
        : reject(new Error(`${url}: HTTP ${request.status}`));
    request.send();
  });
}
