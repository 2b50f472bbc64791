import {
  type ContactField,
  type ContactMessage,
  type ContactValues,
  type FieldErrors,
  validateContactMessage,
} from "./validation";

/**
 * The contact form's states (spec §4): `editing` (with the errors of the last
 * submit), `submitting` (the validated message is on its way; the typed values stay
 * on show in the disabled fields), then `success`
 * or `error`. Neither result leads back to `editing`: the form is not restored.
 * `error` keeps the message so the error view can offer it by e-mail.
 */
export type ContactState =
  | { status: "editing"; values: ContactValues; errors: FieldErrors }
  | { status: "submitting"; values: ContactValues; message: ContactMessage }
  | { status: "success" }
  | { status: "error"; message: ContactMessage };

/** What can happen to the form: a field edit, a submit, and the send's two outcomes. */
export type ContactEvent =
  { type: "change"; field: ContactField; value: string } | { type: "submit" } | { type: "sent" } | { type: "failed" };

/** An empty form with no errors: where every form starts. */
export const initialContactState: ContactState = {
  status: "editing",
  values: { from_name: "", reply_to: "", message: "" },
  errors: {},
};

/**
 * The pure transition function of the contact form (spec §4, §5).
 *
 * - `change` (editing only): stores the value and clears that field's error.
 * - `submit` (editing only): runs all three checks (spec §5); with any error,
 *   stays in `editing` showing every error at once; otherwise moves to
 *   `submitting` with the trimmed message. A second submit while submitting
 *   is ignored, so a double submit sends exactly one request.
 * - `sent` / `failed` (submitting only): to `success` / `error`.
 *
 * Any other event in any other state returns the same state object unchanged
 * (callers can compare identity to see that nothing happened). Never throws.
 *
 * @param state - the current state
 * @param event - what happened
 * @returns the next state
 */
export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case "change": {
      if (state.status !== "editing") return state;
      const errors: FieldErrors = Object.fromEntries(
        Object.entries(state.errors).filter(([field]) => field !== event.field),
      );
      return { status: "editing", values: { ...state.values, [event.field]: event.value }, errors };
    }
    case "submit": {
      if (state.status !== "editing") return state;
      const result = validateContactMessage(state.values);
      return result.ok
        ? { status: "submitting", values: state.values, message: result.message }
        : { ...state, errors: result.errors };
    }
    case "sent":
      return state.status === "submitting" ? { status: "success" } : state;
    case "failed":
      return state.status === "submitting" ? { status: "error", message: state.message } : state;
  }
}
