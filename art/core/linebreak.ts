/**
 * Balanced line breaking for the type drawn in the artwork: titles and
 * captions are split into the fewest lines that fit, with line widths as even as possible
 * and never one word alone on the last line. Pure: the caller passes the measuring function.
 */

/** Words that read badly at the end of a line ('Pip and the / Moon Kite'); a soft penalty, not a rule. */
const WEAK_ENDINGS = new Set(["a", "an", "the", "of", "to", "for", "with", "in", "on", "at", "by"]);

/** Past this many words the exhaustive search would be slow; such texts are wrapped first-fit. */
const MAX_WORDS = 40;

/**
 * Splits `text` into lines no wider than `maxWidth`, balanced so that the lines are as
 * nearly the same width as possible.
 *
 * Takes the text (words separated by white space), a measuring function that returns the
 * width of a line of text in the caller's units (px in the artwork), and the largest line
 * width in the same units. Returns the lines, top to bottom, each with single spaces.
 *
 * Rules, in order: (1) with three or more words the last line holds at least two words
 * (no 'Little / Gull' or 'Tidies / Up'); only when no split that fits allows that
 * is the rule dropped; (2) the fewest lines for which such a split fits `maxWidth` (a
 * two-word text stays on one line when it fits, else takes one word per line); (3) the most
 * even line widths (the smallest standard deviation of the widths), plus a penalty of 30 % of
 * `maxWidth` for each line that ends in an article or preposition ('Pip and the / Moon Kite').
 *
 * Never throws: a single word wider than `maxWidth` is put on a line of its own and the lines
 * come back wider than asked; callers that must fit check the widths (see `fitsWidth`) and
 * scale the type down. Empty or blank text returns [].
 */
export function balanceLines(text: string, measure: (line: string) => number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  if (words.length > MAX_WORDS) return greedy(words, measure, maxWidth);
  const cache = new Map<string, number>();
  const width = (line: string): number => {
    let w = cache.get(line);
    if (w === undefined) {
      w = measure(line);
      cache.set(line, w);
    }
    return w;
  };
  const n = words.length;
  if (words.some((w) => width(w) > maxWidth)) return greedy(words, width, maxWidth);
  // The last two words must fit one line for the 'no lone last word' rule to be possible at all.
  const canKeepTwo = n >= 3 && width(words.slice(-2).join(" ")) <= maxWidth;
  for (const strictLast of canKeepTwo ? [true, false] : [false]) {
    for (let k = 1; k <= n; k++) {
      let best: { lines: string[]; cost: number } | undefined;
      for (const lines of fittingSplits(words, k, (line) => width(line) <= maxWidth)) {
        if (strictLast && k > 1 && !(lines[k - 1] ?? "").includes(" ")) continue;
        const widths = lines.map(width);
        const weak = lines
          .slice(0, -1)
          .filter((l) => WEAK_ENDINGS.has((l.split(" ").pop() ?? "").toLowerCase())).length;
        const mean = widths.reduce((a, b) => a + b, 0) / k;
        const spread = Math.sqrt(widths.reduce((a, w) => a + (w - mean) ** 2, 0) / k);
        const cost = spread + weak * maxWidth * 0.3;
        if (!best || cost < best.cost) best = { lines, cost };
      }
      if (best) return best.lines;
    }
  }
  return greedy(words, width, maxWidth);
}

/** True when every line measures at most `maxWidth` (same units as `measure`). */
export function fitsWidth(lines: string[], measure: (line: string) => number, maxWidth: number): boolean {
  return lines.every((l) => measure(l) <= maxWidth);
}

/**
 * Every way to set `words` on exactly k lines that each pass `fits`. A line that does not
 * fit is never extended (a longer line is wider), which keeps the search small.
 */
function* fittingSplits(words: string[], k: number, fits: (line: string) => boolean): Generator<string[]> {
  if (k === 1) {
    const line = words.join(" ");
    if (fits(line)) yield [line];
    return;
  }
  for (let i = 1; i <= words.length - k + 1; i++) {
    const line = words.slice(0, i).join(" ");
    if (!fits(line)) return;
    for (const rest of fittingSplits(words.slice(i), k - 1, fits)) yield [line, ...rest];
  }
}

/** First-fit wrap, used only when no balanced split fits (a word wider than the box) or for very long texts. */
function greedy(words: string[], measure: (line: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of words) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && measure(next) > maxWidth) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}
