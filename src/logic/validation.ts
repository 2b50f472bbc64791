/**
 * The contact form's checks (spec §5), in plain TypeScript so no schema
 * library reaches the browser. The local e-mail endpoint (server/email-outbox.ts)
 * applies the same checks to the template params it receives.
 */

/**
 * The reply-to pattern of spec §5: text without spaces or @, an @, text, a
 * dot, text ("text" after the @ excludes spaces and @ too, so `a@b@c.d` fails).
 * `\s` covers every Unicode space, including the no-break space.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The three fields of the contact form, named as in the send payload (spec §3 Contact message, §7). */
export const CONTACT_FIELDS = ["from_name", "reply_to", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The catalogue key of each field's error (spec §5): `from_name_error`, `reply_to_error`, `message_error`. */
export type ContactErrorKey = `${ContactField}_error`;

/**
 * A contact message as sent (spec §3): every value trimmed and checked. No field has a length
 * limit (spec §5; decision 022): only the body's size in bytes is bounded, at the transport
 * (server/email-outbox.ts, `CONTACT_MAX_BYTES`), as the provider bounds its own.
 */
export type ContactMessage = Record<ContactField, string>;

/** The raw values of the form's three fields, as typed. */
export type ContactValues = Record<ContactField, string>;

/** At most one error per field; a field without an error is absent. */
export type FieldErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** What {@link validateContactMessage} decides. */
export type ValidationResult = { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors };

/**
 * Runs all three checks of spec §5 at once (none stops the others): the name
 * and the message must not be empty, the reply-to must match
 * {@link EMAIL_PATTERN}. Values are trimmed first, so whitespace-only is empty.
 *
 * @param values - the fields as typed
 * @returns `{ ok: true, message }` with trimmed values when every check
 *   passes, otherwise `{ ok: false, errors }` with one catalogue key per
 *   failing field, in field order. Never throws.
 */
export function validateContactMessage(values: ContactValues): ValidationResult {
  const message: ContactMessage = {
    from_name: values.from_name.trim(),
    reply_to: values.reply_to.trim(),
    message: values.message.trim(),
  };
  const errors: FieldErrors = {};
  if (message.from_name === "") errors.from_name = "from_name_error";
  if (!EMAIL_PATTERN.test(message.reply_to)) errors.reply_to = "reply_to_error";
  if (message.message === "") errors.message = "message_error";
  return Object.keys(errors).length === 0 ? { ok: true, message } : { ok: false, errors };
}
