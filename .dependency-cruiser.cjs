/**
 * The import rules of the repository (decisions 020 and 024): a file's folder says when it runs,
 * and an import may only point at code that runs at the same time or earlier, never back up.
 *
 * Inside src/ (decision 020):
 *   i18n/, content/      data and schemas, read at build and bundled where used
 *   logic/               pure: no React, no DOM helpers, no adapter, nothing above it; runs anywhere
 *   adapters/            one module per outside party (storage, the tag layer, the e-mail SDK): applies what
 *                        logic/ decides; imports only logic/ and data, and is the only importer of the SDK
 *   dom/, directives/    browser code without React (shared by the shell and the islands; client:interaction)
 *   components/          React rendered once at build; no handlers (eslint), nothing from islands or the shell
 *   islands/<name>/      React that hydrates, with the hooks only islands use
 *   shell/               the shell: plain TypeScript inlined in every page's <head>
 *   layouts/, pages/     composition at build
 *
 * Outside it (decision 024), each folder takes only from what runs at its time or anywhere:
 *   server/              the production server (`npm start`): of src/ only what runs anywhere (logic/,
 *                        content/, i18n/, the routes, the marks of components/); nothing of the build or tools
 *   integrations/        inside the build (Astro integrations, Vite plugins, fonts, deploy configs): src/,
 *                        server/'s rules, art/'s drawing code; never tools/ or tests/
 *   tools/               when a person or `npm test` runs them (bench, load, checkers, installers): all but tests/
 *   art/                 the artwork generator: its own files and packages only
 *   tests/               http/, pages/, journeys/, architecture/ are tiers that share only support/; nothing
 *                        outside tests/ imports them
 *
 * Tests (*.test.ts, *.test.tsx) beside the code may reach anywhere but art/ and tests/; `npm run lint`
 * runs this over the whole repository with 0 violations allowed, and
 * tests/architecture/import-rules.test.ts proves each rule fails on a file that breaks it.
 */
