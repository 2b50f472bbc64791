import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { expect, type Page, test } from "@playwright/test";
import { BookFileSchema } from "../../src/content/schemas";
import { readAdminConfig } from "../../integrations/admin-config";
import { ADMIN_PATH } from "../../src/routes.ts";

/**
 * The content editor at /admin (decision 007), in the production build served like `npm start`: Decap
 * CMS in local mode against decap-server, whose working folder is a temporary copy of the content,
 * so the test never changes the real files. The editor's config is served as built, with only the
 * local backend's address pointed at this test's decap-server.
 */

const config = readAdminConfig();
// Decap CMS is a 5 MB script: its first start takes a few seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });
const BOOK_FILE = "src/content/data/books/1.json";
/** Set ADMIN_SCREENSHOTS=1 to write the README's two pictures of the editor (docs/images/). */
const screenshots = Boolean(process.env.ADMIN_SCREENSHOTS);

let repo = "";
let backend: ChildProcess | undefined;
let backendUrl = "";

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "admin-e2e-"));
  cpSync("src/content/data", join(repo, "src/content/data"), { recursive: true });
  mkdirSync(join(repo, config.media_folder), { recursive: true });
  const port = await getPort({ host: "127.0.0.1" });
  backendUrl = `http://127.0.0.1:${port}/api/v1`;
  const entry = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
  // cwd is the copy too: decap-server reads a .env of its working folder, and the project's is not its business.
  backend = spawn(process.execPath, [entry], {
    cwd: repo,
    env: { PATH: process.env.PATH, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(
      async () =>
        fetch(backendUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        })
          .then((response) => response.ok)
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  backend?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

/** Serves the editor's config as built, with the local backend's address pointed at this test's decap-server. */
async function pointConfigAtBackend(page: Page): Promise<void> {
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replace(/(local_backend:\s*\n\s*url:\s*)\S+/, `$1${backendUrl}`);
    await route.fulfill({ response, body: text });
  });
}

/** Opens the editor with its local backend at this test's decap-server; returns the problems seen. */
async function openEditor(page: Page, hash = ""): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    const allowed = [
      new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin,
      new URL(backendUrl).origin,
    ];
    if (url.protocol.startsWith("http") && !url.pathname.startsWith(ADMIN_PATH) && !allowed.includes(url.origin))
      problems.push(`request to another host: ${url.href}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await pointConfigAtBackend(page);
  await page.goto(`/admin${hash}`);
  // Local mode needs no account: the sign-in button just enters.
  await page.getByRole("button", { name: "Login" }).click();
  return problems;
}

test("the sign-in page's Login button stays where it is while the logo loads", async ({ page }) => {
  // The logo is held back until the button has been measured, as on a slow link.
  let releaseLogo = () => {};
  const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
  await page.route("**/assets/images/logo.svg", async (route) => {
    await logoHeld;
    await route.continue();
  });
  await pointConfigAtBackend(page);
  await page.goto(ADMIN_PATH);
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible({ timeout: 20_000 });
  const before = await login.boundingBox();
  releaseLogo();
  const logo = page.getByRole("img", { name: "Logo" });
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(await login.boundingBox()).toEqual(before);
});

test("the editor lists every collection and opens book 1 with its fields filled from its file", async ({ page }) => {
  const problems = await openEditor(page);
  const response = await page.request.get(ADMIN_PATH);
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

  for (const collection of config.collections)
    await expect(page.getByRole("link", { name: collection.label, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Pip and the Moon Kite")).toBeVisible();
  if (screenshots) await page.screenshot({ path: "docs/images/admin-collections.png" });

  const book = JSON.parse(readFileSync(join(repo, BOOK_FILE), "utf8")) as Record<string, unknown>;
  await page.getByText("Pip and the Moon Kite").click();
  const control = (label: string) => page.getByLabel(label, { exact: true });
  await expect(control("Title")).toHaveValue(String(book.bookName), { timeout: 15_000 });
  await expect(control("Author")).toHaveValue(String(book.author));
  await expect(control("Reading age")).toHaveValue(String(book.readingAge));
  await expect(control("Number of pages")).toHaveValue(String(book.printLength));
  await expect(control("Number")).toHaveValue("1");
  // The selects show the labels of the file's values.
  for (const format of ["Hardcover", "Paperback", "Kindle e-book"])
    await expect(page.getByText(format, { exact: true })).toBeVisible();
  await expect(page.getByText("English", { exact: true })).toBeVisible();
  if (screenshots) await page.screenshot({ path: "docs/images/admin-book.png" });

  // An article opens in the Markdown editor with its text.
  await page.goto("about:blank");
  await page.goto("/admin#/collections/resources/entries/1");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/12 ideas that work/, { timeout: 15_000 });
  await expect(page.getByText("A hook you can say in one sentence")).toBeVisible();
  expect(problems).toEqual([]);
});

test("an edit saved in the editor is written to the book's file", async ({ page }) => {
  const problems = await openEditor(page, "#/collections/books/entries/1");
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("Pip and the Moon Kite", { timeout: 20_000 });
  // The form has loaded when its last field has: the related books, named once the editor has read
  // the collection a second time for them. Decap makes the entry's draft anew from the file whenever
  // the entry it holds changes, so words typed before that load ends can be thrown away.
  for (const related of ["The Night Train to Dreamland", "Luna Counts the Fireflies", "A Lighthouse for Little Gull"])
    await expect(page.getByText(related, { exact: true })).toBeVisible();
  // Typed, as a person would: the editor reads key input, not a value set by a script (Firefox's fill).
  await title.press("End");
  await title.pressSequentially(", edited in the admin");
  await expect(title).toHaveValue("Pip and the Moon Kite, edited in the admin");
  await expect(page.getByText("Unsaved Changes")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  const file = join(repo, BOOK_FILE);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 10_000 }).toContain("edited in the admin");
  const saved = BookFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  expect(saved.error?.issues ?? []).toEqual([]);
  expect(saved.data).toMatchObject({
    id: 1,
    bookName: "Pip and the Moon Kite, edited in the admin",
    booksYouMayLike: [13, 4, 7],
  });
  expect(problems).toEqual([]);
});
