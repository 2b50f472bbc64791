import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { type BudgetFile, budgetSet, routeBudget } from "../../../tools/budget-set.ts";

/**
 * First-load JavaScript per route (decision 012), as a phone gets it: real Chromium at 390 px,
 * a returning visitor (consent stored), no interaction, until the first load has settled. Counts
 * every script the page runs (each script file, and the text of each inline script) in brotli
 * bytes at quality 11, as the build precompresses them, against `firstLoadJs` in budgets.json:
 * its default, or the figure budgets.json gives a route with its reason (with `BUDGETS=real-art`, the
 * real-art build's figures over them: tools/budget-set.ts).
 */
const budgets = JSON.parse(readFileSync(new URL("../../../budgets.json", import.meta.url), "utf8")) as BudgetFile;

const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A route's first-load JavaScript, in brotli bytes. */
export type FirstLoadJs = { fileBytes: number; inlineBytes: number; files: string[] };

/**
 * The budget of a route's first-load JavaScript from budgets.json.
 * @param route - a path such as `/contact-us`
 * @returns brotli bytes: the route's own `firstLoadJs`, else the default (of the set `BUDGETS` names)
 */
export function firstLoadJsBudget(route: string): number {
  return routeBudget(budgets, route, budgetSet(process.env.BUDGETS)).firstLoadJs as number;
}

/**
 * Starts counting the script files the page receives. Call before `goto`; read once the first
 * load has settled with the function it returns, which counts what came until then (scripts that
 * arrive later, on scrolling or a first use, are not the first load) and the inline scripts.
 * @param page - the page about to load
 * @returns the reader: brotli bytes of the script files and of the inline scripts (JSON data and
 *   speculation rules are not scripts that run), and the files' URLs; it rejects if a file's body
 *   cannot be read
 */
export function countFirstLoadJs(page: Page): () => Promise<FirstLoadJs> {
  const files: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script")
      files.push(response.body().then((body) => ({ url: response.url(), bytes: brotli(body) })));
  };
  page.on("response", onResponse);
  return async () => {
    page.off("response", onResponse);
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && !/json|speculationrules/.test(script.type))
        .map((script) => script.text),
    );
    const received = await Promise.all(files);
    return {
      fileBytes: received.reduce((sum, file) => sum + file.bytes, 0),
      inlineBytes: inline.reduce((sum, text) => sum + brotli(Buffer.from(text)), 0),
      files: received.map((file) => new URL(file.url).pathname),
    };
  };
}
