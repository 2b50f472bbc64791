import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CARDS_PATH, socialCardCache } from "./social-cards.ts";

/** The module through which a page's layout asks for its card (src/layouts/site-layout.astro). */
export const SOCIAL_CARDS_MODULE = "virtual:social-cards";
const RESOLVED = `\0${SOCIAL_CARDS_MODULE}`;

/** Every HTML file under a folder, recursively. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The social cards in the build (integrations/social-cards.ts draws them):
 * - `virtual:social-cards` exports `socialCard(input)`, which a page's layout awaits while Astro
 *   renders it: it names the card by a hash of what it is drawn from and draws it into the cache
 *   (`node_modules/.cache/social-cards/`) when that lacks it;
 * - after the build, every card a built page names in its `og:image` is copied from the cache to
 *   `/assets/cards/` of the build, and no other;
 * - `npm run dev` serves `/assets/cards/…` from the cache.
 * @returns the integration
 * @throws Error at build when a page names a card the cache does not hold (a drawing failed)
 */
export function socialCards(): AstroIntegration {
  let root = process.cwd();
  return {
    name: "social-cards",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        const renderer = fileURLToPath(new URL("./social-cards.ts", import.meta.url));
        updateConfig({
          vite: {
            plugins: [
              {
                name: "social-cards",
                resolveId: (id) => (id === SOCIAL_CARDS_MODULE ? RESOLVED : undefined),
                load: (id) =>
                  id === RESOLVED
                    ? `import { socialCard as draw } from ${JSON.stringify(renderer)};\n` +
                      `export const socialCard = (input) => draw(input, ${JSON.stringify(root)});\n`
                    : undefined,
              },
            ],
          },
        });
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const path = req.url?.split("?")[0] ?? "";
          if (!path.startsWith(`${CARDS_PATH}/`)) return next();
          const file = join(socialCardCache(root), path.slice(CARDS_PATH.length + 1).replace(/[^\w.-]/g, ""));
          if (!existsSync(file)) return next();
          res.setHeader("Content-Type", "image/png");
          createReadStream(file).pipe(res);
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const names = new Set<string>();
        const pattern = new RegExp(`<meta property="og:image" content="[^"]*${CARDS_PATH}/([\\w.-]+\\.png)"`, "g");
        for (const file of htmlFiles(out)) {
          for (const [, name] of readFileSync(file, "utf8").matchAll(pattern)) if (name) names.add(name);
        }
        mkdirSync(join(out, CARDS_PATH), { recursive: true });
        for (const name of names) {
          const cached = join(socialCardCache(root), name);
          if (!existsSync(cached)) throw new Error(`social-cards: a page names ${name}, which was never drawn`);
          copyFileSync(cached, join(out, CARDS_PATH, name));
        }
        logger.info(`${names.size} social cards in ${CARDS_PATH}/`);
      },
    },
  };
}
