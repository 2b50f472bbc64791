import type * as RescueModule from "./unsent-message";
import { ResultIcon } from "~/components/contact/result-icon";
import { CONTACT_UNSENT_ATTRIBUTE } from "~/components/contact/contact-marks";
import { studio } from "~/content/site";
import { en, t } from "~/i18n/en";
import type { ContactMessage } from "~/logic/validation";

/** The heading level of a result view's title, to fit the page around the form. */
export type ResultHeadingLevel = 2 | 3;

/** Moves focus to a result view's title when it appears, so it is announced and focus is not lost. */
const focusOnMount = (node: HTMLElement | null) => {
  node?.focus();
};

/**
 * The thank-you view shown after a successful send (spec §4, §8):
 * "Thank you! We'll review your message and get in touch shortly."
 * Takes focus when it appears.
 */
export function ContactSuccess({ headingLevel }: { headingLevel: ResultHeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <ResultIcon tone="bg-leaf-soft text-leaf" path="M7 12.5l3.2 3.2L17 9" />
      <Heading ref={focusOnMount} tabIndex={-1} className="max-w-lg outline-none">
        {t("success_view_title")}
      </Heading>
    </div>
  );
}

type Rescue = typeof RescueModule;
/** The error view's rescue (unsent-message.tsx) once loaded. */
let rescue: Rescue | undefined;
let loading: Promise<void> | undefined;

/**
 * Starts loading the error view's rescue of the message (the mail link cut
 * for mail programs, the copy button), once per page: the form
 * calls it when first focused and on Send, so a failed send finds it there.
 *
 * @returns a promise that resolves when the load has ended, loaded or not;
 *   never rejects. A failed load is forgotten, so the next call tries again.
 */
export function loadErrorView(): Promise<void> {
  loading ??= import("./unsent-message").then(
    (module) => {
      rescue = module;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** RFC 6068 wants line breaks in a mailto body as CRLF, percent-encoded; a lone surrogate would throw, so it becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, "\uFFFD").replace(/\r?\n/g, "\r\n"));

/**
 * The error view shown after any failed send (spec §4, §8): "Oops!",
 * "Something went wrong!", "Please contact us directly at: {email}" with the
 * studio's address as a mail link that carries the visitor's message as
 * subject and body. Takes focus when it appears.
 *
 * Nothing is lost: with the rescue loaded ({@link loadErrorView}),
 * the link's body is cut at a word when the whole link would pass 2,000
 * characters, the view says so, and shows the message with a button that
 * copies it (unsent-message.tsx). Should the rescue have failed to load (the
 * visitor went offline before using the form), the link carries the whole
 * message, uncut.
 *
 * @param message - the message that could not be sent
 * @param headingLevel - the level of the view's title
 */
export function ContactError({ message, headingLevel }: { message: ContactMessage; headingLevel: ResultHeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const [before = "", after = ""] = en.error_view_description.split("{email}");
  const mail = rescue?.contactMailto(studio.email, message) ?? {
    href: `mailto:${studio.email}?subject=${encode(t("error_view_mail_subject", { name: message.from_name }))}&body=${encode(message.message)}`,
    cut: false,
  };
  const Rescue = rescue?.UnsentMessage;
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center" {...{ [CONTACT_UNSENT_ATTRIBUTE]: "" }}>
      <ResultIcon tone="bg-rose/20 text-orange-deeper" path="M12 7v6M12 16.5v.5" />
      <Heading ref={focusOnMount} tabIndex={-1} className="outline-none">
        {t("error_view_title")}
      </Heading>
      <p className="text-lead font-semibold">{t("error_view_subtitle")}</p>
      <p className="max-w-lg text-lead">
        {before}
        <a
          href={mail.href}
          className="font-semibold [overflow-wrap:anywhere] text-orange-deep underline decoration-2 underline-offset-2 hover:text-orange-deeper"
        >
          {studio.email}
        </a>
        {after}
      </p>
      {Rescue && <Rescue message={message.message} cut={mail.cut} />}
    </div>
  );
}
