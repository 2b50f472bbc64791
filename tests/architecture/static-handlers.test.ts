// @vitest-environment node
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

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
