import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MOBILE_BREAKPOINT_PX } from "../app/lib/constants.ts";

/**
 * Content first, then JavaScript (issue 8, speed: FCP and LCP on a phone).
 *
 * React Router's `<Scripts />` ends every prerendered page with `<link rel="modulepreload">`
 * tags for the ~12 chunks a page hydrates with and an inline module that imports them at once.
 * On a slow connection those ~125 kB compete with the HTML, the fonts and the first images for
 * bandwidth before anything is painted, although the prerendered page needs none of them to be
 * read. This build step rewrites that bootstrap so the same chunks are requested, in parallel,
 * right after the browser reports the page's first contentful paint: the visitor sees the page
 * as soon as its HTML, inline CSS and first images arrive, and it hydrates a moment later
 * (until then every link works, as it does without JavaScript).
 */

/** What {@link deferHydration} found in a page's bootstrap. */
export type Bootstrap = {
  /** The chunks React Router modulepreloads, in document order (URLs such as "/assets/shell-abc.js"). */
  preloads: string[];
  /** The modules imported for their side effects before the route modules (React Router's manifest). */
  sideEffectImports: string[];
  /** Each route module: the local name the bootstrap binds it to and its URL. */
  routeImports: { name: string; url: string }[];
  /**
   * The statements between the imports and the entry, verbatim and in order: merges of split route
   * modules (`const route2 = {...route2_clientLoader,...route2_main};`) and the assignment of
   * window.__reactRouterRouteModules (they use the local names above).
   */
  statements: string[];
  /** The client entry imported last. */
  entry: string;
  /**
   * Chunks requested with the others only from {@link WIDE_SCREEN} up (the contact popup's, whose
   * calls to action open it there; on a phone they go to /contact-us): none if empty.
   */
  wideScreenChunks?: string[];
};

/** The media query of the screens on which a call to action opens the contact popup (spec §4: from 1024 px). */
export const WIDE_SCREEN = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{.*\};$/;
const SPLIT_ROUTE_MERGE = /^const \w+ = \{(\.\.\.\w+,?)+\};$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * Reads React Router's inline bootstrap module line by line.
 *
 * @param body the text of `<script type="module" async>` as React Router 8 emits it
 * @returns its imports, route-module table and entry
 * @throws Error naming the line when the bootstrap has a shape this step does not know, so a
 *   React Router upgrade that changes it fails the build instead of shipping a page that never hydrates
 */
export function parseBootstrap(body: string): Omit<Bootstrap, "preloads"> {
  const result: Omit<Bootstrap, "preloads"> = { sideEffectImports: [], routeImports: [], statements: [], entry: "" };
  for (const line of body
    .split("\n")
    .map((text) => text.trim())
    .filter(Boolean)) {
    let match: RegExpMatchArray | null;
    if ((match = line.match(SIDE_EFFECT_IMPORT))) result.sideEffectImports.push(match[1] as string);
    else if ((match = line.match(NAMESPACE_IMPORT)))
      result.routeImports.push({ name: match[1] as string, url: match[2] as string });
    else if (ROUTE_MODULES.test(line) || SPLIT_ROUTE_MERGE.test(line)) result.statements.push(line);
    else if ((match = line.match(ENTRY_IMPORT))) result.entry = match[1] as string;
    else throw new Error(`defer-hydration: unknown line in React Router's bootstrap: ${line}`);
  }
  if (!result.entry || !result.statements.some((line) => ROUTE_MODULES.test(line)))
    throw new Error("defer-hydration: the bootstrap has no route modules or entry import");
  return result;
}

/**
 * The replacement bootstrap: waits for the first contentful paint (or, in a tab that is not
 * visible or a browser without paint timing, for the load event), then adds the modulepreload
 * links, evaluates the manifest, the route modules and the entry in React Router's order.
 * From {@link WIDE_SCREEN} up it also preloads `wideScreenChunks` (those the page lacks), in the
 * same batch, so that a press made before hydration waits for no further request.
 *
 * @param bootstrap the parsed original
 * @returns the body of a `<script type="module">` (no HTML escaping needed: the URLs are the
 *   build's own asset paths)
 */
