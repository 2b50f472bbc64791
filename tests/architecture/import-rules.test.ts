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

/** The folders `npm run lint` cruises: the whole repository's code. */
const FOLDERS = ["src", "server", "integrations", "tools", "art", "tests"];

/**
 * The rules that `files` (paths under a throw-away project, with their text) break, as
 * `rule: from → to`, cruised with the project's own .dependency-cruiser.cjs over the folders they are in.
 */
async function violations(files: Record<string, string>): Promise<string[]> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiers-"));
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const folders = FOLDERS.filter((folder) => Object.keys(files).some((file) => file.startsWith(`${folder}/`)));
  const { output } = await cruise(folders, {
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
  "src/shell/bar.ts":
    "import { BAR } from '../components/layout/bar-marks';\nimport { hold } from '../dom/overlay';\nimport { save } from '../adapters/storage';\nexport const startBar = () => [BAR, hold(), save()];\n",
  // A test beside the code may reach outside its folder.
  "src/logic/machine.test.ts": "import { serve } from '../../server/app';\nexport const checked = serve;\n",
  "server/app.ts":
    "import { next } from '../src/logic/machine';\nimport { BAR } from '../src/components/layout/bar-marks';\nexport const serve = () => [BAR, next(1)];\n",
  "art/core/font.ts": "export const glyphs = (text: string) => text.length;\n",
  "art/index.ts": "import { glyphs } from './core/font';\nexport const drawAll = () => glyphs('cover');\n",
  "integrations/precompress.ts": "export const precompress = (dir: string) => dir;\n",
  "integrations/astro-cards.ts":
    "import { site } from '../src/content/site';\nimport { serve } from '../server/app';\nimport { glyphs } from '../art/core/font';\nexport const cards = () => [site, serve, glyphs('x')];\n",
  "tools/load.ts": "export const load = () => 1;\n",
  "tools/bench.ts":
    "import { serve } from '../server/app';\nimport { precompress } from '../integrations/precompress';\nimport { startBar } from '../src/shell/bar';\nexport const bench = () => [serve, precompress, startBar];\n",
  "tests/support/servers.ts": "import { serve } from '../../server/app';\nexport const start = () => serve();\n",
  "tests/http/pages.spec.ts":
    "import { start } from '../support/servers';\nimport { bench } from '../../tools/bench';\nexport const run = () => [start, bench];\n",
  "tests/journeys/nginx.spec.ts": "import { start } from '../support/servers';\nexport const visit = () => start();\n",
};

describe("the import rules between the tiers (decisions 020 and 024)", () => {
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
          "import { Carousel } from '../../islands/carousel/carousel';\nimport { startBar } from '../../shell/bar';\nexport const Button = () => <button>{String(startBar)}<Carousel /></button>;\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "components-are-static: src/components/ui/button.tsx → src/islands/carousel/carousel.tsx",
        "components-are-static: src/components/ui/button.tsx → src/shell/bar.ts",
      ]),
    );
  });

  it("fails when the shell imports a component other than its marks, or data imports logic", async () => {
    expect(
      await violations({
        ...clean,
        "src/shell/bar.ts":
          "import { Button } from '../components/ui/button';\nexport const startBar = () => Button;\n",
        "src/content/site.ts":
          "import { next } from '../logic/machine';\nexport const site = { name: String(next) };\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "shell-stays-small: src/shell/bar.ts → src/components/ui/button.tsx",
        "data-imports-only-data: src/content/site.ts → src/logic/machine.ts",
      ]),
    );
  });

  it("fails on an import circle outside src/ too", async () => {
    expect(
      await violations({
        ...clean,
        "art/core/font.ts":
          "import { drawAll } from '../index';\nexport const glyphs = (text: string) => text.length + drawAll.length;\n",
      }),
    ).toEqual(["no-circular: art/core/font.ts → art/index.ts"]);
  });

  it("fails when src/ imports the server, an integration, a tool, the art or a test", async () => {
    expect(
      await violations({
        ...clean,
        "src/pages/index.ts":
          "import { serve } from '../../server/app';\nimport { precompress } from '../../integrations/precompress';\nimport { load } from '../../tools/load';\nimport { drawAll } from '../../art/index';\nimport { start } from '../../tests/support/servers';\nexport const page = [serve, precompress, load, drawAll, start];\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "src-stays-in-src: src/pages/index.ts → server/app.ts",
        "src-stays-in-src: src/pages/index.ts → integrations/precompress.ts",
        "src-stays-in-src: src/pages/index.ts → tools/load.ts",
        "src-stays-in-src: src/pages/index.ts → art/index.ts",
        "src-stays-in-src: src/pages/index.ts → tests/support/servers.ts",
      ]),
    );
  });

  it("fails when the server imports a component that is not marks, an island, an integration or a tool", async () => {
    expect(
      await violations({
        ...clean,
        "server/app.ts":
          "import { Button } from '../src/components/ui/button';\nimport { Carousel } from '../src/islands/carousel/carousel';\nimport { precompress } from '../integrations/precompress';\nimport { load } from '../tools/load';\nexport const serve = () => [Button, Carousel, precompress, load];\n",
      }),
    ).toEqual([
      "server-takes-what-runs-anywhere: server/app.ts → integrations/precompress.ts",
      "server-takes-what-runs-anywhere: server/app.ts → src/components/ui/button.tsx",
      "server-takes-what-runs-anywhere: server/app.ts → src/islands/carousel/carousel.tsx",
      "server-takes-what-runs-anywhere: server/app.ts → tools/load.ts",
    ]);
  });

  it("fails when an integration imports a tool or a test, and when a tool imports a test", async () => {
    expect(
      await violations({
        ...clean,
        "integrations/precompress.ts":
          "import { load } from '../tools/load';\nimport { start } from '../tests/support/servers';\nexport const precompress = (dir: string) => [dir, load, start];\n",
        "tools/load.ts": "import { start } from '../tests/support/servers';\nexport const load = () => start;\n",
      }),
    ).toEqual([
      "integrations-stay-in-the-build: integrations/precompress.ts → tests/support/servers.ts",
      "integrations-stay-in-the-build: integrations/precompress.ts → tools/load.ts",
      "only-tests-import-tests: integrations/precompress.ts → tests/support/servers.ts",
      "only-tests-import-tests: tools/load.ts → tests/support/servers.ts",
    ]);
  });

  it("fails when the art generator imports anything of the site", async () => {
    expect(
      await violations({
        ...clean,
        "art/index.ts":
          "import { glyphs } from './core/font';\nimport { next } from '../src/logic/machine';\nimport { precompress } from '../integrations/precompress';\nexport const drawAll = () => [glyphs('cover'), next, precompress];\n",
      }),
    ).toEqual([
      "art-stands-alone: art/index.ts → integrations/precompress.ts",
      "art-stands-alone: art/index.ts → src/logic/machine.ts",
    ]);
  });

  it("fails when a test tier imports another tier's file, or support imports a tier", async () => {
    expect(
      await violations({
        ...clean,
        "tests/http/servers.ts": "export const startNginx = () => 1;\n",
        "tests/journeys/nginx.spec.ts":
          "import { startNginx } from '../http/servers';\nexport const visit = () => startNginx();\n",
        "tests/support/servers.ts":
          "import { serve } from '../../server/app';\nimport { startNginx } from '../http/servers';\nexport const start = () => [serve(), startNginx()];\n",
      }),
    ).toEqual([
      "support-serves-the-tiers: tests/support/servers.ts → tests/http/servers.ts",
      "test-tiers-share-only-support: tests/journeys/nginx.spec.ts → tests/http/servers.ts",
    ]);
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
          "import { useState } from 'react';\nimport { hold } from '../dom/overlay';\nimport { Button } from '../components/ui/button';\nimport { startBar } from '../shell/bar';\nexport const save = () => [useState, hold, Button, startBar];\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        "adapters-apply-logic: src/adapters/storage.ts → node_modules/react/index.js",
        "adapters-apply-logic: src/adapters/storage.ts → src/dom/overlay.ts",
        "adapters-apply-logic: src/adapters/storage.ts → src/components/ui/button.tsx",
        "adapters-apply-logic: src/adapters/storage.ts → src/shell/bar.ts",
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
