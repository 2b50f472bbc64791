/**
 * The names the consent banner's markup (consent-banner.tsx, consent-settings.tsx), its CSS
 * (app.css) and its script (src/shell/consent-banner.ts) share (spec §4 Consent banner), so the
 * three cannot disagree. Constants only: the shell script bundles this file.
 */

/** Marks the banner's outermost element, whatever it shows. */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";

/** The id of the banner's heading, which takes focus when the banner shows. */
export const CONSENT_TITLE_ID = "consent-banner-title";

/** Set on `<html>` while the banner is shown; app.css shows the banner only then (from the first paint). */
export const CONSENT_SHOWN_ATTRIBUTE = "data-consent-shown";

/** Set on `<html>` at build by the pages that switch the consent requirement off (spec §2: the legal pages). */
export const CONSENT_OPTIONAL_ATTRIBUTE = "data-consent-optional";

/** Marks the parts of the banner that show with one view: `choices` (Allow all, Deny all, Settings) or `settings`. */
export const CONSENT_PANEL_ATTRIBUTE = "data-consent-panel";

/** Marks 'Allow all' (`granted`) and 'Deny all' (`denied`). */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";

/** Marks 'Settings', which opens the settings panel. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings";

/** Marks the settings panel's 'Save', which stores the switch's value. */
export const CONSENT_SAVE_ATTRIBUTE = "data-consent-save";

/** Marks the footer's 'Cookie settings', which reopens the banner on any page (spec §2). */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent-open";

/** Marks the switch's visible On/Off word; it carries both words as `data-on` and `data-off`. */
export const CONSENT_SWITCH_LABEL_ATTRIBUTE = "data-consent-switch-label";