export function deferredBootstrap(bootstrap: Bootstrap): string {
  const json = JSON.stringify;
  const names = bootstrap.routeImports.map((route) => route.name);
  const importAll = (urls: string[]) => `Promise.all([${urls.map((url) => `import(${json(url)})`).join(",")}])`;
  const wide = (bootstrap.wideScreenChunks ?? []).filter((url) => !bootstrap.preloads.includes(url));
  return [
    `const chunks=${json(bootstrap.preloads)};let started=false;`,
    wide.length ? `if(matchMedia(${json(WIDE_SCREEN)}).matches)chunks.push(...${json(wide)});` : "",
    `const hydrate=()=>{if(started)return;started=true;`,
    `for(const href of chunks){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `${importAll(bootstrap.sideEffectImports)}.then(()=>${importAll(bootstrap.routeImports.map((route) => route.url))})`,
    `.then(([${names.join(",")}])=>{${bootstrap.statements.join("")}return import(${json(bootstrap.entry)})})};`,
    // After the frame that showed content: one more frame, so the paint is on screen before any request.
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(hydrate));`,
    `if(document.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){`,
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPaint()}}).observe({type:"paint",buffered:true});`,
    // A page hidden before its first paint (opened in a background tab) hydrates once loaded.
    `document.addEventListener("visibilitychange",()=>{if(document.visibilityState==="hidden")hydrate()},{once:true})`,
    `}else if(document.readyState==="complete")hydrate();else addEventListener("load",hydrate);`,
  ].join("");
}

/**
 * Rewrites one prerendered page: removes React Router's modulepreload links and replaces its
 * bootstrap with {@link deferredBootstrap}. A page without a bootstrap (the bare 404) is returned
 * unchanged.
 *
 * @param html a prerendered HTML document
 * @param wideScreenChunks chunk URLs to preload as well from {@link WIDE_SCREEN} up (default none)
 * @returns the rewritten document
 * @throws Error when a page has more than one bootstrap or one of unknown shape
 */
export function deferHydration(html: string, wideScreenChunks: string[] = []): string {
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) return html;
  if (bootstraps.length > 1) throw new Error("defer-hydration: more than one bootstrap module in a page");
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] as string);
  const bootstrap: Bootstrap = { preloads, ...parseBootstrap(bootstraps[0]?.[1] ?? ""), wideScreenChunks };
  return html
    .replace(MODULEPRELOAD, "")
    .replace(BOOTSTRAP, () => `<script type="module">${deferredBootstrap(bootstrap)}</script>`);
}

/** React Router's SPA fallback page, which server/app.ts and the deploy configs serve for unknown ids. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/**
 * The chunks a page hydrates with, as the deferred bootstrap lists them (for the byte budgets,
 * scripts/check-budgets.ts).
 *
 * @param html a page rewritten by {@link deferHydration}
 * @returns the chunk URLs, or [] for a page without a deferred bootstrap
 */
export function hydrationChunks(html: string): string[] {
  const list = html.match(/<script type="module">const chunks=(\[[^\]]*\]);/)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * The contact popup's chunk and the chunks it imports (the contact form's), as URLs: the code a call
 * to action needs from {@link WIDE_SCREEN} up (contact-popup-context.tsx loads it lazily).
 *
 * @param assetsDir the build's `client/assets` folder
 * @returns e.g. ["/assets/contact-popup-abc.js", "/assets/contact-form-def.js"]
 * @throws Error when the build has no single popup chunk, so a renamed module fails the build
 *   instead of leaving desktop presses waiting for an extra request
 */
export function contactPopupChunks(assetsDir: string): string[] {
  const popups = readdirSync(assetsDir).filter((name) => /^contact-popup-[\w-]+\.js$/.test(name));
  if (popups.length !== 1) throw new Error(`defer-hydration: expected one contact-popup chunk, found ${popups.length}`);
  const popup = popups[0] as string;
  const code = readFileSync(join(assetsDir, popup), "utf8");
  const imports = [...code.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
  return [`/assets/${popup}`, ...new Set(imports)];
}

/** Every .html file under a folder, recursively. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

if (import.meta.main) {
  const clientDir = new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname;
  let count = 0;
  const wideScreenChunks = contactPopupChunks(join(clientDir, "assets"));
  // The SPA fallback has no content to paint (its client redirects or shows the 404): it hydrates at once.
  for (const file of htmlFiles(clientDir).filter((path) => path !== join(clientDir, SPA_FALLBACK_FILE))) {
    const html = readFileSync(file, "utf8");
    const deferred = deferHydration(html, wideScreenChunks);
    if (deferred !== html) count++;
    writeFileSync(file, deferred);
  }
  console.log(`defer-hydration: ${count} pages hydrate after their first contentful paint`);
}
