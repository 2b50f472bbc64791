/**
 * The browser's storage for the consent record (spec §4 Consent banner, §7): the one module that
 * reads and writes `localStorage` and `sessionStorage`. What a record is, and whether a stored
 * value is one, is decided in src/logic/consent-record.ts; this module reads, writes and removes
 * it, and turns every storage failure into a logged warning and "no consent", never a throw.
 */
import {
  type AnalyticsChoice,
  CONSENT_STORAGE_KEY,
  type ConsentRecord,
  createConsentRecord,
  type SavedConsent,
  parseConsentRecord,
  serialiseConsentRecord,
} from "~/logic/consent-record";

/** The part of `Storage` the record needs (a `Map`-backed fake will do in tests). */
export type ConsentStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Reads the stored consent (spec §4). An invalid value is logged (console.warn),
 * removed, and read as no consent. Storage that is missing or throws also reads
 * as no consent (logged), so the banner asks again.
 * @param storage - usually {@link browserStorage}(); `null` when there is none
 * @returns the saved consent (its analytics choice), or `null` for no consent
 */
export function readConsent(storage: ConsentStorage | null): SavedConsent | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch (error) {
    console.warn("Cookie consent: local storage could not be read; the choice is kept for this visit only.", error);
    return null;
  }
  const parsed = parseConsentRecord(raw);
  if (parsed.kind === "valid") return parsed.consent;
  if (parsed.kind === "invalid") {
    console.warn(`Cookie consent: removed the stored value, which is not a valid record: ${parsed.reason}.`);
    try {
      storage.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      // Nothing more to do: the value is ignored either way.
    }
  }
  return null;
}

/**
 * Saves a record, overwriting any earlier one (spec §4). Never throws.
 * @param storage - usually {@link browserStorage}(); `null` when there is none
 * @param record - the record to save
 * @returns `true` if stored; `false` if storage is missing or refused (logged), in
 *   which case the caller keeps the choice in memory for the visit
 */
export function writeConsent(storage: ConsentStorage | null, record: ConsentRecord): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(record));
    return true;
  } catch (error) {
    console.warn("Cookie consent: local storage could not be written; the choice is kept for this visit only.", error);
    return false;
  }
}

/**
 * The browser's local storage, if this page may use it. Merely reading
 * `window.localStorage` throws where storage is blocked (e.g. cookies disabled).
 * @returns `window.localStorage`, or `null` outside a browser or where it is unavailable (logged)
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch (error) {
    console.warn("Cookie consent: local storage is unavailable; the choice is kept for this visit only.", error);
    return null;
  }
}

/**
 * The choice kept for the visit where local storage refused it ({@link keepForVisit}), read back
 * on the visit's next page.
 * @returns the analytics choice in session storage, or `null` when there is none, it is not a
 *   valid record, or session storage throws; never throws, logs nothing
 */
export function visitChoice(): AnalyticsChoice | null {
  try {
    const parsed = parseConsentRecord(sessionStorage.getItem(CONSENT_STORAGE_KEY));
    return parsed.kind === "valid" ? parsed.consent.analytics : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a choice for the visit (session storage) where local storage refused it. If that fails
 * too, nothing is kept here and the choice lasts for this page only (the banner's state holds it).
 * @param analytics - the choice; stored as a record made now
 */
export function keepForVisit(analytics: AnalyticsChoice): void {
  try {
    sessionStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord(analytics)));
  } catch {
    // The choice then lasts for this page only (the banner's state holds it).
  }
}
