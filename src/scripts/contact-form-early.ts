/**
 * A Send pressed before the contact form's island has hydrated (issue 24 §2; spec §4 Contact
 * form), a shell module that runs in `<head>`. The submit of a contact form not yet taken over
 * (`data-contact-form` not `"ready"`, contact-dom.ts) is held: its default (the no-JavaScript
 * `mailto:` action) is prevented and its Send button marked pressed and `aria-busy="true"` (app.css
 * shows its spinner), once however often it is pressed. The island, on hydrating, validates and
 * sends what the fields hold then, once (features/contact/contact-form.tsx). A delegated
 * capture-phase listener on `document`, so it comes before the island's own and needs no element
 * at start. Never throws.
 */
import { CONTACT_FORM_ATTRIBUTE, CONTACT_FORM_READY, PRESSED_ATTRIBUTE } from "~/features/contact/contact-dom";

document.addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    const mark = form.getAttribute?.(CONTACT_FORM_ATTRIBUTE);
    if (mark == null || mark === CONTACT_FORM_READY) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (const send of form.querySelectorAll('button[type="submit"]')) {
      send.setAttribute(PRESSED_ATTRIBUTE, "");
      send.setAttribute("aria-busy", "true");
    }
  },
  true,
);
