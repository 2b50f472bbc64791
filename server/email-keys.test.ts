import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailKeysConfigured } from "./email-keys.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "email-keys-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("emailKeysConfigured", () => {
  it("is false without a public key, true with one from the environment or a .env file", () => {
    expect(emailKeysConfigured(dir, {})).toBe(false);
    expect(emailKeysConfigured(dir, { VITE_EMAILJS_PUBLIC_KEY: "  " })).toBe(false);
    expect(emailKeysConfigured(dir, { VITE_EMAILJS_PUBLIC_KEY: "pk" })).toBe(true);
    writeFileSync(join(dir, ".env"), "VITE_EMAILJS_PUBLIC_KEY=pk\n");
    expect(emailKeysConfigured(dir, {})).toBe(true);
    writeFileSync(join(dir, ".env.production.local"), "VITE_EMAILJS_PUBLIC_KEY=\n");
    expect(emailKeysConfigured(dir, {})).toBe(false);
  });
});
