import { cookieDefinitions } from "~/content/cookies";
import { CONSENT_SWITCH_LABEL_ATTRIBUTE } from "~/components/layout/consent-banner-marks";
import { t } from "~/i18n/en";

const linkClass = "font-semibold text-orange-deeper underline decoration-2 underline-offset-2 hover:text-ink";

/**
 * The consent banner's settings panel (spec §4 Consent banner, §3 Cookie definition), rendered
 * once at build inside the banner (consent-banner.tsx): the analytics switch, on by default (the
 * in-memory default is granted), and the cookies it covers. The shell script
 * (src/shell/consent-banner.ts) shows it, sets the switch to the choice in force and keeps the
 * visible On/Off word in step with it (from its `data-on`/`data-off`).
 * @returns the panel's markup; nothing in it can fail
 */
export function ConsentSettings() {
  return (
    <div className="mt-5 rounded-2xl bg-cream p-4 sm:p-5">
      <h3 className="text-h4">{t("consent_settings_title")}</h3>
      <div className="mt-3 flex items-center justify-between gap-4 border-b border-line pb-3">
        <label htmlFor="consent-analytics" className="font-display font-semibold">
          {t("consent_analytics_label")}
        </label>
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="text-sm font-semibold text-ink-soft"
            {...{ [CONSENT_SWITCH_LABEL_ATTRIBUTE]: "" }}
            data-on={t("consent_on")}
            data-off={t("consent_off")}
          >
            {t("consent_on")}
          </span>
          <input
            id="consent-analytics"
            type="checkbox"
            role="switch"
            defaultChecked
            aria-describedby={cookieDefinitions.map((_, index) => `consent-definition-${index}`).join(" ")}
            className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-soft/50 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-leaf checked:before:translate-x-5"
          />
        </span>
      </div>
      <ul className="mt-3 grid gap-3">
        {cookieDefinitions.map((definition, index) => (
          <li key={definition.name}>
            <p className="font-semibold">{definition.name}</p>
            <p id={`consent-definition-${index}`} className="mt-1 text-sm text-ink-soft">
              {definition.description}
            </p>
            <p className="mt-1 text-sm">
              {t("consent_cookie_names")}{" "}
              {definition.cookies.map((name, index) => (
                <span key={name}>
                  {index > 0 && ", "}
                  <code className="rounded bg-white px-1 font-mono text-[0.8125rem]">{name}</code>
                </span>
              ))}
            </p>
            <a href={definition.privacyPolicyLink} className={`${linkClass} mt-1 inline-block text-sm`}>
              {definition.privacyPolicyLinkLabel}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-soft">{t("consent_never_used")}</p>
    </div>
  );
}
