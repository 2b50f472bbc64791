/**
 * The page marks through which the contact shell scripts (src/shell/contact-links.ts,
 * contact-form-early.ts) and the contact form island (src/islands/contact-form/contact-form-island.tsx) talk: they are
 * separate bundles, so the document is what they share (spec §4 Contact form, Contact popup).
 */

/** Marks a "Contact us" call to action (contact-link.tsx) for src/shell/contact-links.ts. */
export const CONTACT_LINK_ATTRIBUTE = "data-contact-link";

/** The id of the contact popup's `<dialog>`; also the id prefix of its form's fields. */
export const CONTACT_POPUP_ID = "contact-popup";

/**
 * The event (a plain `Event`, not bubbling) the contact-links script dispatches on the popup's
 * `<dialog>` when its form is to be reset: 500 ms after closing (CONTACT_POPUP_RESET_MS), unless
 * the popup was opened again meanwhile. The island listens and remounts its form.
 */
export const CONTACT_POPUP_RESET_EVENT = "contact-popup-reset";

/**
 * Marks the contact form's `<form>`: `""` as prerendered, `"ready"` once the island has taken it
 * over. Until then a Send is held by contact-form-early.ts.
 */
export const CONTACT_FORM_ATTRIBUTE = "data-contact-form";

/** The value of {@link CONTACT_FORM_ATTRIBUTE} once the island handles the form itself. */
export const CONTACT_FORM_READY = "ready";

/**
 * Marks the contact form island's own box (contact-form-island.tsx), which holds whatever the form
 * has become: the form, the form while sending, the thank-you view or the error view. A call to
 * action that would reload or leave a page whose words it holds brings the visitor to it instead
 * (src/shell/contact-links.ts).
 */
export const CONTACT_AREA_ATTRIBUTE = "data-contact-area";

/** Marks the error view (contact-result.tsx): the box then holds a failed send's words (spec §8). */
export const CONTACT_UNSENT_ATTRIBUTE = "data-contact-unsent";
