/**
 * The stored consent record (spec §3 Consent, §4 Consent banner, §7): JSON in
 * local storage under `cookieConsent`. Pure: how a record is made, serialised and
 * parsed, so every bad stored value can be tested without a browser; the reads and
 * writes are src/adapters/browser-storage.ts. Validated by hand, not with zod, which
 * stays out of the browser bundle (see src/content/validate.ts).
 */

/** The local-storage key of the record (spec §9). */
export const CONSENT_STORAGE_KEY = "cookieConsent";

/** The record's format version; a record of another version is treated as no consent. */
export const CONSENT_RECORD_VERSION = 1;

/**
 * The longest stored value worth parsing. A real record is about 80
 * characters; anything far longer (e.g. a 1 MB string) is rejected unread.
 */
export const MAX_RECORD_LENGTH = 1024;

/** The visitor's analytics choice (spec §3 Consent). */
export type AnalyticsChoice = "granted" | "denied";

/** The stored record: the format version, the analytics choice, and when it was saved (ISO 8601 date-time). */
export type ConsentRecord = {
  version: typeof CONSENT_RECORD_VERSION;
  analytics: AnalyticsChoice;
  savedAt: string;
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether a value is one of the two analytics choices.
 * @param value - anything
 * @returns `true` for "granted" or "denied"
 */
export function isAnalyticsChoice(value: unknown): value is AnalyticsChoice {
  return value === "granted" || value === "denied";
}

/** What is wrong with a parsed JSON value as a record, or `null` when it is a valid one. */
function recordProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not an object";
  const record = value as Record<string, unknown>;
  if (record.version !== CONSENT_RECORD_VERSION) return `version is not ${CONSENT_RECORD_VERSION}`;
  if (!isAnalyticsChoice(record.analytics)) return "analytics is not granted or denied";
  if (
    typeof record.savedAt !== "string" ||
    !ISO_DATE_TIME.test(record.savedAt) ||
    Number.isNaN(Date.parse(record.savedAt))
  ) {
    return "savedAt is not an ISO date-time";
  }
  return null;
}

/** What a stored value turned out to be: nothing, a valid record, or something to discard. */
export type ParsedConsent =
  { kind: "none" } | { kind: "valid"; record: ConsentRecord } | { kind: "invalid"; reason: string };

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
 * Parses a stored value (spec §4: a value that cannot be parsed is treated as no consent).
 * Never throws.
 * @param raw - what `localStorage.getItem` returned (`null` when nothing is stored)
 * @returns `none` for `null`; `valid` with the record (extra fields dropped); otherwise
 *   `invalid` with a short, log-safe reason (the value itself is never echoed, it may be huge)
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
  const { analytics, savedAt } = json as ConsentRecord;
  return { kind: "valid", record: { version: CONSENT_RECORD_VERSION, analytics, savedAt } };
}

/**
 * Serialises a record for storage.
 * @param record - a valid record
 * @returns its JSON text, which {@link parseConsentRecord} reads back as the same record
 */
export function serialiseConsentRecord(record: ConsentRecord): string {
  return JSON.stringify({ version: record.version, analytics: record.analytics, savedAt: record.savedAt });
}
