/**
 * The import rules between the folders of src/ (decision 020): a file's folder says when it runs,
 * and an import may only point at code that runs at the same time or earlier, never back up.
 *
 *   i18n/, content/      data and schemas, read at build and bundled where used
 *   logic/               pure: no React, no DOM helpers, no adapter, nothing above it; runs anywhere
 *   adapters/            one module per outside party (storage, the tag layer, the e-mail SDK): applies what
 *                        logic/ decides; imports only logic/ and data, and is the only importer of the SDK
 *   dom/, directives/    browser code without React (shared by the shell and the islands; client:interaction)
 *   components/          React rendered once at build; no handlers (eslint), nothing from islands or scripts
 *   islands/<name>/      React that hydrates, with the hooks only islands use
 *   scripts/             the shell: plain TypeScript inlined in every page's <head>
 *   layouts/, pages/     composition at build
 *
 * Tests (*.test.ts, *.test.tsx) may reach anywhere; `npm run lint` runs this with 0 violations allowed,
 * and tests/architecture/import-rules.test.ts proves each rule fails on a file that breaks it.
 */
const REACT = "^node_modules/(react|react-dom)/";
const EMAIL_SDK = "^node_modules/@emailjs/browser/";
const notTest = "\\.test\\.tsx?$";
const above = (...tiers) => `^src/(${tiers.join("|")})/`;

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
          above("logic", "adapters", "dom", "directives", "components", "islands", "scripts", "layouts", "pages"),
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
          above("adapters", "dom", "directives", "components", "islands", "scripts", "layouts", "pages", "styles"),
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
        path: [above("dom", "directives", "components", "islands", "scripts", "layouts", "pages", "styles"), REACT],
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
      to: { path: [above("components", "islands", "scripts", "layouts", "pages"), REACT] },
    },
    {
      name: "components-are-static",
      severity: "error",
      comment: "components/ render once at build: they import nothing from islands/, scripts/, layouts/ or pages/.",
      from: { path: "^src/components/", pathNot: notTest },
      to: { path: above("islands", "scripts", "layouts", "pages") },
    },
    {
      name: "islands-stay-below-composition",
      severity: "error",
      comment: "An island imports no shell script, layout or page.",
      from: { path: "^src/islands/", pathNot: notTest },
      to: { path: above("scripts", "layouts", "pages") },
    },
    {
      name: "shell-stays-small",
      severity: "error",
      comment:
        "The shell imports no React and no island; of components/ only the marks (*-marks.ts) its markup carries.",
      from: { path: "^src/scripts/", pathNot: notTest },
      to: { path: [above("islands", "layouts", "pages"), "^src/components/(?!.*-marks\\.ts$)", REACT] },
    },
    {
      name: "layouts-below-pages",
      severity: "error",
      comment: "A layout imports no page.",
      from: { path: "^src/layouts/", pathNot: notTest },
      to: { path: above("pages") },
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
