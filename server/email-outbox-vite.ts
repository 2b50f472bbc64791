import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { resolveEmailConfig } from "../src/features/contact/email-config.ts";
import { createEmailOutbox, EMAIL_SEND_PATH } from "./email-outbox.ts";
import { describeOutboxLimits, outboxSettingsFromEnv } from "./outbox-settings.ts";

/**
 * The contact form's e-mail set-up in Vite (spec §7):
 * - every build and dev server first checks the `VITE_EMAILJS_*` variables
 *   (email-config.ts), so a partial set-up stops with a message naming the
 *   missing variables instead of failing later inside prerendering;
 * - `npm run dev` without keys answers POST /api/v1.0/email/send into
 *   outbox/ (OUTBOX_DIR overrides), as the production server does, with the
 *   same limits and the same variables to change them (outbox-settings.ts).
 */
export function contactEmail(): Plugin {
  let local = false;
  return {
    name: "contact-email",
    configResolved(config) {
      local = resolveEmailConfig(config.env).mode === "local";
    },
    configureServer(server) {
      if (!local) return;
      const dir = resolve(process.env.OUTBOX_DIR ?? join(server.config.root, "outbox"));
      const limits = outboxSettingsFromEnv(process.env);
      const handle = createEmailOutbox({ dir, ...limits });
      server.config.logger.info(`Contact messages go to the local outbox: ${dir}`);
      server.config.logger.info(describeOutboxLimits(limits));
      server.middlewares.use((req, res, next) =>
        req.url?.split("?")[0] === EMAIL_SEND_PATH ? handle(req, res) : next(),
      );
    },
  };
}
