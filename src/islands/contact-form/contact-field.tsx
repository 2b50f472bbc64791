import { type MessageKey, t } from "~/i18n/en";
import type { ContactErrorKey, ContactField } from "~/logic/validation";

/**
 * A field: a border of 3.9:1 on the page (line-strong; WCAG 1.4.11), 2 px orange-deeper when
 * invalid. Focus adds a navy ring outside it (3 px, 2 px away; 12.5:1 on paper), a second colour
 * beside the red, so a focused invalid field looks different from an unfocused one (WCAG 2.4.7).
 */
export const fieldClass =
  "mt-2 block w-full rounded-2xl border-0 bg-white px-4 py-3 text-base text-ink shadow-inner ring-1 ring-line-strong placeholder:text-ink-soft/70 focus:ring-2 focus:ring-orange-deep focus:outline-3 focus:outline-offset-2 focus:outline-ink disabled:cursor-not-allowed disabled:bg-cream disabled:text-ink-soft aria-invalid:ring-2 aria-invalid:ring-orange-deeper";

/** Each field's id suffix (a short name of its own, not the payload name), label and placeholder. */
export const FIELDS: Record<ContactField, { id: string; label: MessageKey; placeholder: MessageKey }> = {
  from_name: { id: "name", label: "name_label", placeholder: "name_placeholder" },
  reply_to: { id: "email", label: "email_label", placeholder: "email_placeholder" },
  message: { id: "message", label: "message_label", placeholder: "message_placeholder" },
};

/**
 * The id of a field's control: `{idPrefix}-name`, `-email` or `-message`.
 * @param idPrefix - the form's prefix, unique per page
 * @param name - the field's payload name
 */
export function fieldId(idPrefix: string, name: ContactField): string {
  return `${idPrefix}-${FIELDS[name].id}`;
}

/**
 * A field's label above its control and, under it, its error (announced; its id is the control's
 * aria-describedby; spec §4, §5). No count and no note: no field has a length limit (decision 022).
 * @param props - `idPrefix` and `name` give the control's id ({@link fieldId}); `error` the spec §5
 *   message key shown under it; `children` the control
 */
export function Field({
  idPrefix,
  name,
  error,
  children,
}: {
  idPrefix: string;
  name: ContactField;
  error?: ContactErrorKey;
  children: React.ReactNode;
}) {
  const id = fieldId(idPrefix, name);
  return (
    <div>
      <label className="block font-semibold" htmlFor={id}>
        {t(FIELDS[name].label)}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-orange-deeper">
          {t(error)}
        </p>
      )}
    </div>
  );
}
