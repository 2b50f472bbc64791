import { describe, expect, it } from "vitest";
import { extraPeerPairs, peerPairs } from "./peer.ts";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

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

describe("extraPeerPairs (BENCH_PEER_PAIRS: pairs the peer's README leaves out)", () => {
  it("reads comma-separated ours=theirs paths, in order, spaces around items allowed", () => {
    expect([
      ...extraPeerPairs(`${ROUTES.books}=/blog, ${bookPath(1)}=/a-post ,${ROUTES.about}=/homes/personal`),
    ]).toEqual([
      [ROUTES.books, "/blog"],
      [bookPath(1), "/a-post"],
      [ROUTES.about, "/homes/personal"],
    ]);
    expect(extraPeerPairs(undefined).size).toBe(0);
    expect(extraPeerPairs("").size).toBe(0);
  });

  it("refuses an item that is not two paths joined by =", () => {
    expect(() => extraPeerPairs(`${ROUTES.books}:/blog`)).toThrow('"/books:/blog" is not ours=theirs');
    expect(() => extraPeerPairs("books=/blog")).toThrow("is not ours=theirs");
  });
});
