import { type ChainablePromiseElement, Key } from "webdriverio";
import { uniqueToken } from "./outbox.ts";
import type { contactForm } from "./site.ts";
import { sessionViewport } from "./viewport.ts";

/**
 * What the WebKit contact journeys share (contact-form, contact-failures, contact-calls-to-action):
 * a visitor's words, the form's values, and the result views' titles.
 *
 * What is typed goes through WebKitWebDriver's key events, which carry any character of the Basic
 * Multilingual Plane but drop astral ones (an emoji arrives as nothing) and a bare "\n" (Enter
 * makes the line break): the words below keep to what a keyboard can type here.
 */

/** A visitor's message with accents, other scripts, quotes, markup-like text and a line break. */
export function visitor(label: string) {
  const width = sessionViewport().width;
  const token = uniqueToken(`${label}-${width}`);
  const line2 = "Zoë’s “brave bee” — é ß ø ñ Ł 中文 שלום <b>&amp;</b> 100%";
  return {
    token,
    name: "Zoë Łukasz-O'Brien",
    email: `zoe.${width}@example.com`,
    typedMessage: `${token}${Key.Enter}${line2}`,
    message: `${token}\n${line2}`,
  };
}

/** The three fields' values: name, e-mail, message. */
export const fieldValues = (form: ReturnType<typeof contactForm>) =>
  Promise.all([form.name.getValue(), form.email.getValue(), form.message.getValue()]);

/** The thank-you or error view's title (an h2 on /contact-us, an h3 under a section's heading). */
export const resultHeading = (scope: ChainablePromiseElement, text: string) =>
  scope.$(`.//*[self::h2 or self::h3][normalize-space()="${text}"]`);
