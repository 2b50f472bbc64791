// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactMailto } from "./mailto";

describe("contactMailto", () => {
  it("carries the visitor's name in the subject and the message as the body", () => {
    const href = contactMailto("hello@studio.example", {
      from_name: "Jane & Co",
      reply_to: "j@x.y",
      message: "Line one\nLine two?",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@studio.example");
    expect(href).toContain("subject=Message%20from%20Jane%20%26%20Co&");
    expect(href).toContain("&body=Line%20one%0D%0ALine%20two%3F");
  });

  it("round-trips emoji, right-to-left text and a 10,000-character message", () => {
    const message = `مرحبا 🐝 ${"x".repeat(10_000)}\r\nend`;
    const href = contactMailto("a@b.c", { from_name: "שלום", reply_to: "a@b.c", message });
    const params = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(params.get("subject")).toBe("Message from שלום");
    expect(params.get("body")).toBe(message);
  });
});
