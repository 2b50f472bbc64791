import { Button } from "~/components/ui/button";
import { ConsentSettings } from "~/features/consent-settings/consent-settings";
import { t } from "~/i18n/en";
import { CONSENT_TITLE_ID } from "./consent-ids";
import { CONSENT_BANNER_ATTRIBUTE } from "./page-inert";

const linkClass = "font-semibold text-orange-deeper underline decoration-2 underline-offset-2 hover:text-ink";

/**
 * The cookie-consent banner's markup (spec §4 Consent banner): Allow all, Deny all, Settings, the
 * settings panel (hidden until Settings is pressed) with its analytics switch and Save, and the
 * privacy-policy link. Rendered on every page at build; the consent-banner script
 * (src/scripts/consent-banner.ts) shows it, wires its buttons and stores the choice.
 * @param required - false on the legal pages, where the banner shows only when reopened (spec §2)
 */
export function ConsentBanner({ required }: { required: boolean }) {
  return (
    <section
      aria-labelledby={CONSENT_TITLE_ID}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-5 sm:pb-5"
      data-consent-required={required ? "" : undefined}
      {...{ [CONSENT_BANNER_ATTRIBUTE]: "pending" }}
    >
      <div className="pointer-events-auto mx-auto max-h-[calc(100dvh-1.5rem)] max-w-4xl overflow-y-auto rounded-card bg-white p-5 shadow-lift ring-1 ring-line transition duration-300 sm:p-7">
        <h2 id={CONSENT_TITLE_ID} tabIndex={-1} className="text-h3 outline-none">
          {t("consent_title")}
        </h2>
        <p className="mt-2 text-ink-soft">{t("consent_description")}</p>
        <div data-consent-panel="settings" hidden>
          <ConsentSettings />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <Button variant="orange" className="col-span-2" data-consent-panel="settings" data-consent-save="" hidden>
            {t("consent_save")}
          </Button>
          <Button variant="orange" data-consent-panel="choices" data-consent-choice="granted">
            {t("consent_allow_all")}
          </Button>
          <Button variant="orange" data-consent-panel="choices" data-consent-choice="denied">
            {t("consent_deny_all")}
          </Button>
          <Button variant="white" className="col-span-2" data-consent-panel="choices" data-consent-settings="">
            {t("consent_settings")}
          </Button>
        </div>
        {/* After the buttons, so that they are the first tab stops (issue 16). */}
        <p className="mt-4 text-ink-soft">
          <a href="/privacy-policy" className={linkClass}>
            {t("consent_privacy_link")}
          </a>
        </p>
      </div>
    </section>
  );
}
