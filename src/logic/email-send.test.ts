import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it } from "vitest";
import { sendFailure, sendFailureLine, templateParams } from "./email-send";

describe("templateParams", () => {
  it("is exactly spec §7's three fields, whatever else the message carries", () => {
    const message = { from_name: "Jane", reply_to: "jane@example.com", message: "Hello 🐝" };
    const params = templateParams({ ...message, website: "bot" } as typeof message);
    expect(params).toEqual(message);
    expect(Object.keys(params).sort()).toEqual(["from_name", "message", "reply_to"]);
  });

  it("cuts nothing: a 12,000-character message goes whole", () => {
    const long = "a".repeat(12_000);
    expect(templateParams({ from_name: "Jane", reply_to: "jane@example.com", message: long }).message).toBe(long);
  });
});

describe("sendFailure", () => {
  it.each([
    [
      "an HTTP 400",
      new EmailJSResponseStatus(400, "The user_id parameter is required"),
      400,
      "The user_id parameter is required",
    ],
    ["an HTTP 500", new EmailJSResponseStatus(500, "Internal Server Error"), 500, "Internal Server Error"],
    [
      "the SDK's headless block",
      new EmailJSResponseStatus(451, "Unavailable For Headless Browser"),
      451,
      "Unavailable For Headless Browser",
    ],
    ["the SDK's block list", new EmailJSResponseStatus(403, "Forbidden"), 403, "Forbidden"],
    ["the SDK's throttle", new EmailJSResponseStatus(429, "Too Many Requests"), 429, "Too Many Requests"],
    ["a plain { status, text } answer", { status: 413, text: "Payload Too Large" }, 413, "Payload Too Large"],
    ["a network failure", new TypeError("Failed to fetch"), 0, "Network Error"],
    ["a chunk that could not load", new TypeError("Failed to fetch dynamically imported module"), 0, "Network Error"],
    ["a configuration error thrown as a string", "The public key is required.", 0, "The public key is required."],
    ["an Error", new Error("boom"), 0, "boom"],
    ["nothing at all", undefined, 0, "undefined"],
  ])("reads %s as status and text", (_, error, status, text) => {
    expect(sendFailure(error)).toEqual({ ok: false, status, text });
  });
});

describe("sendFailureLine", () => {
  it("names the status and text, never the message", () => {
    expect(sendFailureLine({ ok: false, status: 429, text: "Too Many Requests" })).toBe(
      "Contact message not sent: 429 Too Many Requests",
    );
  });
});
