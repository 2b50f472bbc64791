/**
 * The stored consent record (spec §3 Consent, §4 Consent banner, §7): JSON in
 * local storage under `cookieConsent`. Pure: how a record is made, serialised and
 * parsed, so every bad stored value can be tested without a browser; the reads and
 * writes are src/adapters/browser-storage.ts. Validated by hand, not with zod, which
 * stays out of the browser bundle (see src/content/validate.ts).
 */

/** The local-storage key of the record (spec §9). */
export const CONSENT_STORAGE_KEY = "cookieConsent";

/**
 * The format version the site writes into each record it saves. Reading does not depend on it:
 * spec §3 describes the record only by its analytics category, so any JSON object whose `analytics`
 * is `granted` or `denied` is a saved consent, whatever else it carries or lacks.
 */
export const CONSENT_RECORD_VERSION = 1;

/**
 * The longest stored value worth parsing, in characters. The site's own record is about 80; one
 * written by an earlier version or another tool may carry more fields, so the limit is generous, and
 * only something far longer (e.g. a 1 MB string) is rejected unread.
 */
export const MAX_RECORD_LENGTH = 16 * 1024;

/** The visitor's analytics choice (spec §3 Consent). */
export type AnalyticsChoice = "granted" | "denied";

/** The record the site saves: the format version, the analytics choice, and when it was saved (ISO 8601 date-time). */
export type ConsentRecord = {
  version: typeof CONSENT_RECORD_VERSION;
  analytics: AnalyticsChoice;
  savedAt: string;
};

/** A saved consent as read back (spec §3): the analytics category, all the site acts on. */
export type SavedConsent = Pick<ConsentRecord, "analytics">;

/**
 * Whether a value is one of the two analytics choices.
 * @param value - anything
 * @returns `true` for "granted" or "denied"
 */
export function isAnalyticsChoice(value: unknown): value is AnalyticsChoice {
  return value === "granted" || value === "denied";
}

/** What is wrong with a parsed JSON value as a saved consent, or `null` when it is one. */
function recordProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not an object";
  if (!isAnalyticsChoice((value as Record<string, unknown>).analytics)) return "analytics is not granted or denied";
  return null;
}

/** What a stored value turned out to be: nothing, a saved consent, or something to discard. */
export type ParsedConsent =
  { kind: "none" } | { kind: "valid"; consent: SavedConsent } | { kind: "invalid"; reason: string };

/**
 * Builds a record for a choice made now.
 * @param analytics - the visitor's choice
 * @param now - the time of the choice (defaults to the current time)
 * @returns a valid record
 */
export function createConsentRecord(analytics: AnalyticsChoice, now: Date = new Date()): ConsentRecord {
  return { version: CONSENT_RECORD_VERSION, analytics, savedAt: now.toISOString() };
}

/**
 * Parses a stored value (spec §3: the record is the analytics category, granted or denied, as JSON;
 * §4: a saved consent is applied, and a value that cannot be parsed is treated as no consent).
 * Never throws.
 * @param raw - what `localStorage.getItem` returned (`null` when nothing is stored)
 * @returns `none` for `null`; `valid` with the analytics choice for any JSON object whose
 *   `analytics` is `granted` or `denied`, whatever other fields it has or lacks (`version` and
 *   `savedAt` included); otherwise `invalid` with a short, log-safe reason (the value itself is never
 *   echoed, it may be huge)
 */
export function parseConsentRecord(raw: string | null): ParsedConsent {
  if (raw === null) return { kind: "none" };
  if (raw.length > MAX_RECORD_LENGTH) return { kind: "invalid", reason: `value too long (${raw.length} characters)` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: "invalid", reason: "not JSON" };
  }
  const problem = recordProblem(json);
  if (problem) return { kind: "invalid", reason: `wrong shape (${problem})` };
  return { kind: "valid", consent: { analytics: (json as SavedConsent).analytics } };
}

/**
 * Serialises a record for storage.
 * @param record - a valid record
 * @returns its JSON text, which {@link parseConsentRecord} reads back as the same record
 */
export function serialiseConsentRecord(record: ConsentRecord): string {
  return JSON.stringify({ version: record.version, analytics: record.analytics, savedAt: record.savedAt });
}
