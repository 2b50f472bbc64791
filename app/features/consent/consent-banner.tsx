import { useRef } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cookieDefinitions } from "~/content/cookies";
import { t } from "~/i18n/en";
import { CONSENT_CHOICE_ATTRIBUTE } from "~/features/early-events/capture-script";
import { cn } from "~/lib/cn";
import { useScrollLock } from "~/lib/scroll-lock";
import { CONSENT_TITLE_ID, useConsent } from "./consent-context";

const linkClass = "font-semibold text-orange-deeper underline decoration-2 underline-offset-2 hover:text-ink";

/**
 * The cookie-consent banner (spec §4): Allow all, Deny all, and Settings,
 * which opens a panel with the analytics toggle, the cookie definitions
 * (spec §3) and Save. Prerendered as `pending` on pages that require consent,
 * so a first-time visitor sees it with the page; CSS keeps it hidden from a
 * visitor with a stored choice until hydration has read storage
 * (first-visit.ts), so it never flashes. It overlays the page (fixed to the
 * bottom, no layout shift) and locks page scrolling once hydrated and shown.
 *
 * It is a labelled region, not a dialog: it asks for no immediate answer
 * that blocks the page (links stay usable, and the legal pages do not require
 * it), so it takes no focus on a first visit; instead it comes first in the
 * reading and tab order. Opened from the footer it takes focus, and Escape or
 * a choice returns focus to the footer link.
 */
export function ConsentBanner() {
  const { view, draft, openSettings, setDraft, choose, dismiss } = useConsent();
  const switchRef = useRef<HTMLInputElement>(null);
  const pending = view === "pending";
  useScrollLock(view === "visible" || view === "settings");
  if (view === "hidden") return null;

  return (
    // Escape bubbling up from the banner's own controls closes a reopened banner.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby={CONSENT_TITLE_ID}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-5 sm:pb-5"
      data-consent-banner={pending ? "pending" : undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismiss();
      }}
    >
      <div
        className={cn(
          "pointer-events-auto mx-auto max-h-[calc(100dvh-1.5rem)] max-w-4xl overflow-y-auto rounded-card bg-white p-5 shadow-lift ring-1 ring-line transition duration-300 sm:p-7",
          // Slides in when opened; shown with the page's first paint, it is simply there.
          !pending && "starting:translate-y-6 starting:opacity-0",
        )}
      >
        <h2 id={CONSENT_TITLE_ID} tabIndex={-1} className="text-h3 outline-none">
          {t("consent_title")}
        </h2>
        <p className="mt-2 text-ink-soft">
          {t("consent_description")}{" "}
          <Link to="/privacy-policy" className={linkClass}>
            {t("consent_privacy_link")}
          </Link>
        </p>
        {view === "settings" && (
          <ConsentSettings
            switchRef={switchRef}
            analytics={draft === "granted"}
            onChange={(on) => setDraft(on ? "granted" : "denied")}
          />
        )}
        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          {view === "settings" ? (
            <Button variant="orange" className="col-span-2" onClick={() => choose(draft)}>
              {t("consent_save")}
            </Button>
          ) : (
            <>
              {/* Marked for the head script, which stores and applies a choice made before hydration. */}
              <Button variant="orange" {...{ [CONSENT_CHOICE_ATTRIBUTE]: "granted" }} onClick={() => choose("granted")}>
                {t("consent_allow_all")}
              </Button>
              <Button variant="orange" {...{ [CONSENT_CHOICE_ATTRIBUTE]: "denied" }} onClick={() => choose("denied")}>
                {t("consent_deny_all")}
              </Button>
              <Button
                variant="white"
                className="col-span-2"
                onClick={() => {
                  flushSync(openSettings);
                  switchRef.current?.focus();
                }}
              >
                {t("consent_settings")}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** The settings panel: the analytics switch and the cookies it covers (spec §3 Cookie definition). */
function ConsentSettings({
  switchRef,
  analytics,
  onChange,
}: {
  switchRef: React.Ref<HTMLInputElement>;
  analytics: boolean;
  onChange: (analytics: boolean) => void;
}) {
  return (
    <div className="mt-5 rounded-2xl bg-cream p-4 sm:p-5">
      <h3 className="text-h4">{t("consent_settings_title")}</h3>
      <div className="mt-3 flex items-center justify-between gap-4 border-b border-line pb-3">
        <label htmlFor="consent-analytics" className="font-display font-semibold">
          {t("consent_analytics_label")}
        </label>
        <span className="flex items-center gap-3">
          <span aria-hidden="true" className="text-sm font-semibold text-ink-soft">
            {analytics ? t("consent_on") : t("consent_off")}
          </span>
          <input
            ref={switchRef}
            id="consent-analytics"
            type="checkbox"
            role="switch"
            checked={analytics}
            onChange={(event) => onChange(event.target.checked)}
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
            <Link to={definition.privacyPolicyLink} className={`${linkClass} mt-1 inline-block text-sm`}>
              {definition.privacyPolicyLinkLabel}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-soft">{t("consent_never_used")}</p>
    </div>
  );
}
