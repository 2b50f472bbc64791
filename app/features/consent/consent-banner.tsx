import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { t } from "~/i18n/en";
import { CONSENT_CHOICE_ATTRIBUTE } from "~/features/early-events/capture-script";
import { cn } from "~/lib/cn";
import { wrapFocus } from "~/lib/focus-wrap";
import { useScrollLock } from "~/lib/scroll-lock";
import { CONSENT_TITLE_ID, useConsent } from "./consent-context";
import { CONSENT_BANNER_ATTRIBUTE, setPageInert } from "./page-inert";
import type { ConsentSettings as ConsentSettingsPanel } from "~/features/consent-settings/consent-settings";

const linkClass = "font-semibold text-orange-deeper underline decoration-2 underline-offset-2 hover:text-ink";

let settingsPanel: Promise<typeof ConsentSettingsPanel> | undefined;

/** The settings panel's module, loaded once, on the first press of 'Settings' (issue 13); a failed load is tried again next time. */
function loadSettingsPanel(): Promise<typeof ConsentSettingsPanel> {
  settingsPanel ??= import("~/features/consent-settings/consent-settings").then(
    (module) => module.ConsentSettings,
    (error: unknown) => {
      settingsPanel = undefined;
      throw error;
    },
  );
  return settingsPanel;
}

/**
 * The cookie-consent banner (spec §4): Allow all, Deny all, and Settings,
 * which opens a panel with the analytics toggle, the cookie definitions
 * (spec §3) and Save. Prerendered as `pending` on pages that require consent,
 * so a first-time visitor sees it with the page; CSS keeps it hidden from a
 * visitor with a stored choice until hydration has read storage
 * (first-visit.ts), so it never flashes. It overlays the page (fixed to the
 * bottom, no layout shift) and locks page scrolling once hydrated and shown.
 *
 * While shown it is modal (issue 16, WCAG 2.4.11 Focus Not Obscured): the rest of the page is
 * `inert` (page-inert.ts; before hydration the head script does it), so no focused control can
 * sit hidden under it, and clicks on the page wait for a choice, as scrolling does (spec §4).
 * Focus moves to its heading when it shows; its buttons are the first tab stops, then the
 * privacy-policy link (on the legal pages the banner is not required); Tab and Shift+Tab cycle
 * inside it. Escape does not dismiss a first-visit banner: only a choice does. Opened from the
 * footer, Escape or a choice closes it and returns focus to the footer link.
 *
 * The settings panel is not part of the page's first load (issue 13): the first press of
 * 'Settings' loads it, the button shows it was pressed (`data-pressed`, `aria-busy`) until it
 * arrives, and then the panel opens with focus on its switch, unless a choice was made meanwhile.
 * A press made before hydration is replayed (decision 004) and takes the same path. If the panel
 * cannot load, the error is logged and the first view stays, its choices still usable.
 */
export function ConsentBanner() {
  const { view, draft, openSettings, setDraft, choose, dismiss } = useConsent();
  const switchRef = useRef<HTMLInputElement>(null);
  const [Settings, setSettings] = useState<typeof ConsentSettingsPanel | null>(null);
  const [loadingSettings, setLoadingSettings] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const pending = view === "pending";
  const shown = view === "visible" || view === "settings";
  useScrollLock(shown);
  // Modal while shown: the page beside it inert, focus in it (a first visit's focus is already on
  // its heading, put there by the head script). Released in the same commit that hides it, so
  // focus can return to the page at once (consent-context.tsx).
  useLayoutEffect(() => {
    const banner = sectionRef.current;
    if (!shown || !banner) return;
    setPageInert(banner, true);
    if (!banner.contains(document.activeElement))
      document.getElementById(CONSENT_TITLE_ID)?.focus({ preventScroll: true });
    return () => setPageInert(banner, false);
  }, [shown]);
  if (view === "hidden") return null;

  return (
    // Tab cycles inside; Escape bubbling up from the banner's own controls closes a reopened banner.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={sectionRef}
      aria-labelledby={CONSENT_TITLE_ID}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-5 sm:pb-5"
      {...{ [CONSENT_BANNER_ATTRIBUTE]: pending ? "pending" : "" }}
      onKeyDown={(event) => {
        // Before the replay the head script has already moved focus (and prevented the default).
        if (event.defaultPrevented || wrapFocus(event, event.currentTarget)) return;
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
        <p className="mt-2 text-ink-soft">{t("consent_description")}</p>
        {view === "settings" && Settings && (
          <Settings
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
                // Pressed, waiting for the panel to load (the same look as a press before hydration).
                data-pressed={loadingSettings ? "" : undefined}
                aria-busy={loadingSettings || undefined}
                onClick={(event) => {
                  const button = event.currentTarget;
                  const open = (panel: typeof ConsentSettingsPanel) => {
                    flushSync(() => {
                      setSettings(() => panel);
                      setLoadingSettings(false);
                      openSettings();
                    });
                    switchRef.current?.focus();
                  };
                  if (Settings) return open(Settings);
                  setLoadingSettings(true);
                  loadSettingsPanel().then(
                    (panel) => {
                      // A choice made meanwhile has replaced or hidden this view: nothing to open.
                      if (button.isConnected) open(panel);
                      else setLoadingSettings(false);
                    },
                    (error: unknown) => {
                      setLoadingSettings(false);
                      console.error("Cookie settings: the settings panel could not be loaded.", error);
                    },
                  );
                }}
              >
                {t("consent_settings")}
              </Button>
            </>
          )}
        </div>
        {/* After the buttons, so that they are the first tab stops (issue 16). */}
        <p className="mt-4 text-ink-soft">
          <Link to="/privacy-policy" className={linkClass}>
            {t("consent_privacy_link")}
          </Link>
        </p>
      </div>
    </section>
  );
}
