// @vitest-environment node
import { describe, expect, it } from "vitest";
import { counterText, fitInsertion, limitAnnouncement, pasteCutNote } from "./length-limit";
import { CONTACT_LIMITS } from "./validation";

const LIMIT = CONTACT_LIMITS.message;

describe("counterText", () => {
  it("appears from 90 % of the limit (4,500 of 5,000), not before", () => {
    expect(counterText(4499, LIMIT)).toBeUndefined();
    expect(counterText(4500, LIMIT)).toBe("4,500 / 5,000 characters");
    expect(counterText(89, 100)).toBeUndefined();
    expect(counterText(90, 100)).toBe("90 / 100 characters");
  });

  it("reads '4,812 / 5,000 characters'", () => {
    expect(counterText(4812, LIMIT)).toBe("4,812 / 5,000 characters");
    expect(counterText(5000, LIMIT)).toBe("5,000 / 5,000 characters");
  });
});

describe("limitAnnouncement", () => {
  it("is empty below 90 % and names the marks reached: 90 %, 98 %, the limit", () => {
    expect(limitAnnouncement(0, LIMIT)).toBe("");
    expect(limitAnnouncement(4499, LIMIT)).toBe("");
    expect(limitAnnouncement(4500, LIMIT)).toBe("500 characters or fewer left");
    expect(limitAnnouncement(4899, LIMIT)).toBe("500 characters or fewer left");
    expect(limitAnnouncement(4900, LIMIT)).toBe("100 characters or fewer left");
    expect(limitAnnouncement(4999, LIMIT)).toBe("100 characters or fewer left");
    expect(limitAnnouncement(5000, LIMIT)).toBe("No characters left");
  });

  it("changes only when a mark is crossed, so typing between two marks says nothing new", () => {
    const texts = new Set(Array.from({ length: 5001 }, (_, length) => limitAnnouncement(length, LIMIT)));
    expect(texts.size).toBe(4);
  });

  it("rounds the marks up for small limits", () => {
    expect(limitAnnouncement(90, 100)).toBe("10 characters or fewer left");
    expect(limitAnnouncement(98, 100)).toBe("2 characters or fewer left");
    expect(limitAnnouncement(100, 100)).toBe("No characters left");
  });
});

describe("fitInsertion", () => {
  it("keeps a paste that fits whole", () => {
    expect(fitInsertion("abc", 3, 3, "de", 5)).toEqual({ kept: "de", lost: 0 });
  });

  it("cuts a paste to the room left at the caret and counts what was left out", () => {
    expect(fitInsertion("x".repeat(4000), 4000, 4000, "y".repeat(2234), LIMIT)).toEqual({
      kept: "y".repeat(1000),
      lost: 1234,
    });
    expect(fitInsertion("", 0, 0, "z".repeat(6000), LIMIT)).toEqual({ kept: "z".repeat(5000), lost: 1000 });
  });

  it("counts the selected text that the paste replaces as room", () => {
    expect(fitInsertion("abcdef", 1, 4, "XYZW", 6)).toEqual({ kept: "XYZ", lost: 1 });
  });

  it("counts a CRLF or CR line break as the one character the field stores", () => {
    expect(fitInsertion("", 0, 0, "a\r\nb\rc\nd", 7)).toEqual({ kept: "a\nb\nc\nd", lost: 0 });
    expect(fitInsertion("", 0, 0, "a\r\nb\r\nc", 3)).toEqual({ kept: "a\nb", lost: 2 });
  });

  it("leaves out an emoji that does not fit whole instead of keeping half of it", () => {
    expect(fitInsertion("abc", 3, 3, "d🐝", 5)).toEqual({ kept: "d", lost: 2 });
    expect(fitInsertion("abc", 3, 3, "🐝🐝", 5)).toEqual({ kept: "🐝", lost: 2 });
  });

  it("leaves no room in a full field, or one already past the limit", () => {
    expect(fitInsertion("abcde", 5, 5, "f", 5)).toEqual({ kept: "", lost: 1 });
    expect(fitInsertion("abcdefg", 7, 7, "h", 5)).toEqual({ kept: "", lost: 1 });
  });
});

describe("pasteCutNote", () => {
  it("names the limit and how much was left out", () => {
    expect(pasteCutNote(1234, LIMIT)).toBe(
      "Your paste was cut at the 5,000-character limit: the last 1,234 characters were left out.",
    );
    expect(pasteCutNote(1, 100)).toBe(
      "Your paste was cut at the 100-character limit: the last character was left out.",
    );
  });
});
