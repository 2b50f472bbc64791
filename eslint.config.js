import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Web APIs that are in the browser's globals but are also Node's and the language's, and that touch
 * no page, storage or network: logic/ may use them, so it still runs anywhere (the prerender, the
 * server, a unit test in Node, the shell, an island).
 */
const RUNTIME_NEUTRAL = new Set([
  "console",
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "queueMicrotask",
  "structuredClone",
  "URL",
  "URLSearchParams",
  "TextEncoder",
  "TextDecoder",
  "atob",
  "btoa",
  "AbortController",
  "AbortSignal",
  "DOMException",
]);

/**
 * Every browser global that is neither an ECMAScript builtin nor runtime-neutral: the window, the
 * document and its nodes, storage, cookies, the network (fetch, XMLHttpRequest, WebSocket), navigation.
 */
const BROWSER_ONLY_GLOBALS = Object.keys(globals.browser).filter(
  (name) => !(name in globals.builtin) && !(name in globals.es2024) && !RUNTIME_NEUTRAL.has(name),
);

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      "src/styles/generated/",
    ],
  },
  js.configs.recommended,
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.node } },
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Components are rendered to HTML once, at build: React drops their event handlers, which would
    // never run (decision 020). Behaviour lives in the shell (src/shell/) or in an island (src/islands/).
    files: ["src/components/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^on[A-Z]/]",
          message:
            "A component in src/components/ is rendered statically, so this event handler would never run. Wire it in the shell (src/shell/) or move the component into an island (src/islands/).",
        },
      ],
    },
  },
  {
    // logic/ and i18n/ run anywhere, so they are pure: no page, storage, cookie or network (decision 020;
    // the adapters in src/adapters/ apply what logic decides). Their tests may fake those globals.
    files: ["src/logic/**/*.{ts,tsx}", "src/i18n/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...BROWSER_ONLY_GLOBALS.map((name) => ({
          name,
          message: `${name} is the browser's: logic/ decides, and an adapter in src/adapters/ touches the browser.`,
        })),
      ],
      "no-restricted-syntax": [
        "error",
        {
          // no-restricted-imports does not see import(): the e-mail SDK was loaded that way.
          selector: "ImportExpression[source.value=/^(@emailjs\\/browser|react|react-dom)(\\/.*)?$/]",
          message: "logic/ imports neither the e-mail SDK (src/adapters/email-sdk.ts does) nor React, even lazily.",
        },
        {
          selector:
            ":matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration:matches([kind='let'], [kind='var'])",
          message: "logic/ keeps no module state: a value that changes belongs to its caller or to an adapter.",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@emailjs/browser", message: "Only src/adapters/email-sdk.ts imports the e-mail SDK." },
            { name: "react", message: "logic/ is framework-free: React belongs in islands/ and components/." },
            { name: "react-dom", message: "logic/ is framework-free: React belongs in islands/ and components/." },
          ],
          patterns: [
            { group: ["@emailjs/browser/*"], message: "Only src/adapters/email-sdk.ts imports the e-mail SDK." },
            { group: ["react/*", "react-dom/*"], message: "logic/ is framework-free." },
          ],
        },
      ],
    },
  },
);
