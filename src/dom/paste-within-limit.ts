/**
 * An over-long paste into a contact form field, cut to its limit (spec §4 Contact form):
 * the DOM half of length-limit.ts's `fitInsertion`, shared by the form island (contact-form.tsx)
 * and by the shell, which cuts a paste made before the island has hydrated
 * (src/scripts/contact-form-early.ts). Imports nothing of React or the message catalogue, so the
 * shell stays small.
 */
import { fitInsertion } from "~/logic/length-limit";

/**
 * Cuts a paste that would pass the field's `maxlength`: prevents the browser's own paste and
 * inserts the part that fits at the caret, replacing the selection, with `insertText`, so the
 * browser can undo it as one step and fires the field's `input` event. Where `insertText` is not
 * available it sets the text itself and fires `input` so a listening form still sees the change.
 * A paste that fits, or a field without a limit, is left to the browser.
 * @param event - the `paste` event, on an `<input>` or `<textarea>` with a `maxlength`
 * @returns characters left out of the paste: 0 when it all fits (nothing was done), ≥ 1 when cut;
 *   never throws
 */
export function pasteWithinLimit(event: ClipboardEvent): number {
  const control = event.target;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return 0;
  const limit = control.maxLength;
  if (limit < 0 || !event.clipboardData) return 0;
  // An e-mail input exposes no selection (null): count as if the caret were at the end.
  const start = control.selectionStart ?? control.value.length;
  const end = control.selectionEnd ?? start;
  const { kept, lost } = fitInsertion(control.value, start, end, event.clipboardData.getData("text/plain"), limit);
  if (lost === 0) return 0;
  event.preventDefault();
  if (kept && !document.execCommand?.("insertText", false, kept)) {
    if (control.selectionStart === null) control.value += kept;
    else control.setRangeText(kept, start, end, "end");
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return lost;
}
