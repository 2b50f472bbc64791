import { useLayoutEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { type MessageKey, t } from "~/i18n/en";
import { cn } from "~/lib/cn";
import { studio } from "~/content/site";
import { type ContactEvent, type ContactState, contactReducer, initialContactState } from "./contact-machine";
import { ContactError, ContactSuccess, type ResultHeadingLevel } from "./contact-result";
import { sendContactMessage } from "./email-client";
import { CONTACT_FIELDS, type ContactErrorKey, type ContactField } from "./validation";

const fieldClass =
  "mt-2 block w-full rounded-2xl border-0 bg-white px-4 py-3 text-base text-ink shadow-inner ring-1 ring-line placeholder:text-ink-soft/70 focus:ring-2 focus:ring-orange-deep focus:outline-none disabled:cursor-not-allowed disabled:bg-cream disabled:text-ink-soft aria-invalid:ring-2 aria-invalid:ring-orange-deeper";

/** Each field's id suffix, label and placeholder (the ids predate the payload names). */
const FIELDS: Record<ContactField, { id: string; label: MessageKey; placeholder: MessageKey }> = {
  from_name: { id: "name", label: "name_label", placeholder: "name_placeholder" },
  reply_to: { id: "email", label: "email_label", placeholder: "email_placeholder" },
  message: { id: "message", label: "message_label", placeholder: "message_placeholder" },
};

type ContactFormProps = {
  /** Prefix of the field ids (`{idPrefix}-name`, `-email`, `-message`), unique per page. */
  idPrefix?: string;
  /** Level of the success/error view's title: 3 under a section heading (default), 2 under a page's h1. */
  headingLevel?: ResultHeadingLevel;
};

/**
 * The contact form of spec §4/§5, used on the home page, in the contact popup
 * and on /contact-us: name, e-mail and message (the box 200–500 px tall).
 * On submit all three checks run and every error shows under its field
 * (announced, field marked invalid, focus on the first); a valid message is
 * sent once through email-client.ts while the fields are disabled and the
 * button reads "Sending...", then the thank-you or error view replaces the
 * form for good. To reset the form, remount it (change its `key`).
 *
 * Nothing typed before hydration is lost (issue 12): on mount the form adopts
 * whatever the fields already hold, and a Send pressed before hydration is
 * replayed after it (capture-script.ts), so it validates and sends what was
 * typed, once. Without JavaScript, Send hands the message to the visitor's
 * mail program (a `mailto:` form action) instead of dropping it.
 */
export function ContactForm({ idPrefix = "contact", headingLevel = 3 }: ContactFormProps) {
  const [state, setState] = useState<ContactState>(initialContactState);
  // The latest state for event handlers, so two submits in one frame still see each other.
  const latest = useRef(state);
  const formRef = useRef<HTMLFormElement>(null);

  // Hydration keeps what the visitor typed into the prerendered fields but not in state, so the
  // next render would wipe it: adopt it first (before paint, and before any replayed Send).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of CONTACT_FIELDS) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        // Every form starts empty (initialContactState), so any text is the visitor's.
        if (control.value !== "") dispatch({ type: "change", field, value: control.value });
      }
    }
    // Mount only: later values arrive through onChange.
  }, []);

  function dispatch(event: ContactEvent): ContactState {
    latest.current = contactReducer(latest.current, event);
    setState(latest.current);
    return latest.current;
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const before = latest.current;
    const next = dispatch({ type: "submit" });
    if (before.status === "editing" && next.status === "submitting") {
      void sendContactMessage(next.message).then((outcome) => dispatch({ type: outcome.ok ? "sent" : "failed" }));
    } else if (next.status === "editing") {
      const firstInvalid = CONTACT_FIELDS.find((field) => next.errors[field]);
      if (firstInvalid) document.getElementById(`${idPrefix}-${FIELDS[firstInvalid].id}`)?.focus();
    }
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    dispatch({ type: "change", field: event.target.name as ContactField, value: event.target.value });
  }

  if (state.status === "success") return <ContactSuccess headingLevel={headingLevel} />;
  if (state.status === "error") return <ContactError message={state.message} headingLevel={headingLevel} />;

  const submitting = state.status === "submitting";
  const errors = state.status === "editing" ? state.errors : {};
  /** The props every control shares: id, name, value, disabled while sending, invalid state. */
  const control = (name: ContactField) => ({
    id: `${idPrefix}-${FIELDS[name].id}`,
    name,
    value: state.values[name],
    placeholder: t(FIELDS[name].placeholder),
    disabled: submitting,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${idPrefix}-${FIELDS[name].id}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      noValidate
      // Only without JavaScript: the visitor's mail program gets the message (handleSubmit prevents it otherwise).
      action={`mailto:${studio.email}`}
      method="post"
      encType="text/plain"
      className="grid gap-5"
      onSubmit={handleSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field idPrefix={idPrefix} name="from_name" error={errors.from_name}>
          <input {...control("from_name")} onChange={handleChange} autoComplete="name" className={fieldClass} />
        </Field>
        <Field idPrefix={idPrefix} name="reply_to" error={errors.reply_to}>
          <input
            {...control("reply_to")}
            onChange={handleChange}
            type="email"
            autoComplete="email"
            className={fieldClass}
          />
        </Field>
      </div>
      <Field idPrefix={idPrefix} name="message" error={errors.message}>
        <textarea
          {...control("message")}
          onChange={handleChange}
          className={cn(fieldClass, "h-52 max-h-[500px] min-h-[200px] resize-y")}
        />
      </Field>
      <Button type="submit" variant="orange" loading={submitting} className="justify-self-start">
        {submitting ? t("sending") : t("send")}
      </Button>
      {/* Sending needs JavaScript; without it the visitor can still write to the studio directly. */}
      <noscript>
        <p className="text-ink">
          {t("contact_noscript")}{" "}
          <a href={`mailto:${studio.email}`} className="font-semibold text-orange-deeper underline">
            {studio.email}
          </a>
        </p>
      </noscript>
    </form>
  );
}

/** A field's label above its control, and its error (announced) below. */
function Field({
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
  const id = `${idPrefix}-${FIELDS[name].id}`;
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
