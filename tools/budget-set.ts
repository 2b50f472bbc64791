/**
 * Which figures of budgets.json a check holds a build to (docs/speed-and-budgets.md): the sample
 * site's (`default`, then the route's own figures under `routes`), or, for the bench's real-art build
 * (`BUDGETS=real-art`), the same with the `realArt` section laid over them (its `default`, then its
 * route's figures). Read by tools/check-budgets.ts and the page sweeps (critical bytes, first-load JS).
 * Pure: the callers read the file.
 */

/** The budgets a check applies: the sample site's, or the real-art build's. */
export type BudgetSet = "sample" | "real-art";

/** Figures by key (bytes); keys starting with `$` are notes, never figures. */
type Figures = Record<string, number | string>;

/** budgets.json's shape. */
export type BudgetFile = {
  default: Figures;
  routes: Record<string, Figures>;
  realArt?: { default?: Figures; routes?: Record<string, Figures> };
};

/**
 * The budget set named by the environment.
 * @param value - `BUDGETS`: unset or empty for the sample's, `real-art` for the real-art build's
 * @throws Error on any other value
 */
export function budgetSet(value: string | undefined): BudgetSet {
  if (!value || value === "sample") return "sample";
  if (value === "real-art") return value;
  throw new Error(`BUDGETS=${value}: expected real-art (or nothing for the sample site's budgets)`);
}

/**
 * A route's budget: each layer's figures over the one before it, notes (`$…` keys) left out.
 * @param file - budgets.json
 * @param route - a path such as `/books/1`
 * @param set - which budgets ({@link budgetSet})
 * @returns bytes by key
 */
export function routeBudget(file: BudgetFile, route: string, set: BudgetSet = "sample"): Record<string, number> {
  const layers = [
    file.default,
    file.routes[route],
    ...(set === "real-art" ? [file.realArt?.default, file.realArt?.routes?.[route]] : []),
  ];
  const budget: Record<string, number> = {};
  for (const layer of layers)
    for (const [key, value] of Object.entries(layer ?? {}))
      if (!key.startsWith("$") && typeof value === "number") budget[key] = value;
  return budget;
}
