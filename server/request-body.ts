import type { IncomingMessage } from "node:http";

/**
 * Collects a request body, stopping (but still draining) once it passes `limit` bytes. Shared by
 * the outbox (email-outbox.ts) and the form post without an outbox (contact-form-post.ts).
 * @param req - the request
 * @param limit - the largest body accepted, in bytes
 * @returns the body, "too-large" past the limit, or "aborted" when the client went away first; never rejects
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) resolve("too-large");
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", () => resolve("aborted"));
    req.on("close", () => resolve("aborted")); // after "end", this resolves nothing
  });
}
