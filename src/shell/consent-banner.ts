/**
 * The consent banner's behaviour (spec §4 Consent banner, §2, §7, §8), started by the shell script
 * in every page's `<head>` (shell.ts). At once, before the body exists, it reads the
 * stored record: a valid one is applied (`consent update`) and the banner stays hidden; with none
 * the Consent Mode default (all denied, pushed by the head's first script) stays in force and, where
 * the page requires consent, `<html>` is marked so that CSS shows the banner with the first paint.
 * A corrupt value is logged, removed and read as none (adapters/browser-storage.ts).
 *
 * Delegated listeners on the document then make it work from the first paint: Allow all, Deny
 * all, Settings (switch and Save) store the record, push the update and close the banner; the
 * footer's 'Cookie settings' reopens it on any page (the legal pages, which do not carry it, fetch
 * it first); another tab's choice is followed (`storage` event). While shown it holds the keyboard
 * but hides nothing: focus on its heading, Tab cycling inside (so focus is never behind it, WCAG
 * 2.4.11), page scroll locked (spec §4), and the page beside it left in the accessibility tree, its
 * landmarks and text readable, as the gov.uk design system's cookie banner leaves it (decision 027).
 * Escape closes only a reopened banner, and a closed banner returns focus to the footer link (or
 * `<main>`).
 * While hidden the banner is kept out of the page (removed once parsed, put back to reopen).
 * Where local storage fails, a choice lasts for the visit: in session storage, or in memory.
 */
import {
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_OPEN_ATTRIBUTE,
  CONSENT_OPTIONAL_ATTRIBUTE,
  CONSENT_PANEL_ATTRIBUTE,
  CONSENT_SAVE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_SHOWN_ATTRIBUTE,
  CONSENT_SWITCH_LABEL_ATTRIBUTE,
  CONSENT_TITLE_ID,
} from "~/components/layout/consent-banner-marks";
import { CONSENT_BANNER_PATH } from "~/routes";
import { browserStorage, keepForVisit, readConsent, visitChoice, writeConsent } from "~/adapters/browser-storage";
import { applyConsent } from "~/adapters/tag-layer";
import {
  type AnalyticsChoice,
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  isAnalyticsChoice,
} from "~/logic/consent-record";
import { bannerView, type ConsentEvent, consentReducer, initialConsentState } from "~/logic/consent-machine";
import { fetchDocument } from "~/dom/fetch-document";
import { holdScrollLock } from "~/dom/scroll-lock";
import { wrapFocus } from "~/dom/focus-wrap";

/** What {@link startConsentBanner} returns. */
export type ConsentBannerHandle = {
  /** Removes the listeners and releases the page (for tests; the page's own banner runs for its lifetime). */
  stop: () => void;
};

/**
 * Starts the consent banner on this document (spec §4): reads and applies the stored choice,
 * marks `<html>` so the banner shows when it must, and installs the delegated listeners. Call it
 * once per page, as early as `<head>`; it needs no element to exist yet and never throws (storage
 * failures are logged by adapters/browser-storage.ts; a banner that cannot be fetched is logged as an error).
 * @returns a handle whose `stop()` removes everything it installed
 */
