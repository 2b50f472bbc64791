import { describe, expect, it } from "vitest";
import { peerPairs } from "./peer.ts";
import { resourcePath, ROUTES } from "../../src/routes.ts";

describe("peerPairs (the bench's pairing of our routes with a peer's pages)", () => {
  it("reads the rows whose first two cells are paths in code spans, in order", () => {
    const readme = [
      "Pages to pair with ours:",
      "",
      "| ours | theirs |",
      "| --- | --- |",
      "| `/` | `/` (its home: hero, features) |",
      `| \`${resourcePath(1)}\` | \`/blog/first-post\` (a post with an image) |`,
      `| about | \`${ROUTES.about}\` |`,
    ].join("\n");
    expect([...peerPairs(readme)]).toEqual([
      ["/", "/"],
      [resourcePath(1), "/blog/first-post"],
    ]);
  });

  it("finds nothing in a README without such a table", () => {
    expect(peerPairs("# A peer\n\nNo table here.").size).toBe(0);
  });
});
