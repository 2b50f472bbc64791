/**
 * The consent banner's state (spec §4 Consent banner) as a reducer over typed
 * events, with no DOM: what is saved, whether the visitor reopened the banner,
 * which panel shows, and the settings toggle.
 */
import type { AnalyticsChoice } from "./consent-record";

/**
 * What the banner shows: nothing, the choices (Allow all / Deny all / Settings), the settings
 * panel, or, before storage is read, `pending` (the consent-banner script reads it at once, in
 * `<head>`, so the page never renders this view).
 */
export type BannerView = "pending" | "hidden" | "visible" | "settings";

/** Everything the banner needs to know (spec §4), before the current page's consent requirement is applied. */
export type ConsentState = {
  /** False until storage has been read (src/shell/consent-banner.ts, in `<head>`); until then the banner is `pending`. */
  loaded: boolean;
  /** The choice in force (stored, or held in memory where storage fails); `null` when none was made. */
  saved: AnalyticsChoice | null;
  /** The visitor asked to see the banner again (footer link). */
  reopened: boolean;
  /** Which part of the banner is open. */
  panel: "choices" | "settings";
  /** The settings toggle, before Save. */
  draft: AnalyticsChoice;
};

/** What can happen to the banner: reading storage, the visitor's actions, and another tab's choice. */
export type ConsentEvent =
  /** Storage was read. */
  | { type: "loaded"; saved: AnalyticsChoice | null }
  /** The footer's cookie-settings link. */
  | { type: "reopened" }
  | { type: "settings_opened" }
  | { type: "draft_changed"; analytics: AnalyticsChoice }
  /** Allow all, Deny all, or Save with the toggle's value. */
  | { type: "chosen"; analytics: AnalyticsChoice }
  /** Escape on a reopened banner: closes it, the choice unchanged. */
  | { type: "dismissed" }
  /** Another tab saved, replaced or removed the record. */
  | { type: "changed_elsewhere"; saved: AnalyticsChoice | null };

/** Before storage is read: nothing known (the banner is `pending`); the toggle's in-memory default is granted (spec §4). */
export const initialConsentState: ConsentState = {
  loaded: false,
  saved: null,
  reopened: false,
  panel: "choices",
  draft: "granted",
};

/**
 * The next banner state for an event (spec §4).
 * @param state - the current state
 * @param event - what happened
 * @returns the next state (the same object when nothing changes)
 */
export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case "loaded":
      return { ...state, loaded: true, saved: event.saved, draft: event.saved ?? "granted" };
    case "reopened":
      return { ...state, reopened: true, panel: "choices", draft: state.saved ?? "granted" };
    case "settings_opened":
      return { ...state, panel: "settings" };
    case "draft_changed":
      return { ...state, draft: event.analytics };
    case "chosen":
      return { ...state, saved: event.analytics, reopened: false, panel: "choices", draft: event.analytics };
    case "dismissed":
      return { ...state, reopened: false, panel: "choices", draft: state.saved ?? "granted" };
    case "changed_elsewhere":
      // The other tab's choice settles it here too: this banner closes (or reopens if the record was removed).
      if (event.saved === state.saved) return state;
      return { ...state, saved: event.saved, reopened: false, panel: "choices", draft: event.saved ?? "granted" };
  }
}

/**
 * What the banner shows (spec §4): before storage is read, `pending` where
 * consent is required (the head script and CSS decide whether it is seen);
 * the panel the visitor opened from the footer; otherwise the choices when
 * nothing is saved and consent is required on this page (the legal pages
 * switch it off, §2).
 * @param state - the banner state
 * @param consentRequired - whether the current page requires consent
 * @returns the view to render
 */
export function bannerView(state: ConsentState, consentRequired: boolean): BannerView {
  if (!state.loaded) return consentRequired ? "pending" : "hidden";
  if (state.reopened || (state.saved === null && consentRequired))
    return state.panel === "settings" ? "settings" : "visible";
  return "hidden";
}
