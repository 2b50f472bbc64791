import { studio } from "../../src/content/site.ts";
import { HONEYPOT_FIELD } from "../../src/logic/honeypot.ts";
import { escapeHtml } from "../../server/not-sent-page.ts";
import { outboxFilesWith, outboxToken, removeFromOutbox } from "../support/outbox.ts";
import type { HttpClient } from "../support/http-client.ts";
import { expect, test } from "./fixture.ts";
import { expectSecurityHeaders, expectStrictPolicy, policyOf } from "./site.ts";
import { headingOf } from "../support/build-output.ts";
import { CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH, ROUTES } from "../../src/routes.ts";

/**
 * The contact form posted without JavaScript (decision 018): `npm start`'s server stores the
 * message and sends the visitor on to the thank-you page, or answers with the not-sent page of
 * spec §8 filled with their words; a static host, which cannot read a post, sends them on to the
 * not-sent page as built. Each host does one or the other ({@link HOST_RULES}.contactPost).
 */

const THANK_YOU = "Thank you! We'll review your message and get in touch shortly.";

/**
 * Posts the form as a browser without JavaScript does: URL-encoded, line breaks as CRLF, the
 * honeypot empty, from the site's own origin.
 */
function post(http: HttpClient, fields: { name: string; email: string; message: string }) {
  const body = new URLSearchParams({
    from_name: fields.name,
    reply_to: fields.email,
    message: fields.message.replace(/\n/g, "\r\n"),
    [HONEYPOT_FIELD]: "",
  }).toString();
  return http.get(CONTACT_FORM_PATH, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: http.origin },
    body,
  });
}

test.describe("where a server of ours reads the post", () => {
  test.beforeEach(({ rules }) => {
    test.skip(rules.contactPost !== "outbox", "this host sends every post to the not-sent page (below)");
  });

  test("the outbox receives the message and the visitor is sent on (303) to the thank-you page, which a reload does not post again", async ({
    http,
  }) => {
    const token = outboxToken("no-js-page");
    const message = `${token}\nA second line, in Welsh: Diolch`;
    const answer = await post(http, { name: "Nora No-Script", email: "nora@example.com", message });
    expect(answer.status).toBe(303);
    expect(answer.headers["location"]).toBe(CONTACT_SENT_PATH);
    expect(removeFromOutbox(token)).toEqual({
      receivedAt: expect.any(String),
      sent_with: "the form, without JavaScript",
      template_params: { from_name: "Nora No-Script", reply_to: "nora@example.com", message },
    });
    // The 303 makes the browser GET the thank-you page: loading it again stores nothing.
    for (let load = 0; load < 2; load += 1) {
      const page = await http.get(CONTACT_SENT_PATH);
      expect(page.status).toBe(200);
      expect(headingOf(page.text)).toBe(THANK_YOU);
    }
    expect(outboxFilesWith(token)).toEqual([]);
  });

  test("a refused send answers 400 with the not-sent page of spec §8, holding the visitor's words and a mail link with them", async ({
    http,
  }) => {
    const token = outboxToken("no-js-refused");
    const message = `${token}\nOur bee <Bramble> & her garden`;
    // The address fails spec §5 (nothing checks it in a page without JavaScript).
    const answer = await post(http, { name: "Rhys Refused", email: "rhys@example", message });
    expect(answer.status).toBe(400);
    const html = answer.text;
    expect(headingOf(html)).toBe("Oops!");
    expect(html).toContain("Something went wrong!");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain(`>\n${escapeHtml(message)}</textarea>`);
    const href = `mailto:${studio.email}?subject=Message%20from%20Rhys%20Refused&body=${encodeURIComponent(message.replace(/\n/g, "\r\n"))}`;
    expect(html).toContain(`href="${escapeHtml(href)}"`);
    expect(html).toMatch(/<a[^>]*href="\/contact-us"[^>]*>\s*Back to the contact form/);
    expect(answer.headers["content-security-policy"]).toBe(policyOf(html));
    expectStrictPolicy(answer.headers["content-security-policy"], "the refused send", html);
    expectSecurityHeaders(answer, "the refused send");
    // It holds what the visitor wrote: kept by no cache.
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(outboxFilesWith(token)).toEqual([]);
  });

  test("the send address opened as a page (a bookmark) goes to the form", async ({ http }) => {
    const answer = await http.get(CONTACT_FORM_PATH);
    expect(answer.status).toBe(303);
    expect(answer.headers["location"]).toBe(ROUTES.contactUs);
  });
});

test.describe("where no server of ours reads the post", () => {
  test.beforeEach(({ rules }) => {
    test.skip(rules.contactPost !== "not-sent-page", "this host reads the post (above)");
  });

  test("a post goes on (303) to the not-sent page as built, which gives the studio's address", async ({ http }) => {
    const answer = await post(http, { name: "Sam Static", email: "sam@example.com", message: "Hello" });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers["location"] ?? "", `${http.origin}/`).pathname).toBe(CONTACT_NOT_SENT_PATH);
    const page = await http.get(CONTACT_NOT_SENT_PATH);
    expect(page.status).toBe(200);
    expect(headingOf(page.text)).toBe("Oops!");
    expect(page.text).toContain(`href="mailto:${studio.email}"`);
  });

  test("the send address opened as a page goes to the not-sent page too", async ({ http }) => {
    const answer = await http.get(CONTACT_FORM_PATH);
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers["location"] ?? "", `${http.origin}/`).pathname).toBe(CONTACT_NOT_SENT_PATH);
  });
});
