import { Button } from "~/components/ui/button";
import { ConsentSettings } from "~/components/layout/consent-settings";
import { t } from "~/i18n/en";
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_PANEL_ATTRIBUTE,
  CONSENT_SAVE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_TITLE_ID,
  CONSENT_BANNER_ATTRIBUTE,
} from "./consent-banner-marks";
import { ROUTES } from "~/routes";

const linkClass = "font-semibold text-orange-deeper underline decoration-2 underline-offset-2 hover:text-ink";

/**
 * The cookie-consent banner's markup (spec §4 Consent banner), rendered once at build: Allow all,
 * Deny all, Settings, the settings panel (hidden until Settings is pressed) with its analytics
 * switch and Save, and the privacy-policy link after the buttons, so that they are the first tab
 * stops. It overlays the page, fixed to the bottom (no layout shift). app.css shows it
 * only while `<html>` carries `data-consent-shown`, which the shell script
 * (src/shell/consent-banner.ts) sets in `<head>`, so a first visit sees it with the first paint
 * and nobody else sees it flash; that script also wires its buttons and stores the choice.
 * @param required - false on the pages that switch consent off (spec §2: the legal pages): they
 *   do not carry the banner at all (renders nothing); the footer link fetches it from
 *   /consent-banner.html there
 * @returns the banner's `<section>`, or nothing
 */
export function ConsentBanner({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <section
      aria-labelledby={CONSENT_TITLE_ID}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-5 sm:pb-5"
      {...{ [CONSENT_BANNER_ATTRIBUTE]: "" }}
    >
      <div className="pointer-events-auto mx-auto max-h-[calc(100dvh-1.5rem)] max-w-4xl overflow-y-auto rounded-card bg-white p-5 shadow-lift ring-1 ring-line sm:p-7">
        <h2 id={CONSENT_TITLE_ID} tabIndex={-1} className="text-h3 outline-none">
          {t("consent_title")}
        </h2>
        <p className="mt-2 text-ink-soft">{t("consent_description")}</p>
        <div {...{ [CONSENT_PANEL_ATTRIBUTE]: "settings" }} hidden>
          <ConsentSettings />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <Button
            variant="primary"
            className="col-span-2"
            {...{ [CONSENT_PANEL_ATTRIBUTE]: "settings", [CONSENT_SAVE_ATTRIBUTE]: "" }}
            hidden
          >
            {t("consent_save")}
          </Button>
          <Button
            variant="primary"
            {...{ [CONSENT_PANEL_ATTRIBUTE]: "choices", [CONSENT_CHOICE_ATTRIBUTE]: "granted" }}
          >
            {t("consent_allow_all")}
          </Button>
          <Button variant="primary" {...{ [CONSENT_PANEL_ATTRIBUTE]: "choices", [CONSENT_CHOICE_ATTRIBUTE]: "denied" }}>
            {t("consent_deny_all")}
          </Button>
          <Button
            variant="secondary"
            className="col-span-2"
            {...{ [CONSENT_PANEL_ATTRIBUTE]: "choices", [CONSENT_SETTINGS_ATTRIBUTE]: "" }}
          >
            {t("consent_settings")}
          </Button>
        </div>
        <p className="mt-4 text-ink-soft">
          <a href={ROUTES.privacyPolicy} className={linkClass}>
            {t("consent_privacy_link")}
          </a>
        </p>
      </div>
    </section>
  );
}
