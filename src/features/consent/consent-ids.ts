/** The id of the consent banner's heading, which takes focus when the banner shows (spec §4 Consent banner). */
export const CONSENT_TITLE_ID = "consent-banner-title";
