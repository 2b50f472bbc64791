// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  announcementMark,
  counterText,
  fitInsertion,
  insertableText,
  limitAnnouncement,
  pasteCutNote,
  showsCounter,
} from "./length-limit";
import { CONTACT_LIMITS } from "./validation";

const LIMIT = CONTACT_LIMITS.message;

describe("the live count", () => {
  it("appears from 90 % of the limit (4,500 of 5,000), not before", () => {
    expect(showsCounter(4499, LIMIT)).toBe(false);
    expect(showsCounter(4500, LIMIT)).toBe(true);
    expect(showsCounter(5000, LIMIT)).toBe(true);
    expect(showsCounter(89, 100)).toBe(false);
    expect(showsCounter(90, 100)).toBe(true);
  });

  it("reads '4,812 / 5,000 characters'", () => {
    expect(counterText(4812, LIMIT)).toBe("4,812 / 5,000 characters");
  });
});

describe("the announcements", () => {
  it("counts the marks reached: 90 %, 98 %, the limit", () => {
    expect([0, 4499, 4500, 4899, 4900, 4999, 5000].map((length) => announcementMark(length, LIMIT))).toEqual([
      0, 0, 1, 1, 2, 2, 3,
    ]);
  });

  it("speaks only when a mark is crossed, with the exact count left", () => {
    expect(limitAnnouncement(4498, 4499, LIMIT)).toBeNull();
    expect(limitAnnouncement(4499, 4500, LIMIT)).toBe("500 characters left");
    expect(limitAnnouncement(4500, 4501, LIMIT)).toBeNull();
    expect(limitAnnouncement(4890, 4910, LIMIT)).toBe("90 characters left");
    expect(limitAnnouncement(4998, 4999, LIMIT)).toBeNull();
    expect(limitAnnouncement(4999, 5000, LIMIT)).toBe("You have reached the limit of 5,000 characters");
    expect(limitAnnouncement(0, 4999, LIMIT)).toBe("1 character left");
  });

  it("steps back down a mark when text is deleted, and falls silent below 90 %", () => {
    expect(limitAnnouncement(5000, 4999, LIMIT)).toBe("1 character left");
    expect(limitAnnouncement(4600, 4000, LIMIT)).toBe("");
  });
});

describe("insertableText", () => {
  it("keeps a textarea's line breaks as LF, and makes them spaces in a one-line field", () => {
    expect(insertableText("a\r\nb\rc\nd", true)).toBe("a\nb\nc\nd");
    expect(insertableText("a\r\nb\rc\nd", false)).toBe("a b c d");
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
      "Your paste was cut to fit the limit of 5,000 characters: the last 1,234 characters were left out.",
    );
    expect(pasteCutNote(1, 100)).toBe(
      "Your paste was cut to fit the limit of 100 characters: the last character was left out.",
    );
  });
});
