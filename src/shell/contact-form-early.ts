/**
 * The contact form before its island has hydrated (spec §4 Contact form), a shell module that
 * runs in `<head>`.
 *
 * A Send pressed then is held. The submit of a contact form not yet taken over
 * (`data-contact-form` not `"ready"`, contact-marks.ts) is held: its default (the no-JavaScript
 * post to the server, decision 018) is prevented and its Send button marked pressed and
 * `aria-busy="true"` (app.css shows its spinner), once however often it is pressed. The island, on hydrating, validates and
 * sends what the fields hold then, once (islands/contact-form/contact-form.tsx).
 *
 * A delegated capture-phase listener on `document`, so it comes before the island's own and needs
 * no element at start. Nothing else: no field has a length limit to keep (decision 022).
 */
import { CONTACT_FORM_ATTRIBUTE, CONTACT_FORM_READY } from "~/components/contact/contact-marks";
import { PRESSED_ATTRIBUTE } from "~/directives/interaction-marks";

/** The form not yet taken over by its island that `target` is in, if any. */
function earlyForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest(`form[${CONTACT_FORM_ATTRIBUTE}]`) : null;
  return form instanceof HTMLFormElement && form.getAttribute(CONTACT_FORM_ATTRIBUTE) !== CONTACT_FORM_READY
    ? form
    : null;
}

/**
 * Starts the early contact form on this document (spec §4 Contact form): installs the
 * capture-phase `submit` listener that holds a Send pressed before the island has hydrated. Needs
 * no element to exist yet; call it once per page, before the island's own listeners. Never throws.
 */
export function startContactFormEarly(): void {
  const onSubmit = (event: SubmitEvent) => {
    const form = earlyForm(event.target);
    if (!form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (const send of form.querySelectorAll('button[type="submit"]')) {
      send.setAttribute(PRESSED_ATTRIBUTE, "");
      send.setAttribute("aria-busy", "true");
    }
  };
  document.addEventListener("submit", onSubmit, true);
}
