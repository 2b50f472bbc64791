import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import type { Request } from "@playwright/test";
import { expect, keepPostedBodies, postedJson, test } from "../support/fixtures";

/**
 * A build with EmailJS keys and a GA4 measurement id (spec §7), under the policy such a build gets
 * (decision 029): what goes to the provider is exactly spec §7's payload, `template_params` holding
 * `from_name`, `reply_to` and `message` and nothing else, a 12,000-character message whole; and
 * once a visitor allows analytics, Google's tag loads through the site's Trusted Types policy and
 * may make its own. The provider and Google's tag are intercepted with page.route.
 *
 * The keyed build is made once into `build-keyed/` (git-ignored) by `npm run build`'s own script
 * with test keys, and made again whenever `build/` is newer (npm test builds that first), so it
 * follows the sources; the workers of both engines share it through a lock folder. Its server is
 * `npm start`'s, with the keys in its environment, so it runs no local endpoint, as in production.
 */
const KEYS = {
  VITE_EMAILJS_PUBLIC_KEY: "test-public-key",
  VITE_EMAILJS_SERVICE_ID: "test-service",
  VITE_EMAILJS_TEMPLATE_ID: "test-template",
  VITE_GA_MEASUREMENT_ID: "G-TEST",
};
const GOOGLE_TAG = "https://www.googletagmanager.com/gtag/js?id=G-TEST";
const PROVIDER_SEND = "https://api.emailjs.com/api/v1.0/email/send";
const KEYED_DIR = resolve("build-keyed");
const STAMP = join(KEYED_DIR, "built-from.txt");
const LOCK = resolve("build-keyed.lock");
const THANK_YOU = "Thank you! We'll review your message and get in touch shortly.";

/** When the site's own build was last made: the keyed build must not be older. */
const mainBuildTime = () => String(statSync(resolve("build/client/index.html")).mtimeMs);

/**
 * Makes the keyed build unless an up-to-date one exists, one worker at a time: the first takes the
 * lock (a folder, created atomically) and builds; the others wait for it. A lock older than 10
 * minutes is a crashed run's and is taken over.
 * @throws Error with the build's output when it fails
 */
async function ensureKeyedBuild(): Promise<void> {
  const fresh = () => existsSync(STAMP) && readFileSync(STAMP, "utf8") === mainBuildTime();
  for (;;) {
    if (fresh()) return;
    try {
      mkdirSync(LOCK);
    } catch {
      if (Date.now() - statSync(LOCK).mtimeMs > 600_000) rmSync(LOCK, { recursive: true, force: true });
      // Another worker is building: wait for it (polled; there is no event to await across processes).
      await new Promise((done) => setTimeout(done, 1000));
      continue;
    }
    try {
      if (fresh()) return;
      const built = mainBuildTime();
      const run = spawnSync(process.execPath, ["integrations/build-site.ts"], {
        // ASTRO_OUT_DIR empty: build-site.ts sets it to BUILD_DIR's client folder.
        env: { ...process.env, ...KEYS, BUILD_DIR: "build-keyed", ASTRO_OUT_DIR: "" },
        encoding: "utf8",
      });
      if (run.status !== 0) throw new Error(`the keyed build failed:\n${run.stdout}\n${run.stderr}`);
      writeFileSync(STAMP, built);
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

let server: ChildProcess | undefined;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await ensureKeyedBuild();
  const port = await freePort();
  server = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, ...KEYS, BUILD_DIR: "build-keyed", HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((ready, fail) => {
    server?.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Contact messages go to EmailJS")) ready();
    });
    server?.once("exit", (code) => fail(new Error(`the keyed build's server exited with ${code}`)));
  });
});

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid);
});

// The page comes from the keyed build's own server and sends to the provider (intercepted): both are
// other origins than the suite's server, which the fixture would otherwise report.
test.use({
  expectedProblems:
    /^third-party request: (http:\/\/127\.0\.0\.1:\d+\/|https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\/send$)/,
});

test("a 12,000-character message goes to the provider whole, with exactly the three template params", async ({
  page,
}) => {
  const sent: Request[] = [];
  await page.route(PROVIDER_SEND, async (route) => {
    sent.push(route.request());
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      body: "OK",
      headers: { "Access-Control-Allow-Origin": "*" },
    });
  });
  await keepPostedBodies(page);
  await page.goto(`${origin}/contact-us`);
  const main = page.getByRole("main");
  const message = `Dear studio,\nשלום 🐝 ${"a series of six books about a hedgehog's village, ".repeat(240)}`.slice(
    0,
    12_000,
  );
  expect(message).toHaveLength(12_000);
  await main.getByRole("textbox", { name: "Your name" }).fill(" Sára Okonkwo ");
  await main.getByRole("textbox", { name: "Your e-mail" }).fill("sara@example.com");
  await main.getByRole("textbox", { name: "Tell us about your book" }).fill(message);
  await main.getByRole("button", { name: "Send message" }).click();
  await expect(main.getByRole("heading", { name: THANK_YOU })).toBeVisible();

  expect(sent).toHaveLength(1);
  const body = await postedJson(page, sent[0]);
  expect(body).toEqual({
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    user_id: "test-public-key",
    service_id: "test-service",
    template_id: "test-template",
    template_params: { from_name: "Sára Okonkwo", reply_to: "sara@example.com", message: message.trim() },
  });
  expect(Object.keys(body.template_params as object)).toEqual(["from_name", "reply_to", "message"]);
});

test("with the honeypot filled, nothing reaches the provider and the bot is thanked", async ({ page }) => {
  const sent: Request[] = [];
  await page.route(PROVIDER_SEND, async (route) => {
    sent.push(route.request());
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      body: "OK",
      headers: { "Access-Control-Allow-Origin": "*" },
    });
  });
  await page.goto(`${origin}/contact-us`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Your name" }).fill("Bot");
  await main.getByRole("textbox", { name: "Your e-mail" }).fill("bot@example.com");
  await main.getByRole("textbox", { name: "Tell us about your book" }).fill("Buy now");
  await main.locator('input[name="website"]').fill("https://spam.example");
  await main.getByRole("button", { name: "Send message" }).click();
  await expect(main.getByRole("heading", { name: THANK_YOU })).toBeFocused();
  // A person's message is thanked only once the provider has answered it, so a send would be counted by now.
  expect(sent).toHaveLength(0);
});

test.describe("analytics allowed on a first visit", () => {
  test.use({
    freshVisitor: true,
    expectedProblems:
      /^third-party request: (http:\/\/127\.0\.0\.1:\d+\/|https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST$)/,
  });

  test("Allow all loads Google's tag under the page's Trusted Types, which lets the tag make its own policy", async ({
    page,
  }) => {
    // A stand-in for gtag.js that does what Google's makes its first move: create its `goog#html` policy.
    await page.route(GOOGLE_TAG, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'window.googleTagPolicy = trustedTypes.createPolicy("goog#html", { createScriptURL: (url) => url }).name;',
      }),
    );
    const answer = await page.goto(`${origin}/about`);
    const csp = (await answer?.headerValue("content-security-policy")) ?? "";
    expect(csp).toMatch(/; require-trusted-types-for 'script'; trusted-types google-tag goog#html$/);
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toMatch(/unsafe-/);
    await page.getByRole("button", { name: "Allow all" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { googleTagPolicy?: string }).googleTagPolicy))
      .toBe("goog#html");
    expect(await page.locator("script[data-gtag]").getAttribute("src")).toBe(GOOGLE_TAG);
  });
});
