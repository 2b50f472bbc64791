import { Button } from "~/components/ui/button";
import { t } from "~/i18n/en";

const fieldClass =
  "mt-2 block w-full rounded-2xl border-0 bg-white px-4 py-3 text-base text-ink shadow-inner ring-1 ring-line placeholder:text-ink-soft/70 focus:ring-2 focus:ring-orange-deep focus:outline-none";

/**
 * The contact form of spec §4/§5 with its three fields: name, e-mail and
 * message (the message box 200–500 px tall). Used on the home page, in the
 * contact popup and on /contact-us.
 */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block font-semibold" htmlFor={`${idPrefix}-name`}>
          {t("name_label")}
          <input id={`${idPrefix}-name`} name="from_name" autoComplete="name" placeholder={t("name_placeholder")} className={fieldClass} />
        </label>
        <label className="block font-semibold" htmlFor={`${idPrefix}-email`}>
          {t("email_label")}
          <input id={`${idPrefix}-email`} name="reply_to" type="email" autoComplete="email" placeholder={t("email_placeholder")} className={fieldClass} />
        </label>
      </div>
      <label className="block font-semibold" htmlFor={`${idPrefix}-message`}>
        {t("message_label")}
        <textarea id={`${idPrefix}-message`} name="message" placeholder={t("message_placeholder")} className={`${fieldClass} h-52 max-h-[500px] min-h-[200px] resize-y`} />
      </label>
      <Button type="submit" variant="orange" className="justify-self-start">
        {t("send")}
      </Button>
    </form>
  );
}
