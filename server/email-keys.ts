import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/**
 * Whether EmailJS keys are configured for the build, read the way Vite reads
 * them: `VITE_EMAILJS_PUBLIC_KEY` from the environment, else from `.env`,
 * `.env.local`, `.env.production`, `.env.production.local` in `rootDir` (later
 * files win). The server then leaves the local endpoint off (spec §7).
 *
 * @param rootDir - the project root (where the .env files live)
 * @param env - the process environment
 * @returns true when the public key is set to more than whitespace
 * @throws Error when a .env file exists but cannot be read
 */
export function emailKeysConfigured(rootDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const fromFiles: Record<string, string | undefined> = {};
  for (const file of [".env", ".env.local", ".env.production", ".env.production.local"]) {
    const path = join(rootDir, file);
    if (existsSync(path)) Object.assign(fromFiles, parseEnv(readFileSync(path, "utf8")));
  }
  return Boolean((env.VITE_EMAILJS_PUBLIC_KEY ?? fromFiles.VITE_EMAILJS_PUBLIC_KEY)?.trim());
}
