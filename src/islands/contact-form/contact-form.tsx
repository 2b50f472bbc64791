import { useLayoutEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { t } from "~/i18n/en";
import { cn } from "~/components/ui/cn";
import { studio } from "~/content/site";
import { type ContactEvent, type ContactState, contactReducer, initialContactState } from "~/logic/contact-machine";
import { CONTACT_FORM_ATTRIBUTE, CONTACT_FORM_READY } from "~/components/contact/contact-marks";
import { PRESSED_ATTRIBUTE } from "~/directives/interaction-marks";
import { Field, FIELDS, fieldClass, fieldId } from "./contact-field";
import { ContactError, ContactSuccess, loadErrorView, type ResultHeadingLevel } from "./contact-result";
import { sendContactMessage } from "~/adapters/email-sdk";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/logic/honeypot";
import { CONTACT_FORM_PATH } from "~/routes";
import { CONTACT_FIELDS, type ContactField } from "~/logic/validation";

/** The form's control for `field`, or null if the markup lacks it. */
function fieldControl(form: HTMLFormElement, field: ContactField): HTMLInputElement | HTMLTextAreaElement | null {
  const control = form.elements.namedItem(field);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control : null;
}

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
 * sent once through adapters/email-sdk.ts while the fields are disabled and the
 * button reads "Sending...", then the thank-you or error view replaces the
 * form for good. To reset the form, remount it (change its `key`).
 *
 * It is prerendered to HTML and hydrated as an island (src/islands/contact-form/contact-form-island.tsx).
 * Nothing typed is ever lost, whatever the timing or the engine: the fields are
 * uncontrolled, so React never writes a value into them, and the state (for the
 * checks) follows every `input` event and is brought up to what
 * the fields hold again at Send. On mount the form
 * adopts whatever the fields already hold, marks itself taken over
 * (`data-contact-form="ready"`, contact-marks.ts), and if Send was pressed
 * before (held and marked by the shell, src/shell/contact-form-early.ts) it
 * validates and sends what was typed, once. Without JavaScript, Send posts the
 * fields to the site's own server ({@link CONTACT_FORM_PATH}, server/contact-form-post.ts), which
 * stores the message and shows the thank-you page, or shows the error page of spec §8 with the
 * visitor's words in it (decision 018).
 *
 * No field has a length limit (spec §5, decision 022): no `maxlength`, no count, nothing cut.
 * A message too large for the provider (over its body limit, 50 KiB by default) is refused with
 * 413 and shows the error view, whose rescue keeps every word reachable (unsent-message.tsx).
 *
 * A honeypot field (`website`, honeypot.ts) is hidden from people and
 * assistive technology; when a bot fills it the form sends nothing and shows
 * the thank-you view. It is judged here, before sending, and never goes to the provider, whose
 * payload is exactly spec §7's three template params (logic/email-send.ts).
 */
export function ContactForm({ idPrefix = "contact", headingLevel = 3 }: ContactFormProps) {
  const [state, setState] = useState<ContactState>(initialContactState);
  // The latest state for event handlers, so two submits in one frame still see each other.
  const latest = useRef(state);
  const formRef = useRef<HTMLFormElement>(null);

  // The fields are uncontrolled: what they hold is the visitor's text, and React never writes it
  // back. State follows them (for the checks) and is read from them again at Send.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Whatever was typed into the prerendered fields before hydration.
    adoptFields(form);
    // From now on a Send reaches handleSubmit; one pressed before is sent now, once.
    form.setAttribute(CONTACT_FORM_ATTRIBUTE, CONTACT_FORM_READY);
    const pressed = form.querySelectorAll(`[${PRESSED_ATTRIBUTE}]`);
    for (const control of pressed) {
      control.removeAttribute(PRESSED_ATTRIBUTE);
      control.removeAttribute("aria-busy");
    }
    if (pressed.length > 0) submit(form);
    // Mount only: later values arrive through onInput, later Sends through handleSubmit.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit reads the latest state through a ref
  }, []);

  /** Brings the state up to what each field holds now, however the text got there. */
  function adoptFields(form: HTMLFormElement) {
    for (const field of CONTACT_FIELDS) {
      const value = fieldControl(form, field)?.value;
      if (value !== undefined && latest.current.status === "editing" && latest.current.values[field] !== value)
        dispatch({ type: "change", field, value });
    }
  }

  function dispatch(event: ContactEvent): ContactState {
    latest.current = contactReducer(latest.current, event);
    setState(latest.current);
    return latest.current;
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(event.currentTarget);
  }

  /** Validates and, when valid and not already sending, sends once (spec §4, §5, §7). */
  function submit(form: HTMLFormElement) {
    // An input event React did not count as a change (a value set by autofill or a tool) still counts.
    adoptFields(form);
    const before = latest.current;
    const next = dispatch({ type: "submit" });
    if (before.status === "editing" && next.status === "submitting") {
      const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
      const website = honeypot instanceof HTMLInputElement ? honeypot.value : "";
      // A bot filled the honeypot: it gets the thank-you view, and nothing is sent (honeypot.ts).
      if (isHoneypotFilled(website)) dispatch({ type: "sent" });
      else {
        const errorView = loadErrorView();
        void sendContactMessage(next.message).then(async (outcome) => {
          // A failure shows the error view with its rescue of the message, once that has loaded (or failed to).
          if (!outcome.ok) await errorView;
          dispatch({ type: outcome.ok ? "sent" : "failed" });
        });
      }
    } else if (next.status === "editing") {
      const firstInvalid = CONTACT_FIELDS.find((field) => next.errors[field]);
      if (firstInvalid) document.getElementById(fieldId(idPrefix, firstInvalid))?.focus();
    }
  }

  /**
   * Every `input` event, trusted or not: React's onChange skips one whose value was set through the
   * `value` property (autofill, dictation tools, WebDriver BiDi), onInput does not.
   */
  function handleInput(event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.currentTarget;
    dispatch({ type: "change", field: name as ContactField, value });
    // The error view's rescue of the message loads once the form is used, not with the page (once).
    void loadErrorView();
  }

  if (state.status === "success") return <ContactSuccess headingLevel={headingLevel} />;
  if (state.status === "error") return <ContactError message={state.message} headingLevel={headingLevel} />;

  const submitting = state.status === "submitting";
  const errors = state.status === "editing" ? state.errors : {};
  /** The props every control shares: id, name, disabled while sending, invalid state, its error as description. */
  const control = (name: ContactField) => {
    const id = fieldId(idPrefix, name);
    return {
      id,
      name,
      placeholder: t(FIELDS[name].placeholder),
      disabled: submitting,
      // Said before any submit, by the note above the fields and to assistive technology (WCAG 3.3.2).
      "aria-required": true,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-error` : undefined,
    };
  };

  return (
    <form
      ref={formRef}
      {...{ [CONTACT_FORM_ATTRIBUTE]: "" }}
      noValidate
      // Only without JavaScript (handleSubmit prevents it otherwise): the site's own server takes the post
      // and answers with the thank-you or error page (decision 018). Never a mailto: action, mixed content on HTTPS.
      action={CONTACT_FORM_PATH}
      method="post"
      className="relative grid gap-5"
      onSubmit={handleSubmit}
    >
      <p className="text-sm text-ink-soft">{t("contact_required_note")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field idPrefix={idPrefix} name="from_name" error={errors.from_name}>
          <input {...control("from_name")} onInput={handleInput} autoComplete="name" className={fieldClass} />
        </Field>
        <Field idPrefix={idPrefix} name="reply_to" error={errors.reply_to}>
          <input
            {...control("reply_to")}
            onInput={handleInput}
            type="email"
            autoComplete="email"
            className={fieldClass}
          />
        </Field>
      </div>
      <Field idPrefix={idPrefix} name="message" error={errors.message}>
        <textarea
          {...control("message")}
          onInput={handleInput}
          className={cn(fieldClass, "h-52 max-h-[500px] min-h-[200px] resize-y")}
        />
      </Field>
      {/* The honeypot (honeypot.ts): off-screen rather than display:none, which bots skip; never focused by Tab. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t("honeypot_label")}</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* Pressed before hydration, the shell marked it busy (contact-form-early.ts); the mount effect clears that. */}
      <Button
        type="submit"
        variant="primary"
        loading={submitting}
        className="justify-self-start"
        suppressHydrationWarning
      >
        {submitting ? t("sending") : t("send")}
      </Button>
      {/* Without JavaScript the form posts to the server (decision 018); the address is there too, as ever. */}
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
