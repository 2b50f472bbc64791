/**
 * What the contact form's error view adds so that nothing the visitor wrote
 * is lost: the mail link cut to a length mail programs open
 * (mailto.ts), the note saying so, the message in a read-only box, and a
 * button that copies it. The error view is seen only after a failed send, so
 * this module stays out of every page's first load: the form starts loading
 * it when it is first focused and at the latest on Send (contact-result.tsx,
 * {@link loadErrorView}), and the error view falls back to the spec's plain
 * mail link if it could not load.
 */
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { t } from "~/i18n/en";

export { contactMailto } from "~/logic/mailto";

/**
 * The error view's rescue of an unsent message, placed under its
 * mail link: when the link carries only the first part of the message
 * (`cut`), a note says so and the whole message shows below in a read-only
 * box. A "Copy your message" button (always there) puts the whole message on
 * the clipboard and confirms "Copied" in a polite live region. Where the
 * clipboard is missing (an insecure context, some embedded browsers) or
 * refused, it shows and selects the box instead and tries the browser's older
 * copy command; failing that, it asks the visitor to press Ctrl+C.
 *
 * @param message - the message text exactly as sent
 * @param cut - whether the mail link carries only its first part ({@link contactMailto})
 */
export function UnsentMessage({ message, cut }: { message: string; cut: boolean }) {
  const [status, setStatus] = useState<"" | "copied" | "select">("");
  const [showBox, setShowBox] = useState(cut);
  const box = useRef<HTMLTextAreaElement>(null);

  async function copy() {
    try {
      // Missing outside secure contexts; rejects when permission is refused.
      await navigator.clipboard.writeText(message);
      setStatus("copied");
    } catch {
      // Show the box now (flushSync), so it can be selected for the visitor and the older copy command.
      flushSync(() => setShowBox(true));
      box.current?.focus();
      box.current?.select();
      setStatus(document.execCommand?.("copy") ? "copied" : "select");
    }
  }

  return (
    <>
      {cut && <p className="max-w-lg text-ink">{t("mail_cut_note")}</p>}
      {showBox && (
        <textarea
          ref={box}
          readOnly
          aria-label={t("your_message")}
          value={message}
          className="mt-1 block h-40 w-full max-w-2xl resize-y rounded-2xl border-0 bg-white px-4 py-3 text-left text-base text-ink shadow-inner ring-1 ring-line-strong focus:ring-2 focus:ring-orange-deep focus:outline-none"
        />
      )}
      <Button variant="secondary" className="mt-1" onClick={() => void copy()}>
        {t("copy_message")}
      </Button>
      <p role="status" className="min-h-6 text-sm font-semibold text-ink">
        {status === "copied" ? t("copied") : status === "select" ? t("copy_select_hint") : ""}
      </p>
    </>
  );
}
