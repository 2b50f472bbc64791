import { describe, expect, it } from "vitest";
import { findById, parseRouteId } from "./route-id";

describe("parseRouteId", () => {
  it.each([
    ["1", 1],
    ["7", 7],
    ["15", 15],
    ["16", 16],
  ])("accepts the plain decimal id %s", (raw, id) => {
    expect(parseRouteId(raw)).toBe(id);
  });

  it.each(["abc", "0", "1.5", "-1", "1e1", "01", "", " 1", "1 ", "+1", "0x1", "1/", "١"])("rejects %j", (raw) => {
    expect(parseRouteId(raw)).toBeNull();
  });

  it("rejects a missing id", () => {
    expect(parseRouteId(undefined)).toBeNull();
  });
});

describe("findById", () => {
  const items = [{ id: 1 }, { id: 2 }];
  it("finds a known item and misses unknown ones", () => {
    expect(findById(items, "2")).toEqual({ id: 2 });
    expect(findById(items, "3")).toBeUndefined();
    expect(findById(items, "02")).toBeUndefined();
  });
});
