import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { studio } from "~/content/site";
import { en, t } from "~/i18n/en";
import { contactMailto } from "./mailto";
import type { ContactMessage } from "./validation";

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

/**
 * The error view shown after any failed send (spec §4, §8): "Oops!",
 * "Something went wrong!", "Please contact us directly at: {email}" with the
 * studio's address as a mail link that carries the visitor's message as
 * subject and body (see {@link contactMailto}). Takes focus when it appears.
 *
 * Nothing is lost (issue 14): when the message would make the link too long
 * for common mail programs, the link carries its first part, a note says so,
 * and the message itself is shown below in a read-only box. A "Copy your
 * message" button (always there) puts the whole message on the clipboard and
 * confirms "Copied" in a polite live region. Where the clipboard is missing
 * or refused, it shows and selects the read-only box instead and tries the
 * browser's copy command; failing that, it asks the visitor to press Ctrl+C.
 *
 * @param message - the message that could not be sent
 * @param headingLevel - the level of the view's title
 */
export function ContactError({ message, headingLevel }: { message: ContactMessage; headingLevel: ResultHeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const [before = "", after = ""] = en.error_view_description.split("{email}");
  const mail = contactMailto(studio.email, message);
  const [copyStatus, setCopyStatus] = useState<"" | "copied" | "select">("");
  const [showBox, setShowBox] = useState(mail.cut);
  const box = useRef<HTMLTextAreaElement>(null);

  async function copy() {
    try {
      // Missing outside secure contexts and in some embedded browsers; rejects when permission is refused.
      await navigator.clipboard.writeText(message.message);
      setCopyStatus("copied");
    } catch {
      // Show the box now (flushSync), so it can be selected for the visitor and the older copy command.
      flushSync(() => setShowBox(true));
      box.current?.focus();
      box.current?.select();
      setCopyStatus(document.execCommand?.("copy") ? "copied" : "select");
    }
  }

  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
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
      {mail.cut && <p className="max-w-lg text-ink">{t("mail_cut_note")}</p>}
      {showBox && (
        <textarea
          ref={box}
          readOnly
          aria-label={t("your_message")}
          value={message.message}
          className="mt-1 block h-40 w-full max-w-2xl resize-y rounded-2xl border-0 bg-white px-4 py-3 text-left text-base text-ink shadow-inner ring-1 ring-line focus:ring-2 focus:ring-orange-deep focus:outline-none"
        />
      )}
      <Button variant="white" className="mt-1" onClick={() => void copy()}>
        {t("copy_message")}
      </Button>
      <p role="status" className="min-h-6 text-sm font-semibold text-ink">
        {copyStatus === "copied" ? t("copied") : copyStatus === "select" ? t("copy_select_hint") : ""}
      </p>
    </div>
  );
}

function ResultIcon({ tone, path }: { tone: string; path: string }) {
  return (
    <span aria-hidden="true" className={`grid size-16 place-items-center rounded-full ${tone}`}>
      <svg
        viewBox="0 0 24 24"
        width="34"
        height="34"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}
