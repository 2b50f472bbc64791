import { describe, expect, it } from "vitest";
import { contactMailto, MAILTO_MAX_LENGTH } from "./mailto";

const to = "hello@studio.example";
const jane = (message: string) => ({ from_name: "Jane", reply_to: "jane@example.com", message });
const bodyOf = (href: string) => new URLSearchParams(href.slice(href.indexOf("?"))).get("body") ?? "";

describe("contactMailto", () => {
  it("carries the visitor's name in the subject and the message as the body", () => {
    const { href, cut } = contactMailto(to, {
      from_name: "Jane & Co",
      reply_to: "j@x.y",
      message: "Line one\nLine two?",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(to);
    expect(href).toContain("subject=Message%20from%20Jane%20%26%20Co&");
    expect(href).toContain("&body=Line%20one%0D%0ALine%20two%3F");
    expect(cut).toBe(false);
  });

  it("round-trips emoji and right-to-left text unchanged while the link stays short", () => {
    const message = "مرحبا 🐝 שלום\r\nend";
    const { href, cut } = contactMailto("a@b.c", { from_name: "שלום", reply_to: "a@b.c", message });
    const params = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(params.get("subject")).toBe("Message from שלום");
    expect(params.get("body")).toBe(message);
    expect(cut).toBe(false);
  });

  it("leaves a message whose link is exactly the limit whole", () => {
    const base = contactMailto(to, jane("")).href.length;
    const message = "a".repeat(MAILTO_MAX_LENGTH - base);
    const { href, cut } = contactMailto(to, jane(message));
    expect(href).toHaveLength(MAILTO_MAX_LENGTH);
    expect(cut).toBe(false);
    expect(bodyOf(href)).toBe(message);
  });

  it("cuts a long message at a word boundary, ends it in '…', and keeps the link within 2,000 characters", () => {
    const words = Array.from({ length: 1000 }, (_, index) => `word${index}`);
    const message = words.join(" ");
    const { href, cut } = contactMailto(to, jane(message));
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 20);
    const body = bodyOf(href);
    expect(body.endsWith("…")).toBe(true);
    const kept = body.slice(0, -1);
    expect(message.startsWith(`${kept} `), "the body ends at the end of a whole word").toBe(true);
    expect(kept.split(" ").every((word) => words.includes(word))).toBe(true);
  });

  it("counts each character as it is percent-encoded, not as typed", () => {
    // "é" is 6 characters in the link (%C3%A9), an emoji 12 (%F0%9F%90%9D), a line break 6 (%0D%0A).
    for (const unit of ["é ", "🐝 ", "x\n"]) {
      const message = unit.repeat(600);
      const { href, cut } = contactMailto(to, jane(message));
      expect(cut, JSON.stringify(unit)).toBe(true);
      expect(href.length, JSON.stringify(unit)).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(href.length, JSON.stringify(unit)).toBeGreaterThan(MAILTO_MAX_LENGTH - 30);
      const kept = bodyOf(href).slice(0, -1);
      expect(message.replace(/\n/g, "\r\n").startsWith(kept), JSON.stringify(unit)).toBe(true);
    }
  });

  it("cuts one endless word between two characters, never inside an emoji", () => {
    const { href, cut } = contactMailto(to, jane("🐝".repeat(1000)));
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const body = bodyOf(href);
    expect(body).toMatch(/^(🐝)+…$/u);
  });

  it("takes a long name into account, and never throws on half an emoji", () => {
    const message = { from_name: "🐝".repeat(50), reply_to: "a@b.c", message: `\uD83D ${"long ".repeat(800)}` };
    const { href, cut } = contactMailto(to, message);
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(bodyOf(href).startsWith("\uFFFD long")).toBe(true);
  });

  it("honours a smaller limit", () => {
    const { href, cut } = contactMailto(to, jane("one two three four five six"), 80);
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(80);
    expect(bodyOf(href)).toMatch(/^one( \w+)*…$/);
  });
});
