/** The line breaker the artwork sets its titles and captions with. */
import { describe, expect, it } from "vitest";
import { balanceLines, fitsWidth } from "./linebreak.ts";

/** A monospaced stand-in for the font: every character, space included, is 10 units wide. */
const mono = (line: string): number => line.length * 10;

describe("balanceLines", () => {
  it("keeps a text that fits on one line", () => {
    expect(balanceLines("Where Do Puddles Go?", mono, 300)).toEqual(["Where Do Puddles Go?"]);
  });

  it("never leaves one word alone on the last line of a title of three or more words", () => {
    // Greedy wrapping gives 'A Lighthouse for Little / Gull' and 'Otto the Octopus Tidies / Up'.
    expect(balanceLines("A Lighthouse for Little Gull", mono, 240)).toEqual(["A Lighthouse", "for Little Gull"]);
    expect(balanceLines("Otto the Octopus Tidies Up", mono, 230)).toEqual(["Otto the Octopus", "Tidies Up"]);
    for (const width of [120, 160, 200, 240, 270])
      for (const title of ["A Lighthouse for Little Gull", "Otto the Octopus Tidies Up", "Sea Glass Summer"]) {
        const lines = balanceLines(title, mono, width);
        if (lines.length > 1) expect(lines.at(-1), `${title} at ${width}`).toContain(" ");
        expect(fitsWidth(lines, mono, width), `${title} at ${width}`).toBe(true);
      }
  });

  it("balances the lines rather than filling the first", () => {
    // Greedy: 'The Bear Who Borrowed' (21) / 'a Bicycle' (9); balanced: 12 and 18.
    const lines = balanceLines("The Bear Who Borrowed a Bicycle", mono, 220);
    expect(lines).toEqual(["The Bear Who", "Borrowed a Bicycle"]);
  });

  it("uses the fewest lines that fit", () => {
    expect(balanceLines("one two three four five six seven eight", mono, 200)).toHaveLength(2);
    expect(balanceLines("one two three four five six seven eight", mono, 120)).toHaveLength(4);
  });

  it("prefers not to end a line on an article", () => {
    expect(balanceLines("Pip and the Moon Kite", mono, 150)).toEqual(["Pip and", "the Moon Kite"]);
  });

  it("puts a two-word title on one line when it fits, else one word a line", () => {
    expect(balanceLines("Little Gull", mono, 120)).toEqual(["Little Gull"]);
    expect(balanceLines("Little Gull", mono, 80)).toEqual(["Little", "Gull"]);
  });

  it("drops the lone-word rule only when the last two words cannot share a line", () => {
    expect(balanceLines("tiny tiny enormouslylongword", mono, 200)).toEqual(["tiny tiny", "enormouslylongword"]);
  });

  it("gives a word wider than the box its own line instead of failing, so callers can scale down", () => {
    const lines = balanceLines("an extraordinarily long word", mono, 100);
    expect(lines).toContain("extraordinarily");
    expect(fitsWidth(lines, mono, 100)).toBe(false);
  });

  it("returns no lines for blank text and normalises spaces", () => {
    expect(balanceLines("  ", mono, 100)).toEqual([]);
    expect(balanceLines(" Sea   Glass\nSummer ", mono, 300)).toEqual(["Sea Glass Summer"]);
  });
});
