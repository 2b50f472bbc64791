import { studio } from "~/content/site";
import { en, t } from "~/i18n/en";
import { ResultIcon } from "./result-icon";
import { MAILTO_MARK, RESCUE_SLOT_ID } from "./no-script-marks";
import { ROUTES } from "~/routes";

/**
 * A link on a result page, styled as the site's other inline links, in the deeper orange that keeps
 * 4.5:1 on the sun-yellow panel these pages stand on (WCAG 1.4.3).
 */
const linkClass =
  "font-semibold text-orange-deeper underline decoration-2 underline-offset-2 hover:text-ink [overflow-wrap:anywhere]";

/** A link standing on a line of its own: as tall as a fingertip (44 px, WCAG 2.5.5 as the site applies it). */
const blockLinkClass = `${linkClass} inline-flex min-h-11 items-center`;

/**
 * The thank-you page of a message sent without JavaScript (spec §4, §8; decision 018): the
 * success view's words as the page's h1, under the same icon as the form's own view, and a link
 * home. Prerendered at /contact-us/sent with no script of its own; the server redirects a stored
 * post there (server/contact-form-post.ts).
 */
export function NoScriptSent() {
  return (
    <div className="container-page grid justify-items-center gap-5 py-16 text-center sm:py-24">
      <ResultIcon tone="bg-leaf-soft text-leaf" path="M7 12.5l3.2 3.2L17 9" />
      <h1 className="max-w-2xl">{t("success_view_title")}</h1>
      <a href={ROUTES.home} className={blockLinkClass}>
        {t("sent_page_next")}
      </a>
    </div>
  );
}

/**
 * The error page of a message sent without JavaScript (spec §8; decision 018): the error view's
 * title (h1), subtitle and "Please contact us directly at: {email}" with the studio's address as a
 * mail link, then the rescue slot and a link back to the form.
 *
 * As built, the mail link has no subject or body and the slot says the message is still in the
 * form the visitor came from: what a static host shows, which cannot read a post. The server
 * (server/contact-form-post.ts) fills in the visitor's words instead: the link (marked with
 * {@link MAILTO_MARK}) gets them as subject and body, and the slot ({@link RESCUE_SLOT_ID}) the
 * reason and the message in a read-only box. The slot holds only paragraphs, which the server
 * relies on to find its end.
 */
export function NoScriptNotSent() {
  const [before = "", after = ""] = en.error_view_description.split("{email}");
  return (
    <div className="container-page grid justify-items-center gap-4 py-16 text-center sm:py-24">
      <ResultIcon tone="bg-rose/20 text-orange-deeper" path="M12 7v6M12 16.5v.5" />
      <h1>{t("error_view_title")}</h1>
      <p className="text-lead font-semibold">{t("error_view_subtitle")}</p>
      <p className="max-w-lg text-lead">
        {before}
        <a href={`mailto:${studio.email}`} {...{ [MAILTO_MARK]: "" }} className={linkClass}>
          {studio.email}
        </a>
        {after}
      </p>
      <div id={RESCUE_SLOT_ID} className="grid w-full max-w-2xl justify-items-center gap-3">
        <p className="max-w-lg text-ink">{t("not_sent_unread")}</p>
      </div>
      <a href={ROUTES.contactUs} className={blockLinkClass}>
        {t("not_sent_back")}
      </a>
    </div>
  );
}
