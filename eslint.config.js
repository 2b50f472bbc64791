import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
