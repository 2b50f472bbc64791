import { ADMIN_ROBOTS_TAG, isAdminPath, type PolicyOptions } from "../../server/security-policy.ts";
import { BAD_ID_STATUS, CONTENT_TYPES, HASHED_ASSET, IMMUTABLE, REVALIDATE } from "../../server/serving-rules.ts";
import { ADMIN_PATH, CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH, ROUTES } from "../../src/routes.ts";
import { checkHeaderRules, type HeaderRule, ruleMatches } from "./host-matching.ts";
import { type BuildSite, documentHeaders, everywhereHeaders, siteDocuments } from "./shared-rules.ts";

/**
 * The configs of the static hosts, Netlify and Cloudflare Pages, which share one syntax: the
 * `_headers` file (caching, content types, the security headers, each document's own CSP) and the
 * `_redirects` file (pages at their own paths, bad ids, the contact form's post). Both hosts answer
 * unknown paths with client/404.html, status 404. Where the two hosts read a rule differently
 * ({@link ruleMatches}, host-matching.ts), the rules are written so that both read them alike.
 */

/** Cloudflare Pages reads at most this many `_headers` rules, and lines of at most 2,000 characters. */
export const CLOUDFLARE_LIMITS = { headerRules: 100, lineLength: 2000 } as const;

/** The folder of content-hashed build output: Astro's. */
const HASHED_FOLDER = "/_astro";

/**
 * The `_headers` rules (Netlify and Cloudflare Pages syntax), built so that no
 * two rules matching one path set the same header (both hosts would join the
 * values, and two CSPs both apply):
 * - `/*`: the security headers, without the CSP and the opener policy (per document);
 * - hashed assets: immutable caching — one `/_astro/:file` rule when every file
 *   directly in /_astro is hashed, otherwise each hashed file on its own;
 * - `.md`: its content type;
 * - each page and the 404 page (404.html): its own CSP, opener policy and no-cache
 *   (the content editor at /admin: its own, with `X-Robots-Tag: noindex`);
 * - the editor's other files (`/admin/:file`): `X-Robots-Tag: noindex`;
 * - every other file: no-cache, by folder where a folder rule covers nothing else.
 * Cloudflare Pages matches the request path, so a rewritten or 404 response gets
 * only the rules of the path asked for (no page CSP); see docs/deploying.md.
 * @param site - from readBuild
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns the rules in file order
 */
export function headerRules(site: BuildSite, options: PolicyOptions): HeaderRule[] {
  const everywhere = everywhereHeaders();
  const rules: HeaderRule[] = [
    {
      path: "/*",
      headers: everywhere,
      comment:
        "Security headers on every response (each page's Content-Security-Policy and opener policy are in its own block below)",
    },
  ];

  const direct = site.files.filter(
    (file) => file.startsWith(`${HASHED_FOLDER}/`) && !file.includes("/", HASHED_FOLDER.length + 1),
  );
  const hashed = site.files.filter((file) => file.startsWith(`${HASHED_FOLDER}/`) && HASHED_ASSET.test(file));
  if (hashed.length > 0 && direct.every((file) => HASHED_ASSET.test(file)))
    rules.push({
      path: `${HASHED_FOLDER}/:file`,
      headers: [["Cache-Control", IMMUTABLE]],
      comment: `Content-hashed build assets (every file directly in ${HASHED_FOLDER} is one)`,
    });
  else
    hashed.forEach((file, index) =>
      rules.push({
        path: file,
        headers: [["Cache-Control", IMMUTABLE]],
        comment: index === 0 ? "Content-hashed build assets" : undefined,
      }),
    );

  rules.push({ path: "/*.md", headers: [["Content-Type", CONTENT_TYPES[".md"]]], comment: "Articles and legal texts" });

  const documents = siteDocuments(site);
  documents.forEach(([path, document], index) => {
    rules.push({
      path,
      headers: [...documentHeaders(document, options), ["Cache-Control", REVALIDATE]],
      comment: index === 0 ? "Pages: each with the hashes of its own inline scripts and styles" : undefined,
    });
  });
  if (site.files.some(isAdminPath)) {
    rules.push({
      path: `${ADMIN_PATH}/:file`,
      headers: [["X-Robots-Tag", ADMIN_ROBOTS_TAG]],
      comment: "The content editor's files (its page's rule is above): not for search engines",
    });
  }

  // Every other file: one `{folder}/*` rule for the outermost folder that holds nothing
  // a rule above covers, on either host (Netlify's `{folder}/*` also matches
  // `{folder}.x.js` and the page `{folder}`), else `{its folder}/:file` (one segment), else the file itself.
  const isOther = (path: string) => !HASHED_ASSET.test(path);
  const notOthers = [...documents.map(([path]) => path), ...site.files.filter((file) => !isOther(file))];
  const coversNoOther = (rulePath: string) =>
    !notOthers.some((path) =>
      (["cloudflare", "netlify"] as const).some((flavour) => ruleMatches(rulePath, path, flavour)),
    );
  const otherPaths = [
    ...new Set(
      site.files.filter(isOther).map((file) => {
        const folders = file.split("/").slice(1, -1);
        const folderRules = folders.map((_folder, depth) => `/${folders.slice(0, depth + 1).join("/")}/*`);
        if (folders.length > 0) folderRules.push(`/${folders.join("/")}/:file`);
        return folderRules.find(coversNoOther) ?? file;
      }),
    ),
  ];
  otherPaths.forEach((path, index) => {
    rules.push({
      path,
      headers: [["Cache-Control", REVALIDATE]],
      comment: index === 0 ? "Everything else is revalidated on every use" : undefined,
    });
  });
  return rules;
}

