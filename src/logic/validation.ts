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

/**
 * The longest value each field accepts, in characters (UTF-16 code units, as
 * `maxLength` and `String.length` count them). These limits override spec §5's
 * "no length limits": 254 is the longest address RFC 5321 allows; 100 covers
 * any real name; 5,000 is a long brief (about 800 words) and, at up to
 * 3 bytes per code unit in UTF-8, keeps the three template params at
 * 16 KB, well inside EmailJS's 50 KB limit on a request's template params.
 * The form stops typing and cuts pastes at these lengths; the local endpoint
 * (server/email-outbox.ts) refuses longer values with 413.
 */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = {
  from_name: 100,
  reply_to: 254,
  message: 5000,
};

/** The catalogue key of each field's error (spec §5): `from_name_error`, `reply_to_error`, `message_error`. */
export type ContactErrorKey = `${ContactField}_error`;

/** A contact message as sent (spec §3): every value trimmed and checked; lengths within {@link CONTACT_LIMITS}. */
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
