import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
// The first lint loads the configuration, its plugins and the TypeScript parser: seconds on a busy
// machine. Done here, while the file is collected, the tests' time is their own (decision 025, item 3).
await eslint.lintText("export {};\n", { filePath: path.join(root, "src/logic/warm-up.tsx") });

/** The messages of the project's own ESLint configuration for `code` as if saved at `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const withHandler = `export function Hero() {
  return (
    <a href="#get-started" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
      Get started
    </a>
  );
}
`;

describe("no event handler in a statically rendered component (decision 020)", () => {
  it("fails on an onClick in src/components/", async () => {
    const messages = await lint("src/components/sections/example-hero.tsx", withHandler);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^no-restricted-syntax: A component in src\/components\/ is rendered statically/);
  });

  it("fails on any on… handler there, such as onKeyDown on a button", async () => {
    const code = `export const Close = () => <button type="button" onKeyDown={() => undefined}>Close</button>;\n`;
    expect(await lint("src/components/ui/example-close.tsx", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: /),
    ]);
  });

  it("accepts the same handler in an island, and a component that passes props through", async () => {
    expect(await lint("src/islands/example/example-hero.tsx", withHandler)).toEqual([]);
    const spread = `export const Button = (props: React.ComponentProps<"button">) => <button type="button" {...props} />;\n`;
    expect(await lint("src/components/ui/example-button.tsx", spread)).toEqual([]);
  });
});

/**
 * The `on…={…}` props in an Astro template: Astro renders every React component it names to static
 * HTML unless a `client:` directive hydrates it, so such a prop on an unhydrated component never runs.
 */
function staticHandlerProps(template: string): string[] {
  return [...template.matchAll(/<([A-Z][\w.]*)\b(?![^>]*\bclient:)[^>]*?\s(on[A-Z]\w*)=\{/g)].map(
    ([, component, prop]) => `${component} ${prop}`,
  );
}

describe("no event handler passed to a component an Astro page renders statically", () => {
  it("finds one in a template, and not on a hydrated island", () => {
    expect(staticHandlerProps(`<Hero onClick={() => scrollTo(0, 0)} />`)).toEqual(["Hero onClick"]);
    expect(staticHandlerProps(`<Gallery client:interaction onOpen={open} />`)).toEqual([]);
    expect(staticHandlerProps(`<a href="#get-started">Get started</a>`)).toEqual([]);
  });

  it("finds none in src/", () => {
    const templates = fs
      .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".astro"));
    expect(templates.length).toBeGreaterThan(15);
    for (const file of templates)
      expect(staticHandlerProps(fs.readFileSync(path.join(root, "src", file), "utf8")), file).toEqual([]);
  });
});