/**
 * Writes header rules in the `_headers` syntax: a path line, then indented `Name: value` lines.
 * @param rules - from {@link headerRules}
 * @returns the file's text, with a generated-file header comment
 */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      ...(rule.comment ? [`# ${rule.comment}`] : []),
      rule.path,
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  return `# Generated by integrations/deploy-configs/static-hosts.ts (Netlify / Cloudflare Pages). Do not edit: rebuild.\n\n${blocks.join("\n\n")}\n`;
}

/**
 * The `_redirects` file (Netlify and Cloudflare Pages syntax):
 * - each prerendered page but `/` rewritten to itself with status 200: Cloudflare
 *   Pages applies rules before looking for files, and would otherwise redirect
 *   `/about` to `/about/` (Netlify serves existing files first, so these lines
 *   change nothing there);
 * - the same page with a trailing slash: a 301 to it, as `npm start`'s server and nginx answer.
 *   Cloudflare Pages would otherwise serve `/about/` itself, with only the `/*` headers (its header
 *   rules match the path asked for), so without the page's CSP, and `/admin/` without the editor's
 *   CSP and noindex (Netlify serves the existing page there: no change);
 * - each other HTML file (a fragment such as `/consent-banner.html`) rewritten to its name without
 *   `.html` with status 200: Cloudflare Pages would otherwise answer it with a 308 to that name,
 *   where none of the file's header rules apply (Netlify serves the file: no change);
 * - any other `/books/{x}` or `/resources/{x}` (a malformed or unknown id): a
 *   {@link BAD_ID_STATUS} redirect to its list page (spec §2, §5), like server/app.ts.
 * @param site - from readBuild
 * @returns the file's text
 */
export function redirectsFile(site: BuildSite): string {
  const folderPages = site.pages.filter((page) => page.route !== ROUTES.home && page.file.endsWith("/index.html"));
  const htmlFiles = site.pages.filter((page) => page.route === page.file && page.file.endsWith(".html"));
  return [
    "# Generated by integrations/deploy-configs/static-hosts.ts (Netlify / Cloudflare Pages). Do not edit: rebuild.",
    "# Prerendered pages answer at their own paths, without a trailing slash.",
    ...folderPages.map((page) => `${page.route} ${page.route}/ 200`),
    "# With a trailing slash, a page redirects to its path without it (Cloudflare would serve it without the page's headers).",
    ...folderPages.map((page) => `${page.route}/ ${page.route} 301`),
    "# Other HTML files answer at their own names (Cloudflare would redirect them to the name without .html).",
    ...htmlFiles.map((page) => `${page.route} ${page.route.slice(0, -".html".length)} 200`),
    "# Any other /books/{x} or /resources/{x} is a malformed or unknown id: its list page (spec §2).",
    `${ROUTES.books}/:id ${ROUTES.books} ${BAD_ID_STATUS}`,
    `${ROUTES.resources}/:id ${ROUTES.resources} ${BAD_ID_STATUS}`,
    "# The contact form's post without JavaScript: nothing here can read it, so the not-sent page (decision 018).",
    `${CONTACT_FORM_PATH} ${CONTACT_NOT_SENT_PATH} 303`,
    "",
  ].join("\n");
}

/** The two files {@link staticHostFiles} makes, and what a build log says about them. */
export type StaticHostFiles = {
  /** The text of `_headers`. */
  headers: string;
  /** The text of `_redirects`. */
  redirects: string;
  /** How many rules `_headers` has. */
  headerRules: number;
  /** How many rules `_redirects` has (its lines that are neither empty nor comments). */
  redirectRules: number;
  /** Cloudflare Pages' limits the files exceed ({@link CLOUDFLARE_LIMITS}), one sentence each. */
  warnings: string[];
};

/**
 * The `_headers` and `_redirects` of a build, checked.
 * @param site - from readBuild
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns both files' text, their rule counts, and warnings (Cloudflare limits exceeded)
 * @throws Error when the rules would set a header twice on a path or leave one uncovered
 *   ({@link checkHeaderRules}: a bug in {@link headerRules})
 */
export function staticHostFiles(site: BuildSite, options: PolicyOptions): StaticHostFiles {
  const warnings: string[] = [];
  const rules = headerRules(site, options);
  const problems = checkHeaderRules(rules, site);
  if (problems.length > 0) throw new Error(`The _headers rules are inconsistent:\n- ${problems.join("\n- ")}`);
  const headersText = formatHeadersFile(rules);
  if (rules.length > CLOUDFLARE_LIMITS.headerRules) {
    warnings.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_LIMITS.headerRules}`,
    );
  }
  const longest = Math.max(...headersText.split("\n").map((line) => line.length));
  if (longest > CLOUDFLARE_LIMITS.lineLength)
    warnings.push(`_headers has a ${longest}-character line; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.lineLength}`);
  const redirectsText = redirectsFile(site);
  return {
    headers: headersText,
    redirects: redirectsText,
    headerRules: rules.length,
    redirectRules: redirectsText.split("\n").filter((line) => line && !line.startsWith("#")).length,
    warnings,
  };
}
