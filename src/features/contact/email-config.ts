/**
 * The e-mail set-up now lives in features/email/ (email-config.ts), outside
 * the contact folder that the build bundles into every page's first load, so
 * its checks load with the SDK on the first send instead. This re-export keeps
 * the Vite plugin's import (server/email-outbox-vite.ts) working.
 */
export * from "../email/email-config.ts";
