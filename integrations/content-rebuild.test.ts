/**
 * Issue 15 item 5, end to end in one build: a copy of the content folder with a sixteenth book, an
 * edited price and an edited article, built with `npm run build`'s script (CONTENT_DIR points the build
 * at the copy, BUILD_DIR at a folder of its own), shows all three on the prerendered pages, in the
 * published markdown and in the sitemap. One build (~40 s) instead of one per change keeps `npm test` short.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const project = join(import.meta.dirname, "..");
const buildDir = `build-content-rebuild-test-${process.pid}`;
const client = join(project, buildDir, "client");
let contentDir: string;

beforeAll(() => {
  contentDir = mkdtempSync(join(tmpdir(), "content-rebuild-"));
  cpSync(join(project, "src/content/data"), contentDir, { recursive: true });
  const book = JSON.parse(readFileSync(join(contentDir, "books/3.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(
    join(contentDir, "books/16.json"),
    JSON.stringify({ ...book, id: 16, bookName: "The Sixteenth Book", booksYouMayLike: [3, 1, 2] }, null, 2),
  );
  const packages = readFileSync(join(contentDir, "packages.json"), "utf8");
  writeFileSync(join(contentDir, "packages.json"), packages.replace('"$3,490"', '"$3,590"'));
  const article = readFileSync(join(contentDir, "resources/1.md"), "utf8");
  writeFileSync(
    join(contentDir, "resources/1.md"),
    article.replace("## Start with the story", "## Start with the tale"),
  );

  const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir };
  // The build's stylesheet imports the cut brand fonts; `npm test` has made them already (typecheck).
  if (!existsSync(join(project, "src/styles/generated/brand-fonts.ts")))
    execFileSync(process.execPath, ["integrations/brand-fonts.ts"], { cwd: project, env, stdio: "pipe" });
  execFileSync(process.execPath, ["integrations/build-site.ts"], { cwd: project, env, stdio: "pipe" });
}, 240_000);

afterAll(() => {
  rmSync(join(project, buildDir), { recursive: true, force: true });
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

describe("a rebuild after editing the content files", () => {
  const page = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");

  it("prerenders the sixteenth book at /books/16 and lists it in /books and the sitemap", () => {
    expect(page("books/16")).toContain("<h1>The Sixteenth Book</h1>");
    expect(page("books")).toContain('href="/books/16"');
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain("/books/16</loc>");
  });

  it("shows the edited price on /pricing", () => {
    expect(page("pricing")).toContain(">$3,590</p>");
    expect(page("pricing")).not.toContain(">$3,490</p>");
  });

  it("publishes and prerenders the edited article", () => {
    expect(readFileSync(join(client, "assets/resources/1.md"), "utf8")).toContain("## Start with the tale");
    expect(page("resources/1")).toContain("Start with the tale");
  });
});