export function startConsentBanner(): ConsentBannerHandle {
  const root = document.documentElement;
  const storage = browserStorage();
  let state = initialConsentState;
  /** What the tag layer holds now: the head's `consent default` denies analytics. */
  let applied: AnalyticsChoice = "denied";
  /** The footer link that reopened the banner, which takes focus back when it closes. */
  let opener: HTMLElement | null = null;
  /** The shown banner, which holds the keyboard (Tab cycles inside it) and the page's scroll. */
  let holding: HTMLElement | null = null;
  let releasePage: (() => void) | null = null;
  let fetching: Promise<void> | null = null;
  /** The banner once parsed (or fetched): in the page while shown, set aside while hidden. */
  let element: HTMLElement | null = null;

  const banner = () => (element ??= document.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`));
  const required = () => !root.hasAttribute(CONSENT_OPTIONAL_ATTRIBUTE);

  /** Makes the page show `state`: the `<html>` mark, scroll lock, panels, switch, focus. */
  function render(): void {
    const view = bannerView(state, required());
    const shown = view === "visible" || view === "settings";
    root.toggleAttribute(CONSENT_SHOWN_ATTRIBUTE, shown);
    const element = banner();
    if (!element) return;
    if (!shown) {
      releasePage?.();
      releasePage = null;
      holding = null;
      // Out of the page while hidden, as a visitor with a stored choice never had it.
      element.remove();
      return;
    }
    // Back where the layout puts it: first in the body, after the skip link (which axe wants before any page link).
    if (!element.isConnected) {
      const skipLink = document.body.querySelector(":scope > a[href='#main']");
      if (skipLink) skipLink.after(element);
      else document.body.prepend(element);
    }
    for (const part of element.querySelectorAll<HTMLElement>(`[${CONSENT_PANEL_ATTRIBUTE}]`))
      part.hidden = (part.getAttribute(CONSENT_PANEL_ATTRIBUTE) === "settings") !== (view === "settings");
    const toggle = element.querySelector<HTMLInputElement>("input[role=switch]");
    const word = element.querySelector<HTMLElement>(`[${CONSENT_SWITCH_LABEL_ATTRIBUTE}]`);
    if (toggle) toggle.checked = state.draft === "granted";
    if (word) word.textContent = (state.draft === "granted" ? word.dataset.on : word.dataset.off) ?? "";
    if (holding !== element) {
      releasePage?.();
      holding = element;
      releasePage = holdScrollLock();
      if (!element.contains(document.activeElement))
        document.getElementById(CONSENT_TITLE_ID)?.focus({ preventScroll: true });
    }
  }

  function dispatch(event: ConsentEvent): void {
    state = consentReducer(state, event);
    render();
  }

  /** Closes the banner with `event`; focus in it goes back to the footer link that opened it, or to `<main>`. */
  function close(event: ConsentEvent): void {
    const hadFocus = Boolean(banner()?.contains(document.activeElement));
    dispatch(event);
    const target = opener?.isConnected ? opener : document.getElementById("main");
    opener = null;
    if (hadFocus) target?.focus();
  }

  /** Allow all, Deny all, Save: stores (overwriting), applies and closes (spec §4). */
  function choose(analytics: AnalyticsChoice): void {
    if (!writeConsent(storage, createConsentRecord(analytics))) keepForVisit(analytics);
    applyConsent(analytics);
    applied = analytics;
    close({ type: "chosen", analytics });
  }

  /** The footer link (spec §2): shows the banner again, fetching it first where the page does not carry it. */
  function reopen(link: HTMLElement): void {
    opener = link;
    if (banner()) {
      dispatch({ type: "reopened" });
      document.getElementById(CONSENT_TITLE_ID)?.focus();
      return;
    }
    link.setAttribute("aria-busy", "true");
    // Parsed by the browser, with no HTML sink (the page's Trusted Types allow none, decision 029).
    fetching ??= fetchDocument(CONSENT_BANNER_PATH)
      .then((fragment) => {
        const found = fragment.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
        if (!found) throw new Error(`no banner in ${CONSENT_BANNER_PATH}`);
        // Out of the fetched document and into this one, not yet in the page (render() puts it there).
        element = document.adoptNode(found);
      })
      .catch((error: unknown) => console.error("Cookie settings: the consent banner could not be loaded.", error))
      .finally(() => {
        fetching = null;
        link.removeAttribute("aria-busy");
      });
    void fetching.then(() => {
      if (banner() && opener === link) reopen(link);
    });
  }

  function onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      `[${CONSENT_OPEN_ATTRIBUTE}],[${CONSENT_CHOICE_ATTRIBUTE}],[${CONSENT_SETTINGS_ATTRIBUTE}],[${CONSENT_SAVE_ATTRIBUTE}]`,
    );
    if (!control) return;
    if (control.hasAttribute(CONSENT_OPEN_ATTRIBUTE)) return reopen(control);
    const choice = control.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
    if (isAnalyticsChoice(choice)) return choose(choice);
    if (control.hasAttribute(CONSENT_SAVE_ATTRIBUTE)) return choose(state.draft);
    dispatch({ type: "settings_opened" });
    banner()?.querySelector<HTMLElement>("input[role=switch]")?.focus();
  }

  function onChange(event: Event): void {
    const toggle = event.target;
    if (toggle instanceof HTMLInputElement && toggle.matches(`[${CONSENT_BANNER_ATTRIBUTE}] input[role=switch]`))
      dispatch({ type: "draft_changed", analytics: toggle.checked ? "granted" : "denied" });
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (!holding || event.defaultPrevented) return;
    if (wrapFocus(event, holding) || event.key !== "Escape") return;
    // Only a banner that would then hide can be dismissed; one asking for a first choice stays.
    if (bannerView(consentReducer(state, { type: "dismissed" }), required()) === "hidden") close({ type: "dismissed" });
  }

  /** Another tab saved, replaced or removed the record: follow it (no record means denied, and asking again). */
  function onStorage(event: StorageEvent): void {
    if ((event.key !== null && event.key !== CONSENT_STORAGE_KEY) || !storage || event.storageArea !== storage) return;
    const saved = readConsent(storage)?.analytics ?? null;
    const inForce = saved ?? "denied";
    if (inForce !== applied) {
      applyConsent(inForce);
      applied = inForce;
    }
    dispatch({ type: "changed_elsewhere", saved });
  }

  const saved = readConsent(storage)?.analytics ?? visitChoice();
  if (saved) {
    applyConsent(saved);
    applied = saved;
  }
  dispatch({ type: "loaded", saved });
  document.addEventListener("DOMContentLoaded", render);
  document.addEventListener("click", onClick);
  document.addEventListener("change", onChange);
  document.addEventListener("keydown", onKeyDown);
  window.addEventListener("storage", onStorage);

  return {
    stop() {
      document.removeEventListener("DOMContentLoaded", render);
      document.removeEventListener("click", onClick);
      document.removeEventListener("change", onChange);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("storage", onStorage);
      releasePage?.();
      root.removeAttribute(CONSENT_SHOWN_ATTRIBUTE);
    },
  };
}
