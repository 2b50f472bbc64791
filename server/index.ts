import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.ts";
import { readFile } from "node:fs/promises";
import { CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH, EMAIL_SEND_PATH } from "../src/routes.ts";
import { createContactFormPost } from "./contact-form-post.ts";
import { createOutbox } from "./email-outbox.ts";
import { emailKeysConfigured } from "./email-keys.ts";
import { describeOutboxLimits, outboxSettingsFromEnv } from "./outbox-settings.ts";
import { policyOptionsFromEnv } from "./security-policy.ts";
import { buildEnv } from "./serving-rules.ts";

/**
 * The production server that `npm start` runs: serves build/client on
 * http://127.0.0.1:4173 by default; HOST and PORT override, BUILD_DIR picks
 * another build folder than build/. Without EmailJS keys it also answers the
 * contact form's sends into outbox/ (OUTBOX_DIR overrides; see email-outbox.ts),
 * with its rate limit, proxy trust and outbox cap read from
 * CONTACT_RATE_LIMIT, CONTACT_GLOBAL_LIMIT, CONTACT_RATE_WINDOW_SECONDS,
 * TRUST_PROXY, OUTBOX_MAX_MESSAGES, OUTBOX_MAX_BYTES and CONTACT_MAX_BYTES (outbox-settings.ts). The form posted
 * without JavaScript (POST /contact-us/send) goes into the same outbox, under the same limits, and
 * is answered with the thank-you or not-sent page (contact-form-post.ts, decision 018).
 */
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4173);
const clientDir = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url));

const rootDir = fileURLToPath(new URL("..", import.meta.url));
const outboxDir = resolve(process.env.OUTBOX_DIR ?? join(rootDir, "outbox"));
const localOutbox = !emailKeysConfigured(rootDir);

const outboxLimits = outboxSettingsFromEnv(process.env);
const outbox = localOutbox ? createOutbox({ dir: outboxDir, ...outboxLimits }) : undefined;

// The CSP allows the outside hosts the bundle was built to talk to (its .env files and environment).
const policy = policyOptionsFromEnv(buildEnv(rootDir, process.env));
const notSentPage = () => readFile(join(clientDir, CONTACT_NOT_SENT_PATH, "index.html"), "utf8");
const routes = {
  ...(outbox ? { [EMAIL_SEND_PATH]: outbox.handleEmailSend } : {}),
  [CONTACT_FORM_PATH]: createContactFormPost({
    outbox,
    notSentPage,
    policy,
    maxBodyBytes: outboxLimits.maxBodyBytes,
  }),
};
const server = createServer(createHandler(clientDir, routes, policy));
server.listen(port, host, () => {
  console.log(`Serving the studio site at http://${host}:${port}`);
  if (localOutbox) {
    console.log(`Contact messages go to the local outbox: ${outboxDir}`);
    console.log(describeOutboxLimits(outboxLimits));
  } else {
    console.log("Contact messages go to EmailJS (keys configured)");
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
