import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BudgetFile, budgetSet, routeBudget } from "./budget-set.ts";
import { REAL_ART_ROUTES } from "./bench/real-art-plan.ts";
import { bookPath, ROUTES } from "../src/routes.ts";

const file: BudgetFile = {
  default: { htmlGzip: 43000, largestImage: 25000, criticalBytes: 45000 },
  routes: { [ROUTES.home]: { htmlGzip: 51500, criticalBytes: 43000 } },
  realArt: {
    default: { $comment: "a note", largestImage: 300000 },
    routes: { [ROUTES.home]: { criticalBytes: 120000 }, [bookPath(1)]: { criticalBytes: 150000 } },
  },
};

describe("budgetSet (BUDGETS)", () => {
  it("is the sample's unless real-art is asked for, and refuses anything else", () => {
    expect(budgetSet(undefined)).toBe("sample");
    expect(budgetSet("")).toBe("sample");
    expect(budgetSet("real-art")).toBe("real-art");
    expect(() => budgetSet("realart")).toThrow("BUDGETS=realart");
  });
});

describe("routeBudget (a route's figures, layer over layer)", () => {
  it("holds the sample build to the default and the route's own figures, never the real-art ones", () => {
    expect(routeBudget(file, ROUTES.home)).toEqual({ htmlGzip: 51500, largestImage: 25000, criticalBytes: 43000 });
    expect(routeBudget(file, bookPath(1), "sample")).toEqual(file.default);
  });

  it("lays the real-art default and route over them for the real-art build, notes left out", () => {
    expect(routeBudget(file, ROUTES.home, "real-art")).toEqual({
      htmlGzip: 51500,
      largestImage: 300000,
      criticalBytes: 120000,
    });
    expect(routeBudget(file, ROUTES.about, "real-art")).toEqual({ ...file.default, largestImage: 300000 });
  });
});

describe("budgets.json's real-art section", () => {
  const budgets = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8")) as BudgetFile;

  it("gives each page the real-art bench measures a critical-bytes budget, and names no other page", () => {
    expect(Object.keys(budgets.realArt?.routes ?? {}).sort()).toEqual([...REAL_ART_ROUTES].sort());
    for (const route of REAL_ART_ROUTES)
      expect(typeof budgets.realArt?.routes?.[route]?.criticalBytes, route).toBe("number");
  });
});
