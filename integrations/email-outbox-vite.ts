import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { resolveEmailConfig } from "../src/logic/email-config.ts";
import { CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH, EMAIL_SEND_PATH } from "../src/routes.ts";
import { createContactFormPost } from "../server/contact-form-post.ts";
import { createOutbox } from "../server/email-outbox.ts";
import { describeOutboxLimits, outboxSettingsFromEnv } from "../server/outbox-settings.ts";

/**
 * The contact form's e-mail set-up in Vite (spec §7):
 * - every build and dev server first checks the `VITE_EMAILJS_*` variables
 *   (src/logic/email-config.ts), so a partial set-up stops with a message naming the
 *   missing variables instead of failing later inside prerendering;
 * - `npm run dev` without keys answers POST /api/v1.0/email/send into
 *   outbox/ (OUTBOX_DIR overrides), as the production server does, with the
 *   same limits and the same variables to change them (server/outbox-settings.ts);
 * - `npm run dev` answers the form posted without JavaScript (POST /contact-us/send) as the
 *   production server does, filling the not-sent page the dev server renders (decision 018).
 * It lives with the build's other Vite plugins (decision 024) and takes the server's outbox and
 * form post from server/, as the production server (server/index.ts) does.
 * @returns the Vite plugin, for astro.config.ts; throws at `configResolved` on a partial e-mail set-up
 */
export function contactEmail(): Plugin {
  let local = false;
  return {
    name: "contact-email",
    configResolved(config) {
      local = resolveEmailConfig(config.env).mode === "local";
    },
    configureServer(server) {
      const limits = outboxSettingsFromEnv(process.env);
      const dir = resolve(process.env.OUTBOX_DIR ?? join(server.config.root, "outbox"));
      const outbox = local ? createOutbox({ dir, ...limits }) : undefined;
      if (outbox) {
        server.config.logger.info(`Contact messages go to the local outbox: ${dir}`);
        server.config.logger.info(describeOutboxLimits(limits));
      }
      let origin = "";
      server.httpServer?.on("listening", () => {
        const address = server.httpServer?.address();
        if (address && typeof address === "object") origin = `http://localhost:${address.port}`;
      });
      const formPost = createContactFormPost({
        outbox,
        // The dev server renders the page on request, with Vite's styles and client added as it runs:
        // like every page of `npm run dev`, it gets no CSP (the production one would block them).
        notSentPage: async () => (await fetch(`${origin}${CONTACT_NOT_SENT_PATH}`)).text(),
        policy: null,
        maxBodyBytes: limits.maxBodyBytes,
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0];
        if (outbox && path === EMAIL_SEND_PATH) return outbox.handleEmailSend(req, res);
        if (path === CONTACT_FORM_PATH) return formPost(req, res);
        next();
      });
    },
  };
}
