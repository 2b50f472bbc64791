import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { flushSync } from "react-dom";
import { useMatches } from "react-router";
import { earlyConsentChoice } from "~/features/early-events/replay";
import { applyConsent } from "./consent-mode";
import {
  type AnalyticsChoice,
  browserStorage,
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  readConsent,
  writeConsent,
} from "./consent-record";
import { type BannerView, bannerView, type ConsentEvent, consentReducer, initialConsentState } from "./consent-state";

/** The id of the banner's heading, which takes focus when the footer link opens the banner. */
export const CONSENT_TITLE_ID = "consent-banner-title";

/**
 * A route `handle` that switches the consent requirement off (spec §2: the
 * privacy-policy and terms-of-service pages): `export const handle = { consentRequired: false }`.
 */
export type ConsentHandle = { consentRequired?: boolean };

/**
 * Whether the current page requires consent (spec §2, §4): yes, unless a
 * matched route's `handle` says `consentRequired: false`. Needs a data router.
 * @returns `true` by default
 */
export function useConsentRequired(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as ConsentHandle | undefined)?.consentRequired === false);
}

type ConsentContextValue = {
  /** What the banner shows now. */
  view: BannerView;
  /** The settings toggle's value. */
  draft: AnalyticsChoice;
  /** Shows the banner again and focuses its heading (spec §2 Footer); focus returns to `opener` on close. */
  openConsentBanner: (opener?: HTMLElement | null) => void;
  openSettings: () => void;
  setDraft: (analytics: AnalyticsChoice) => void;
  /** Saves, applies and closes (Allow all, Deny all, Save). */
  choose: (analytics: AnalyticsChoice) => void;
  /** Closes a banner reopened from the footer without changing the choice (Escape); does nothing while a first choice is awaited. */
  dismiss: () => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

/**
 * Owns the visitor's consent for the page's lifetime (spec §4): after
 * hydration reads the stored record and applies it, or adopts the choice made
 * before hydration (issue 12: already stored and pushed by the head script), or
 * leaves the `consent default` (all denied) in force and lets the banner show; saves and applies
 * choices; follows choices made in other tabs (the `storage` event). Where
 * storage is unavailable or throws, choices live in memory for the visit.
 * Render it inside the router (it reads the route handles).
 */
export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(consentReducer, initialConsentState);
  const consentRequired = useConsentRequired();
  const storage = useRef<Storage | null>(null);
  /** What the tag layer holds now: the head script's `consent default` denies analytics. */
  const applied = useRef<AnalyticsChoice>("denied");
  const loaded = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      storage.current = browserStorage();
      // A choice made before hydration is already stored and on the tag layer (capture-script.ts):
      // adopt it without a second `consent update`, even where storage refused it.
      const early = earlyConsentChoice();
      const saved = early ?? readConsent(storage.current)?.analytics ?? null;
      if (saved) {
        applyConsent(saved, undefined, { update: early === null });
        applied.current = saved;
      }
      dispatch({ type: "loaded", saved });
    }
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return;
      if (!storage.current || event.storageArea !== storage.current) return;
      const saved = readConsent(storage.current)?.analytics ?? null;
      // No record any more means no consent: back to denied, as on a first visit.
      const inForce = saved ?? "denied";
      if (inForce !== applied.current) {
        applyConsent(inForce);
        applied.current = inForce;
      }
      dispatch({ type: "changedElsewhere", saved });
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const view = bannerView(state, consentRequired);

  /**
   * Closes the banner with `event`. If focus was in it, it returns to the opener (or `<main>`) once
   * the banner has gone: the close is committed first (flushSync), which releases the inert page
   * behind the modal banner (consent-banner.tsx), since an inert element cannot take focus.
   */
  const close = useCallback((event: ConsentEvent) => {
    const banner = document.getElementById(CONSENT_TITLE_ID)?.closest("section");
    const hadFocus = Boolean(banner?.contains(document.activeElement));
    flushSync(() => dispatch(event));
    if (!hadFocus) return;
    const target = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById("main");
    target?.focus();
    returnFocus.current = null;
  }, []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      view,
      draft: state.draft,
      openConsentBanner(opener) {
        returnFocus.current = opener ?? null;
        flushSync(() => dispatch({ type: "reopened" }));
        document.getElementById(CONSENT_TITLE_ID)?.focus();
      },
      openSettings: () => dispatch({ type: "settingsOpened" }),
      setDraft: (analytics) => dispatch({ type: "draftChanged", analytics }),
      choose(analytics) {
        writeConsent(storage.current, createConsentRecord(analytics));
        applyConsent(analytics);
        applied.current = analytics;
        close({ type: "chosen", analytics });
      },
      dismiss() {
        // Only a banner that would then hide can be dismissed; one asking for a first choice stays.
        if (bannerView(consentReducer(state, { type: "dismissed" }), consentRequired) !== "hidden") return;
        close({ type: "dismissed" });
      },
    }),
    [view, state, consentRequired, close],
  );

  return <ConsentContext value={value}>{children}</ConsentContext>;
}

/**
 * The consent controls for the banner and the footer link (spec §2, §4).
 * @returns the banner view, the settings toggle and the actions
 * @throws Error when used outside {@link ConsentProvider}
 */
export function useConsent(): ConsentContextValue {
  const value = use(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside <ConsentProvider> (app/routes/site-layout.tsx).");
  return value;
}
