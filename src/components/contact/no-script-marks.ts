/**
 * The marks of the no-JavaScript contact result (decision 018): the not-sent page's elements the
 * server fills in (server/not-sent-page.ts). Plain strings, shared by the result pages'
 * component (no-script-result.tsx) and the server. The paths the form posts to and is answered
 * with are in src/routes.ts.
 */

/**
 * The id of the not-sent page's element whose content the server replaces with the reason and the
 * visitor's words. It holds only `<p>` elements as built, so its end is the first `</div>` after it.
 */
export const RESCUE_SLOT_ID = "contact-rescue";

/** Marks the not-sent page's mail link to the studio, whose `href` the server gives a subject and body. */
export const MAILTO_MARK = "data-contact-mailto";
