import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NoScriptNotSent } from "../src/components/contact/no-script-result";
import { createContactFormPost } from "./contact-form-post.ts";
import { createOutbox, type OutboxOptions } from "./email-outbox.ts";
import type { PolicyOptions } from "./security-policy.ts";
import { CONTACT_SENT_PATH, EMAIL_SEND_PATH, ROUTES } from "../src/routes.ts";

/** The not-sent page as the build writes it, around the component the page renders. */
const notSentPage = `<!doctype html><html lang="en"><head><style>h1{color:navy}</style><script>1</script></head><body><main>${renderToStaticMarkup(
  createElement(NoScriptNotSent),
)}</main></body></html>`;

let dir: string;
let server: Server;
let origin: string;
const log = vi.fn<(line: string) => void>();

/** Serves the form endpoint (and the JSON send of the same outbox) on a free port. */
async function start(
  options: Partial<OutboxOptions> = {},
  withOutbox = true,
  policy: PolicyOptions | null = { analytics: false },
) {
  if (server?.listening) await new Promise((resolve) => server.close(resolve));
  const outbox = withOutbox ? createOutbox({ dir: join(dir, "outbox"), log, ...options }) : undefined;
  const form = createContactFormPost({
    outbox,
    notSentPage: async () => notSentPage,
    policy,
    logError: vi.fn(),
  });
  server = createServer((req, res) =>
    (req.url === EMAIL_SEND_PATH && outbox ? outbox.handleEmailSend : form)(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Posts the form as a browser does without JavaScript (same-origin, URL-encoded). */
function post(fields: Record<string, string>, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) {
  return fetch(`${origin}/contact-us/send`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const jane = { from_name: "Jane", reply_to: "jane@example.com", message: "Line one\r\nLine <two> & more", website: "" };
const stored = () =>
  readdirSync(join(dir, "outbox"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(dir, "outbox", name), "utf8")) as Record<string, unknown>);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "form-post-test-"));
  await start({ rateLimit: { perAddress: 1000, global: 1000 } });
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("POST /contact-us/send, the contact form without JavaScript (decision 018)", () => {
  it("stores the message in the outbox and sends the visitor to the thank-you page (303)", async () => {
    const response = await post(jane);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(CONTACT_SENT_PATH);
    expect(stored()).toEqual([
      {
        receivedAt: expect.any(String),
        sent_with: "the form, without JavaScript",
        template_params: { from_name: "Jane", reply_to: "jane@example.com", message: "Line one\nLine <two> & more" },
      },
    ]);
  });

  it("drops a message with the honeypot filled, and still thanks the sender", async () => {
    const response = await post({ ...jane, website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(CONTACT_SENT_PATH);
    expect(stored()).toEqual([]);
  });

  it("answers a message failing spec §5 with the error page: each field's error and the words, escaped", async () => {
    const response = await post({ ...jane, from_name: " ", reply_to: "jane@" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self';");
    expect(response.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'sha256-[^;]+; style-src 'sha256-/,
    );
    const html = await response.text();
    expect(html).toContain("Oops!");
    expect(html).toContain("Please enter your name");
    expect(html).toContain("Please enter a valid email address");
    expect(html).not.toContain("Please enter your message");
    expect(html).toContain('<textarea id="not-sent-message" readonly');
    expect(html).toContain("\nLine one\nLine &lt;two&gt; &amp; more</textarea>");
    expect(html).not.toContain("<two>");
    expect(html).toMatch(/href="mailto:[^"?]+\?subject=Message%20from%20%20&amp;body=Line%20one%0D%0ALine%20%3Ctwo%3E/);
    expect(stored()).toEqual([]);
  });

  it("stores a 12,000-character message whole (no length limit, decision 022)", async () => {
    const message = `${"Dear studio, ".repeat(923)}end.`.slice(-12_000);
    expect(message).toHaveLength(12_000);
    expect((await post({ ...jane, from_name: "J".repeat(500), message })).status).toBe(303);
    expect(stored()[0]?.template_params).toEqual({ from_name: "J".repeat(500), reply_to: "jane@example.com", message });
  });

  it("measures the message, not its URL-encoding: 50 KiB of accented words passes, one byte more is 413 with every word", async () => {
    // "é" is 2 bytes of UTF-8 but 6 of URL-encoding (%C3%A9): the body is three times the message.
    const overhead = JSON.stringify({ from_name: "Jane", reply_to: "jane@example.com", message: "" }).length;
    // 63 bytes around the message: 51,137 left, one "a" and 25,568 "é".
    const fits = `a${"é".repeat((51_200 - overhead - 1) / 2)}`;
    expect(Buffer.byteLength(JSON.stringify({ from_name: "Jane", reply_to: "jane@example.com", message: fits }))).toBe(
      51_200,
    );
    expect((await post({ ...jane, message: fits })).status).toBe(303);
    const over = `${fits}!`;
    const response = await post({ ...jane, message: over });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Your message is larger than we can send in one go. Please send it to us by e-mail.");
    expect(html).toContain(`<textarea id="not-sent-message" readonly class=`);
    expect(html).toContain(`\n${over}</textarea>`);
    expect(stored()).toHaveLength(1);
  });

  it("answers a body far past the limit (over three times it) with 413 and the page as built", async () => {
    const response = await post({ ...jane, message: "%".repeat(60_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(notSentPage);
  });

  it("shares the rate limit with the JSON send, and says when to try again (429)", async () => {
    await start({ rateLimit: { perAddress: 1, global: 100, windowSeconds: 600 } });
    expect((await post(jane)).status).toBe(303);
    const response = await post(jane);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("600");
    const html = await response.text();
    expect(html).toContain("Please try again in 10 minutes");
    expect(html).toContain("Line &lt;two&gt;");
    expect(stored()).toHaveLength(1);
  });

  it("without a local outbox (EmailJS keys), hands the words back on the error page (503)", async () => {
    await start({}, false);
    const response = await post(jane);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Line &lt;two&gt; &amp; more</textarea>");
    expect(html).toContain("mailto:");
    expect(html).toContain("body=Line%20one");
  });

  it("gives the page no CSP where the server's pages have none (npm run dev), and the other security headers", async () => {
    await start({}, true, null);
    const response = await post({ ...jane, reply_to: "jane@" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses a post another site made, echoing nothing (403)", async () => {
    const response = await post(jane, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).not.toContain("Line one");
    expect(html).toContain("It is still in the form you came from");
    expect(stored()).toEqual([]);
    const byOrigin = await post(jane, { Origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
  });

  it("answers another content type with 415 and the page as built", async () => {
    const response = await post(jane, { "Sec-Fetch-Site": "same-origin", "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("It is still in the form you came from");
  });

  it("sends a GET (a bookmark, a typed address) to the contact page", async () => {
    const response = await fetch(`${origin}/contact-us/send`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(ROUTES.contactUs);
  });
});
