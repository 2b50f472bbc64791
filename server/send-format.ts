import { z } from "zod";
import type { ContactField } from "../src/logic/validation.ts";
import { HONEYPOT_FIELD } from "../src/logic/honeypot.ts";

/**
 * The ways a send reaches the local outbox (email-outbox.ts), each a {@link SendFormat}: the e-mail
 * SDK's JSON send here ({@link JSON_SEND}, spec §7), the form posted without JavaScript in
 * contact-form-post.ts (decision 018). Both end as the same three template params.
 */

/** The form fields (or template params) the outbox reads from a send, as the visitor typed them. */
export type ReceivedParams = Record<ContactField, string>;

/**
 * The size of a send's template params as the provider would receive them: the three fields as a
 * JSON object, in UTF-8 bytes.
 * @param params - the three fields as received
 * @returns bytes; never throws
 */
export function templateParamsBytes(params: ReceivedParams): number {
  return Buffer.byteLength(JSON.stringify(params));
}

/**
 * One way a send reaches the outbox: its content type and how its body becomes
 * template params (`record` is stored beside them, e.g. the SDK's ids).
 */
export type SendFormat = {
  /** The only accepted content type, lower case, without parameters. */
  contentType: string;
  /**
   * Whether a client already over the rate limit still has its body read (within the size limit) so
   * the answer can hand its words back; otherwise it is refused before the body is read.
   */
  readWhenLimited?: boolean;
  /**
   * How many bytes of body one byte of template params can take in this encoding (URL-encoding
   * writes a byte as `%XX`: 3). When set, the body is read up to that many times the limit, and the
   * params it holds are then measured against the limit itself ({@link templateParamsBytes}), so a
   * message is held to the same size however it came; a 413 then hands the words back. Unset: the
   * body itself is held to the limit.
   */
  bodyBytesPerParamByte?: number;
  /** Reads a body: the params, the honeypot value and what else to store, or a 400 sentence. */
  parse(
    raw: Buffer,
  ): { ok: true; params: ReceivedParams; honeypot?: string; record: object } | { ok: false; text: string };
};

/** The JSON body the e-mail SDK posts (spec §7); the template params' values are then checked like the form does (spec §5). */
const SendRequestSchema = z.object({
  lib_version: z.string().min(1),
  user_id: z.string().min(1),
  service_id: z.string().min(1),
  template_id: z.string().min(1),
  template_params: z.object({
    from_name: z.string(),
    reply_to: z.string(),
    message: z.string(),
    [HONEYPOT_FIELD]: z.string().optional(),
  }),
});

/**
 * The SDK's JSON send (spec §7): what `POST /api/v1.0/email/send` accepts. Its parse never throws:
 * invalid JSON, a missing or empty lib_version/user_id/service_id/template_id, or template params
 * that are not strings give a 400 sentence naming the field; everything it read is stored.
 */
export const JSON_SEND: SendFormat = {
  contentType: "application/json",
  parse(raw) {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return { ok: false, text: "Bad Request: the body is not valid JSON" };
    }
    const parsed = SendRequestSchema.safeParse(body);
    if (!parsed.success) return { ok: false, text: `Bad Request: ${describe(parsed.error.issues[0], body)}` };
    const { [HONEYPOT_FIELD]: honeypot, ...params } = parsed.data.template_params;
    return { ok: true, params, honeypot, record: parsed.data };
  },
};

/** The sentence of a 400 for the first schema issue: which parameter is missing or invalid. */
function describe(issue: z.core.$ZodIssue | undefined, body: unknown): string {
  if (!issue || issue.path.length === 0) return "the body must be a JSON object";
  const path = issue.path.join(".");
  let value: unknown = body;
  for (const key of issue.path)
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value === undefined
    ? `the ${path} parameter is required`
    : `the ${path} parameter is invalid (${issue.message})`;
}
