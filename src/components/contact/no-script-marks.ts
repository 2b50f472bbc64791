/**
 * Where the contact form goes without JavaScript (decision 018): the form posts
 * to the site's own server, which answers with a page of the site, never with a `mailto:` form
 * submission (mixed content on an HTTPS page). Plain strings with no imports, shared by the form
 * (contact-form.tsx), its result pages (src/pages/contact-us/) and the server
 * (server/contact-form-post.ts).
 */

/** The form's `action`: `POST` of `from_name`, `reply_to`, `message` and the honeypot, URL-encoded. */
export const CONTACT_FORM_PATH = "/contact-us/send";

/** The thank-you page a stored message is redirected to (303, so a reload sends nothing twice; spec §8). */
export const CONTACT_SENT_PATH = "/contact-us/sent";

/**
 * The error page of spec §8. The server answers a failed send with it, filled with the visitor's
 * words; a static host answers the post by redirecting to it as it is (nothing there can read a post).
 */
export const CONTACT_NOT_SENT_PATH = "/contact-us/not-sent";

/**
 * The id of the not-sent page's element whose content the server replaces with the reason and the
 * visitor's words. It holds only `<p>` elements as built, so its end is the first `</div>` after it.
 */
export const RESCUE_SLOT_ID = "contact-rescue";

/** Marks the not-sent page's mail link to the studio, whose `href` the server gives a subject and body. */
export const MAILTO_MARK = "data-contact-mailto";
