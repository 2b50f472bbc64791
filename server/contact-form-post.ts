import type { IncomingMessage, ServerResponse } from "node:http";
import { HONEYPOT_FIELD } from "../src/logic/honeypot.ts";
import { escapeHtml, fillNotSentPage, type NotSentReason } from "./not-sent-page.ts";
import { CONTACT_FIELDS, type ContactMessage, validateContactMessage } from "../src/logic/validation.ts";
import { en } from "../src/i18n/en.ts";
import { DEFAULT_MAX_BODY_BYTES, type Outbox, type OutboxAnswer } from "./email-outbox.ts";
import { readBody } from "./request-body.ts";
import { type ReceivedParams, type SendFormat, templateParamsBytes } from "./send-format.ts";
import {
  contentSecurityPolicy,
  inlineHashes,
  NO_INLINE_CODE,
  type PolicyOptions,
  securityHeaders,
} from "./security-policy.ts";
import { CONTACT_SENT_PATH, ROUTES } from "../src/routes.ts";

/**
 * The contact form as a browser posts it without JavaScript: `application/x-www-form-urlencoded`
 * with `from_name`, `reply_to`, `message` and the honeypot `website`. A missing field reads as "";
 * line breaks, which a form submission writes as CRLF, become `\n` as the field's own value has
 * them. Its size is measured as the template params it holds (URL-encoding can triple a body), so
 * it meets the same limit as the JSON send, and a 413 hands the words back. A client over the rate
 * limit still has its body read, so the 429 page can hand its words back.
 */
export const FORM_SEND: SendFormat = {
  contentType: "application/x-www-form-urlencoded",
  // A visitor over the limit gets the page with the words, so the body (within the size limit) is read.
  readWhenLimited: true,
  bodyBytesPerParamByte: 3,
  parse(raw) {
    const fields = new URLSearchParams(raw.toString("utf8"));
    const read = (name: string) => (fields.get(name) ?? "").replace(/\r\n?/g, "\n");
    const params = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, read(name)])) as ReceivedParams;
    return { ok: true, params, honeypot: read(HONEYPOT_FIELD), record: { sent_with: "the form, without JavaScript" } };
  },
};

/** The settings of {@link createContactFormPost}. */
export type ContactFormPostOptions = {
  /** The local outbox ({@link createOutbox}), or undefined when the build sends through EmailJS, whose API needs the browser. */
  outbox: Outbox | undefined;
  /** Reads the built not-sent page (/contact-us/not-sent); may reject when the build lacks it. */
  notSentPage: () => Promise<string>;
  /**
   * Which outside hosts the build talks to, for the page's Content-Security-Policy; `null` for none
   * (`npm run dev`, whose pages carry no policy: Vite adds its styles and client as they run).
   */
  policy: PolicyOptions | null;
  /**
   * Largest message in bytes when there is no outbox (default {@link DEFAULT_MAX_BODY_BYTES}; the
   * outbox has its own, from the same setting, `CONTACT_MAX_BYTES`).
   */
  maxBodyBytes?: number;
  /** Where failures go (default console.error). */
  logError?: (line: string, error?: unknown) => void;
};

/**
 * The listener of `POST /contact-us/send`, where the contact form posts without JavaScript
 * (decision 018; spec §4, §5, §7, §8). The message goes through the local outbox
 * with the JSON send's checks, honeypot, limits and rate limit (one limiter for both):
 * - stored, or dropped because the honeypot was filled: `303 See Other` to the thank-you page
 *   (/contact-us/sent), so a reload there sends nothing again;
 * - refused (400 a field fails spec §5, 413 larger than the provider takes, 429 rate limit with
 *   `Retry-After`, 507 outbox full, 500 not written): that status with the not-sent page of spec §8
 *   filled with the visitor's
 *   words: the reason, the message in a read-only box, the studio's mail link carrying it as
 *   subject and body (server/not-sent-page.ts);
 * - with no local outbox (EmailJS keys configured): 503 with the same filled page, as no server of
 *   ours can send it;
 * - a post another site made (`Sec-Fetch-Site: cross-site`, or an `Origin` other than this host):
 *   403 with the page as built, echoing nothing;
 * - a body that could not be read as the form's (another content type, or over three times the
 *   size limit, as URL-encoding writes it): its status (415, 413) with the page as built, which
 *   says the message is still in the form;
 * - `GET` (a bookmark or a typed address): 303 to /contact-us.
 * Every page answer carries the security headers with the page's own CSP and `Cache-Control:
 * no-store` (it holds what the visitor wrote). Never throws; an unexpected failure answers 500
 * with a minimal page that still holds the words when they were read.
 *
 * @param options - the outbox, the page and the policy (see {@link ContactFormPostOptions})
 * @returns a request listener for that one path (server/index.ts and the dev server route to it)
 */
