/**
 * The contact form before its island has hydrated (issue 24 §2; spec §4 Contact form), a shell
 * module that runs in `<head>`.
 *
 * A Send pressed then is held. The submit of a contact form not yet taken over
 * (`data-contact-form` not `"ready"`, contact-dom.ts) is held: its default (the no-JavaScript
 * post to the server, decision 018) is prevented and its Send button marked pressed and `aria-busy="true"` (app.css
 * shows its spinner), once however often it is pressed. The island, on hydrating, validates and
 * sends what the fields hold then, once (islands/contact-form/contact-form.tsx).
 *
 * A paste too long for its field is cut to the field's limit as the island would cut it
 * (paste-within-limit.ts), and the field keeps how much was left out (`PASTE_CUT_PROPERTY`), so the
 * island shows the note when it hydrates: never cut silently, as `maxlength` alone would.
 *
 * Delegated capture-phase listeners on `document`, so they come before the island's own and need
 * no element at start. Never throws.
 */
import {
  CONTACT_FORM_ATTRIBUTE,
  CONTACT_FORM_READY,
  type ContactControl,
  PASTE_CUT_PROPERTY,
} from "~/components/contact/contact-marks";
import { PRESSED_ATTRIBUTE } from "~/directives/interaction-marks";
import { pasteWithinLimit } from "~/dom/paste-within-limit";

/** The form not yet taken over by its island that `target` is in, if any. */
function earlyForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest(`form[${CONTACT_FORM_ATTRIBUTE}]`) : null;
  return form instanceof HTMLFormElement && form.getAttribute(CONTACT_FORM_ATTRIBUTE) !== CONTACT_FORM_READY
    ? form
    : null;
}

document.addEventListener(
  "submit",
  (event) => {
    const form = earlyForm(event.target);
    if (!form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (const send of form.querySelectorAll('button[type="submit"]')) {
      send.setAttribute(PRESSED_ATTRIBUTE, "");
      send.setAttribute("aria-busy", "true");
    }
  },
  true,
);

document.addEventListener(
  "paste",
  (event) => {
    const field = event.target as ContactControl;
    if (!earlyForm(field)) return;
    const lost = pasteWithinLimit(event);
    if (lost > 0) field[PASTE_CUT_PROPERTY] = lost;
    else Reflect.deleteProperty(field, PASTE_CUT_PROPERTY);
  },
  true,
);
