import type { Locator, Page, Request, Route } from "@playwright/test";
import { EMAIL_SEND_PATH } from "../../../src/routes.ts";

/**
 * What the contact journeys share (contact-form, contact-failures, contact-calls-to-action and
 * contact-before-hydration): the form's fields by their names, a visitor's message, and the
 * requests to the send path, watched or held. The provider is faked at the network with
 * page.route, except in the round trips, which go through the local endpoint of the server
 * Playwright starts (server/index.ts, built without EmailJS keys) and read the outbox it writes to.
 */

/** The thank-you view's heading once a message is sent. */
export const THANK_YOU = "Thank you! We'll review your message and get in touch shortly.";

/** The contact form inside `scope` (a page's main, or the popup). */
export function contactForm(scope: Locator) {
  return {
    name: scope.getByRole("textbox", { name: "Your name" }),
    email: scope.getByRole("textbox", { name: "Your e-mail" }),
    message: scope.getByRole("textbox", { name: "Tell us about your book" }),
    send: scope.getByRole("button", { name: "Send message" }),
    sending: scope.getByRole("button", { name: "Sending..." }),
    alerts: scope.getByRole("alert"),
  };
}
export type ContactFormLocators = ReturnType<typeof contactForm>;

/** Fills in the three fields. */
export async function fill(form: ContactFormLocators, values: { name: string; email: string; message: string }) {
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
}

/** A visitor's name, address and message. */
export const jane = { name: "Jane Doe", email: "jane@example.com", message: "A picture book about a brave bee." };

/** Every request the page makes to the send path. */
export function sendRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === EMAIL_SEND_PATH) requests.push(request);
  });
  return requests;
}

/**
 * The contact form's and popup's own scripts the page requests (decision 012: not part of a first
 * load without a form): `contact-form-island.<hash>.js` (the island's entry) and any other
 * `contact-form…` or `contact-popup…` chunk Astro names.
 */
export function contactFormScripts(page: Page): () => string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "script" && /\/contact-(form|popup)[\w.-]*\.js$/.test(path)) scripts.push(path);
  });
  return () => scripts;
}

/**
 * Watches a `<dialog>` for its next `close` event, from now on; the returned function resolves once it has
 * fired. The contact popup's 500 ms reset counts from that event (src/shell/contact-links.ts), which a
 * browser fires after the dialog has closed: Chromium in its next rendering update, so later than a
 * test sees the dialog hidden. A test clock run before it would run no reset (decision 025).
 * @param dialog - the dialog, open
 * @returns a function whose promise resolves once `close` has fired on it (at once if it already has)
 */
export async function watchClose(dialog: Locator): Promise<() => Promise<void>> {
  const watch = await dialog.evaluateHandle((element) => ({
    closed: new Promise<void>((resolve) => element.addEventListener("close", () => resolve(), { once: true })),
  }));
  return () => watch.evaluate(({ closed }) => closed);
}

/** Holds every send until the returned function answers it. */
export async function holdSends(page: Page) {
  const held: Route[] = [];
  await page.route(`**${EMAIL_SEND_PATH}`, (route) => void held.push(route));
  return {
    count: () => held.length,
    answer: async (status = 200, body = "OK") => {
      for (const route of held.splice(0)) await route.fulfill({ status, contentType: "text/plain", body });
    },
  };
}

/**
 * The console line and failed response a refused send gives (spec §8), for `expectedProblems`.
 * @param status - the send's HTTP status (0: the request failed)
 * @param text - the status text or the network error's
 */
export function sendFailure(status: number, text: string): RegExp {
  return new RegExp(
    `^(console: Contact message not sent: ${status} ${text}|HTTP ${status}: .*${EMAIL_SEND_PATH.replaceAll(".", "\\.")})$`,
  );
}
