import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, validateContactMessage } from "./validation";

const valid = { from_name: "Jane Doe", reply_to: "jane@example.com", message: "A story about a bee." };

describe("EMAIL_PATTERN (spec §5: text without spaces or @, an @, text, a dot, text)", () => {
  it.each(["a@b.c", "jane.doe+books@example.co.uk", "a@b.c.d", "ünïcödé@exämple.de", "😀@x.y", "A@B.CO"])(
    "accepts %s",
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    },
  );

  it.each([
    ["a space in the local part", "a b@c.d"],
    ["no dot after the @", "abc@def"],
    ["nothing before the @", "@x.y"],
    ["nothing after the dot", "a@b."],
    ["nothing between @ and dot", "a@.b"],
    ["two @", "a@b@c.d"],
    ["no @", "abc.def"],
    ["a space in the domain", "a@b c.d"],
    ["a no-break space", "a\u00a0b@c.d"],
    ["a tab", "a@b.c\td"],
    ["a newline", "a@b.c\nd@e.f"],
    ["empty", ""],
  ])("rejects %s (%j)", (_, email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe("validateContactMessage", () => {
  it("passes a complete message and trims it", () => {
    expect(
      validateContactMessage({ from_name: "  Jane ", reply_to: " jane@example.com\n", message: "\nHello\n" }),
    ).toEqual({
      ok: true,
      message: { from_name: "Jane", reply_to: "jane@example.com", message: "Hello" },
    });
  });

  it("runs all three checks at once on an empty form", () => {
    expect(validateContactMessage({ from_name: "", reply_to: "", message: "" })).toEqual({
      ok: false,
      errors: { from_name: "from_name_error", reply_to: "reply_to_error", message: "message_error" },
    });
  });

  it("treats whitespace-only fields as empty", () => {
    expect(validateContactMessage({ from_name: " \t ", reply_to: "   ", message: "\n\n \u00a0" })).toEqual({
      ok: false,
      errors: { from_name: "from_name_error", reply_to: "reply_to_error", message: "message_error" },
    });
  });

  it("reports only the failing field", () => {
    expect(validateContactMessage({ ...valid, reply_to: "abc@def" })).toEqual({
      ok: false,
      errors: { reply_to: "reply_to_error" },
    });
    expect(validateContactMessage({ ...valid, from_name: "" })).toEqual({
      ok: false,
      errors: { from_name: "from_name_error" },
    });
    expect(validateContactMessage({ ...valid, message: " " })).toEqual({
      ok: false,
      errors: { message: "message_error" },
    });
  });

  it("has no length limit (spec §5)", () => {
    const message = "x".repeat(10_000);
    const name = "N".repeat(2_000);
    expect(validateContactMessage({ ...valid, from_name: name, message })).toEqual({
      ok: true,
      message: { ...valid, from_name: name, message },
    });
  });

  it("keeps emoji and right-to-left text as written", () => {
    const values = { from_name: "سارة 🐝", reply_to: "sara@example.com", message: "مرحبا! 📚 שלום" };
    expect(validateContactMessage(values)).toEqual({ ok: true, message: values });
  });
});
