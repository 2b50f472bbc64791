// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as IConfiguration;

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * The rules that `files` (paths under a throw-away project, with their text) break, as
 * `rule: from → to`, cruised with the project's own .dependency-cruiser.cjs.
 */
async function violations(files: Record<string, string>): Promise<string[]> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiers-"));
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const { output } = await cruise(["src"], {
    ...config.options,
    tsConfig: undefined,
    baseDir: dir,
    validate: true,
    // node_modules is a link to the project's: keep its path, so React is seen under node_modules/.
    preserveSymlinks: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

const clean = {
  "src/i18n/en.ts": "export const en = { close: 'Close' };\n",
  "src/content/site.ts": "import { en } from '../i18n/en';\nexport const site = { name: en.close };\n",
  "src/logic/machine.ts":
    "import { site } from '../content/site';\nexport const next = (n: number) => n + site.name.length;\n",
  "src/dom/overlay.ts": "import { next } from '../logic/machine';\nexport const hold = () => next(1);\n",
  "src/adapters/storage.ts":
    "import { next } from '../logic/machine';\nimport { en } from '../i18n/en';\nexport const save = () => localStorage.setItem(en.close, String(next(1)));\n",
  "src/adapters/email-sdk.ts": "export const load = () => import('@emailjs/browser');\n",
  "src/components/ui/button.tsx":
    "import { next } from '../../logic/machine';\nexport const Button = () => <button>{next(1)}</button>;\n",
  "src/components/layout/bar-marks.ts": "export const BAR = 'data-bar';\n",
  "src/islands/carousel/carousel.tsx":
    "import { useState } from 'react';\nimport { Button } from '../../components/ui/button';\nimport { hold } from '../../dom/overlay';\nexport const Carousel = () => { const [n] = useState(hold()); return <Button key={n} />; };\n",
  "src/scripts/bar.ts":
    "import { BAR } from '../components/layout/bar-marks';\nimport { hold } from '../dom/overlay';\nimport { save } from '../adapters/storage';\nexport const startBar = () => [BAR, hold(), save()];\n",
};

describe("the import rules between the tiers (decision 020)", () => {
  it("finds nothing in src/ as it is", async () => {
    const { output } = await cruise(["src"], {
      ...config.options,
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    expect((output as ICruiseResult).summary.violations).toEqual([]);
  });

  it("accepts a tree whose every arrow points down", async () => {
    expect(await violations(clean)).toEqual([]);
  });

  it("fails on an import circle", async () => {
    expect(
      await violations({
        ...clean,
        "src/logic/a.ts": "import { b } from './b';\nexport const a = () => b;\n",
        "src/logic/b.ts": "import { a } from './a';\nexport const b = () => a;\n",
      }),
    ).toEqual(["no-circular: src/logic/a.ts → src/logic/b.ts"]);
  });

  it("fails when logic/ imports React, the DOM helpers or a component", async () => {
    expect(
      await violations({
        ...clean,
        "src/logic/machine.ts":
          "import { useState } from 'react';\nimport { hold } from '../dom/overlay';\nimport { Button } from '../components/ui/button';\nexport const next = () => [useState, hold, Button];\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "logic-is-pure: src/logic/machine.ts → node_modules/react/index.js",
        "logic-is-pure: src/logic/machine.ts → src/dom/overlay.ts",
        "logic-is-pure: src/logic/machine.ts → src/components/ui/button.tsx",
      ]),
    );
  });

  it("fails when a component imports an island or a shell script", async () => {
    expect(
      await violations({
        ...clean,
        "src/components/ui/button.tsx":
          "import { Carousel } from '../../islands/carousel/carousel';\nimport { startBar } from '../../scripts/bar';\nexport const Button = () => <button>{String(startBar)}<Carousel /></button>;\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "components-are-static: src/components/ui/button.tsx → src/islands/carousel/carousel.tsx",
        "components-are-static: src/components/ui/button.tsx → src/scripts/bar.ts",
      ]),
    );
  });

  it("fails when the shell imports a component other than its marks, or data imports logic", async () => {
    expect(
      await violations({
        ...clean,
        "src/scripts/bar.ts":
          "import { Button } from '../components/ui/button';\nexport const startBar = () => Button;\n",
        "src/content/site.ts":
          "import { next } from '../logic/machine';\nexport const site = { name: String(next) };\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "shell-stays-small: src/scripts/bar.ts → src/components/ui/button.tsx",
        "data-imports-only-data: src/content/site.ts → src/logic/machine.ts",
      ]),
    );
  });

  it("fails when logic/ or data imports an adapter", async () => {
    expect(
      await violations({
        ...clean,
        "src/logic/choice.ts": "import { save } from '../adapters/storage';\nexport const choose = () => save();\n",
        "src/content/site.ts":
          "import { load } from '../adapters/email-sdk';\nexport const site = { name: String(load) };\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "logic-is-pure: src/logic/choice.ts → src/adapters/storage.ts",
        "data-imports-only-data: src/content/site.ts → src/adapters/email-sdk.ts",
      ]),
    );
  });

  it("fails when an adapter imports React, the DOM helpers, a component or the shell", async () => {
    expect(
      await violations({
        ...clean,
        "src/adapters/storage.ts":
          "import { useState } from 'react';\nimport { hold } from '../dom/overlay';\nimport { Button } from '../components/ui/button';\nimport { startBar } from '../scripts/bar';\nexport const save = () => [useState, hold, Button, startBar];\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "adapters-apply-logic: src/adapters/storage.ts → node_modules/react/index.js",
        "adapters-apply-logic: src/adapters/storage.ts → src/dom/overlay.ts",
        "adapters-apply-logic: src/adapters/storage.ts → src/components/ui/button.tsx",
        "adapters-apply-logic: src/adapters/storage.ts → src/scripts/bar.ts",
      ]),
    );
  });

  it("fails when anything but an adapter imports the e-mail SDK, even lazily", async () => {
    const found = await violations({
      ...clean,
      "src/logic/send.ts": "export const load = () => import('@emailjs/browser');\n",
      "src/islands/carousel/send.ts": "import { send } from '@emailjs/browser';\nexport const go = send;\n",
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^only-adapters-import-the-email-sdk: src\/logic\/send\.ts → node_modules\/@emailjs\/browser\//,
        ),
        expect.stringMatching(
          /^only-adapters-import-the-email-sdk: src\/islands\/carousel\/send\.ts → node_modules\/@emailjs\/browser\//,
        ),
      ]),
    );
    expect(found.filter((line) => line.includes("src/adapters/"))).toEqual([]);
  });
});