// Matched on the folder name, not from the path's start: in a worktree node_modules may be a link resolving elsewhere.
const REACT = "(^|/)node_modules/(react|react-dom)/";
const EMAIL_SDK = "(^|/)node_modules/@emailjs/browser/";
const notTest = "\\.test\\.tsx?$";
const above = (...tiers) => `^src/(${tiers.join("|")})/`;
const outside = (...folders) => `^(${folders.join("|")})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle ties two files into one: cut it at its real seam.",
      from: {},
      to: { circular: true },
    },
    {
      name: "data-imports-only-data",
      severity: "error",
      comment: "i18n/ and content/ are data and schemas: they import nothing from the runtime tiers.",
      from: { path: "^src/(i18n|content)/", pathNot: notTest },
      to: {
        path: [
          above("logic", "adapters", "dom", "directives", "components", "islands", "shell", "layouts", "pages"),
          REACT,
        ],
      },
    },
    {
      name: "logic-is-pure",
      severity: "error",
      comment: "logic/ runs anywhere: no React, no DOM helpers, no adapter, nothing from a tier above it.",
      from: { path: "^src/logic/", pathNot: notTest },
      to: {
        path: [
          above("adapters", "dom", "directives", "components", "islands", "shell", "layouts", "pages", "styles"),
          REACT,
        ],
      },
    },
    {
      name: "adapters-apply-logic",
      severity: "error",
      comment:
        "adapters/ apply what logic/ decides to one outside party each: they import logic/ and data only, never React or a tier above.",
      from: { path: "^src/adapters/", pathNot: notTest },
      to: {
        path: [above("dom", "directives", "components", "islands", "shell", "layouts", "pages", "styles"), REACT],
      },
    },
    {
      name: "only-adapters-import-the-email-sdk",
      severity: "error",
      comment: "The e-mail SDK is an outside party: src/adapters/email-sdk.ts is the one module that imports it.",
      from: { pathNot: ["^src/adapters/", notTest] },
      to: { path: EMAIL_SDK },
    },
    {
      name: "browser-helpers-without-react",
      severity: "error",
      comment:
        "dom/ and directives/ are plain browser code for the shell and the islands: no React, nothing above them.",
      from: { path: "^src/(dom|directives)/", pathNot: notTest },
      to: { path: [above("components", "islands", "shell", "layouts", "pages"), REACT] },
    },
    {
      name: "components-are-static",
      severity: "error",
      comment: "components/ render once at build: they import nothing from islands/, shell/, layouts/ or pages/.",
      from: { path: "^src/components/", pathNot: notTest },
      to: { path: above("islands", "shell", "layouts", "pages") },
    },
    {
      name: "islands-stay-below-composition",
      severity: "error",
      comment: "An island imports no shell script, layout or page.",
      from: { path: "^src/islands/", pathNot: notTest },
      to: { path: above("shell", "layouts", "pages") },
    },
    {
      name: "shell-stays-small",
      severity: "error",
      comment:
        "The shell imports no React and no island; of components/ only the marks (*-marks.ts) its markup carries.",
      from: { path: "^src/shell/", pathNot: notTest },
      to: { path: [above("islands", "layouts", "pages"), "^src/components/(?!.*-marks\\.ts$)", REACT] },
    },
    {
      name: "layouts-below-pages",
      severity: "error",
      comment: "A layout imports no page.",
      from: { path: "^src/layouts/", pathNot: notTest },
      to: { path: above("pages") },
    },
    {
      name: "src-stays-in-src",
      severity: "error",
      comment:
        "What the site ships imports nothing from the server, the build's integrations, the tools, the art generator or the tests.",
      from: { path: "^src/", pathNot: notTest },
      to: { path: outside("server", "integrations", "tools", "art", "tests") },
    },
    {
      name: "server-takes-what-runs-anywhere",
      severity: "error",
      comment:
        "The production server runs without the build: of src/ only logic/, content/, i18n/, the routes and the marks of components/; nothing from integrations/, tools/, art/ or tests/.",
      from: { path: "^server/", pathNot: notTest },
      to: {
        path: [
          "^src/(?!(logic|content|i18n)/|routes\\.ts$|components/.*-marks\\.ts$)",
          outside("integrations", "tools", "art", "tests"),
        ],
      },
    },
    {
      name: "integrations-stay-in-the-build",
      severity: "error",
      comment: "What runs inside the build imports no tool a person runs and no test.",
      from: { path: "^integrations/", pathNot: notTest },
      to: { path: outside("tools", "tests") },
    },
    {
      name: "only-tests-import-tests",
      severity: "error",
      comment:
        "tests/ is the top of the house: nothing in src/, server/, integrations/, tools/ or art/ imports it, but their unit tests (*.test.ts), which may share its fakes.",
      from: { path: outside("src", "server", "integrations", "tools", "art"), pathNot: notTest },
      to: { path: "^tests/" },
    },
    {
      name: "art-stands-alone",
      severity: "error",
      comment:
        "The artwork generator draws from its own files and packages only; the build takes its drawing code, never the reverse.",
      from: { path: "^art/" },
      to: { pathNot: ["^art/", "(^|/)node_modules/"], dependencyTypesNot: ["core"] },
    },
    {
      name: "test-tiers-share-only-support",
      severity: "error",
      comment:
        "A test tier (http/, pages/, journeys/, architecture/) imports no other tier's file: what two tiers use lives in tests/support/.",
      from: { path: "^tests/(http|pages|journeys|architecture)/" },
      to: { path: "^tests/", pathNot: ["^tests/$1/", "^tests/support/"] },
    },
    {
      name: "support-serves-the-tiers",
      severity: "error",
      comment: "tests/support/ is below the test tiers: it imports none of them.",
      from: { path: "^tests/support/" },
      to: { path: "^tests/(http|pages|journeys|architecture)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/styles/generated/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    moduleSystems: ["es6", "cjs"],
  },
};