export function createContactFormPost({
  outbox,
  notSentPage,
  policy,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  logError = (line, error) => console.error(line, error),
}: ContactFormPostOptions) {
  return function handleContactFormPost(req: IncomingMessage, res: ServerResponse): void {
    handle(req, res).catch(async (error: unknown) => {
      logError("[contact form] unexpected failure:", error);
      if (res.headersSent) return void res.destroy();
      await answerPage(res, 500, undefined, { kind: "failed" }).catch(() => res.destroy());
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "GET" || req.method === "HEAD") {
      res.writeHead(303, { Location: ROUTES.contactUs, "Cache-Control": "no-store" });
      return void res.end();
    }
    if (isCrossSite(req)) {
      req.resume();
      return answerPage(res, 403, undefined, { kind: "failed" }, { Connection: "close" });
    }
    const answer = outbox ? await outbox.receive(req, FORM_SEND) : await readWithoutOutbox(req);
    if (!answer) return; // the visitor went away mid-post: nobody to answer
    if (answer.drain) req.resume();
    if (answer.status === 200) {
      res.writeHead(303, { Location: CONTACT_SENT_PATH, "Cache-Control": "no-store" });
      return void res.end();
    }
    await answerPage(res, answer.status, answer.params, reasonOf(answer), {
      ...answer.headers,
      ...(answer.status === 405 ? { Allow: "GET, POST" } : {}),
    });
  }

  /** Without an outbox the form's fields are still read, so the page can hand them back. */
  async function readWithoutOutbox(req: IncomingMessage): Promise<OutboxAnswer | undefined> {
    const contentType = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (contentType !== FORM_SEND.contentType) return { status: 415, text: "", drain: true };
    const raw = await readBody(req, maxBodyBytes * (FORM_SEND.bodyBytesPerParamByte ?? 1));
    if (raw === "aborted") return undefined;
    if (raw === "too-large") return { status: 413, text: "", drain: true };
    const parsed = FORM_SEND.parse(raw);
    if (!parsed.ok) return { status: 400, text: "" };
    if (templateParamsBytes(parsed.params) > maxBodyBytes) return { status: 413, text: "", params: parsed.params };
    const checked = validateContactMessage(parsed.params);
    if (checked.ok) return { status: 503, text: "", params: parsed.params };
    return {
      status: 400,
      text: "",
      params: parsed.params,
      fields: CONTACT_FIELDS.filter((name) => checked.errors[name]),
    };
  }

  /** Writes the not-sent page, filled with the words when there are any. */
  async function answerPage(
    res: ServerResponse,
    status: number,
    params: ReceivedParams | undefined,
    reason: NotSentReason,
    headers: Record<string, string> = {},
  ): Promise<void> {
    let html: string;
    let hashes = NO_INLINE_CODE;
    try {
      const built = await notSentPage();
      html = params ? fillNotSentPage(built, params, reason) : built;
      hashes = inlineHashes(built);
    } catch (error) {
      logError("[contact form] the not-sent page could not be read or filled:", error);
      html = minimalPage(params);
    }
    const body = Buffer.from(html, "utf8");
    const security = securityHeaders(policy ? contentSecurityPolicy(hashes, policy) : "");
    if (!policy) delete security["Content-Security-Policy"];
    res.writeHead(status, {
      ...security,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-store",
      ...headers,
    });
    res.end(body);
  }
}

/** What the page says of an outbox refusal: each field's error, a message too large, the wait, or nothing more. */
function reasonOf(answer: OutboxAnswer): NotSentReason {
  if (answer.status === 400 && answer.fields) return { kind: "invalid", fields: answer.fields };
  if (answer.status === 413 && answer.params) return { kind: "too-large" };
  if (answer.status === 429) return { kind: "too-many", retryAfterSeconds: answer.retryAfterSeconds ?? 60 };
  return { kind: "failed" };
}

/**
 * Whether another site made the post: `Sec-Fetch-Site: cross-site`, or (from a browser that sends
 * no fetch metadata) an `Origin` whose host is not the one asked. Such a post is refused and its
 * words are not echoed, so no other site can put text on a page of ours.
 */
function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "cross-site";
  const origin = req.headers.origin;
  if (origin === undefined || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** A page of the error view's words alone, for a build without the not-sent page: the message stays reachable. */
function minimalPage(params: ContactMessage | undefined): string {
  const words = params?.message.trim()
    ? `<p>${escapeHtml(en.your_message)}:</p><pre>${escapeHtml(params.message)}</pre>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(en.not_sent_page_title)}</title><meta name="robots" content="noindex"></head><body><main><h1>${escapeHtml(en.error_view_title)}</h1><p>${escapeHtml(en.error_view_subtitle)}</p>${words}<p><a href="${ROUTES.contactUs}">${escapeHtml(en.not_sent_back)}</a></p></main></body></html>`;
}
