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
 * A paste too long for its field is cut to the field's limit as the island would cut it
 * (paste-within-limit.ts), and the field keeps how much was left out (`PASTE_CUT_PROPERTY`), so the
 * island shows the note when it hydrates: never cut silently, as `maxlength` alone would.
 *
 * Delegated capture-phase listeners on `document`, so they come before the island's own and need
 * no element at start.
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

/**
 * Starts the early contact form on this document (spec §4 Contact form): installs the
 * capture-phase `submit` listener that holds a Send pressed before the island has hydrated, and
 * the `paste` listener that cuts a paste to its field's limit and records how much was left out
 * (`PASTE_CUT_PROPERTY`, in characters). Needs no element to exist yet; call it once per page,
 * before the island's own listeners. Never throws.
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
  const onPaste = (event: ClipboardEvent) => {
    const field = event.target as ContactControl;
    if (!earlyForm(field)) return;
    const lost = pasteWithinLimit(event);
    if (lost > 0) field[PASTE_CUT_PROPERTY] = lost;
    else Reflect.deleteProperty(field, PASTE_CUT_PROPERTY);
  };
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("paste", onPaste, true);
}
