import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
// The first lint loads the configuration, its plugins and the TypeScript parser: seconds on a busy
// machine. Done here, while the file is collected, the tests' time is their own (decision 025, item 3).
await eslint.lintText("export {};\n", { filePath: path.join(root, "src/logic/warm-up.ts") });

/** The rules the project's own ESLint configuration reports for `code` as if saved at `file`, as `rule: message`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** What logic/ must not do, each as the code that does it and the rule that fails on it. */
const impure: [string, string, RegExp][] = [
  [
    "writes window.gtag",
    "export const push = (values: object) => window.gtag?.('consent', 'update', values);\n",
    /^no-restricted-globals: Unexpected use of 'window'/,
  ],
  [
    "reads localStorage",
    "export const saved = () => localStorage.getItem('cookieConsent');\n",
    /^no-restricted-globals: Unexpected use of 'localStorage'/,
  ],
  [
    "reads sessionStorage",
    "export const kept = () => sessionStorage.getItem('cookieConsent');\n",
    /^no-restricted-globals: Unexpected use of 'sessionStorage'/,
  ],
  [
    "writes document.cookie",
    "export const expire = (name: string) => { document.cookie = `${name}=; Max-Age=0; Path=/`; };\n",
    /^no-restricted-globals: Unexpected use of 'document'/,
  ],
  [
    "goes to the network with fetch",
    "export const send = (body: string) => fetch('https://example.com/send', { method: 'POST', body });\n",
    /^no-restricted-globals: Unexpected use of 'fetch'/,
  ],
  [
    "reads location",
    "export const host = () => location.hostname;\n",
    /^no-restricted-globals: Unexpected use of 'location'/,
  ],
  [
    "imports @emailjs/browser",
    "import { send } from '@emailjs/browser';\nexport const go = () => send('s', 't', {});\n",
    /^no-restricted-imports: '@emailjs\/browser' import is restricted/,
  ],
  [
    "imports @emailjs/browser lazily",
    "export const load = () => import('@emailjs/browser');\n",
    /^no-restricted-syntax: logic\/ imports neither the e-mail SDK/,
  ],
  [
    "imports React",
    "import { useState } from 'react';\nexport const hook = useState;\n",
    /^no-restricted-imports: 'react' import is restricted/,
  ],
  [
    "keeps module state",
    "let client: Promise<unknown> | undefined;\nexport const get = () => (client ??= Promise.resolve(1));\n",
    /^no-restricted-syntax: logic\/ keeps no module state/,
  ],
];

describe("logic/ is pure: no browser global, no SDK, no React, no module state (ESLint, decision 020)", () => {
  it.each(impure)("fails on a logic file that %s", async (_, code, rule) => {
    expect(await lint("src/logic/example.ts", code)).toEqual([expect.stringMatching(rule)]);
  });

  it.each(impure.filter(([what]) => !what.includes("React")))(
    "accepts the same code in an adapter (%s)",
    async (_, code) => {
      expect(await lint("src/adapters/example.ts", code)).toEqual([]);
    },
  );

  it("holds i18n/ to the same rule, and lets logic/'s tests fake the browser", async () => {
    const code = "export const saved = () => localStorage.getItem('cookieConsent');\n";
    expect(await lint("src/i18n/example.ts", code)).toEqual([
      expect.stringMatching(/^no-restricted-globals: Unexpected use of 'localStorage'/),
    ]);
    expect(await lint("src/logic/example.test.ts", code)).toEqual([]);
  });

  it("allows what runs anywhere: builtins, timers, console, URL, TextEncoder, structuredClone, import.meta.env", async () => {
    const code = `export const pure = (raw: string) => {
  const url = new URL(raw, "https://example.org");
  const bytes = new TextEncoder().encode(url.pathname).length;
  const copy = structuredClone({ bytes, at: new Date(0), id: import.meta.env.SITE });
  const timer = setTimeout(() => console.warn(JSON.stringify(copy)), 0);
  clearTimeout(timer);
  return Promise.resolve(new Map([[raw, Math.max(bytes, 0)]]));
};
`;
    expect(await lint("src/logic/example.ts", code)).toEqual([]);
  });
});
