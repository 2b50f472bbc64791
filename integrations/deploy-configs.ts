import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH } from "../src/components/contact/no-script-marks.ts";
import {
  ADMIN_ROBOTS_TAG,
  adminPageHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  isAdminPath,
  policyOptionsFromEnv,
  securityHeaders,
  type PolicyOptions,
} from "../server/security-policy.ts";
import {
  BAD_ID_PATH,
  BAD_ID_STATUS,
  buildEnv,
  CONTENT_TYPES,
  HASHED_ASSET,
  IMMUTABLE,
  REVALIDATE,
} from "../server/serving-rules.ts";

export { BAD_ID_PATH, BAD_ID_STATUS, buildEnv, CONTENT_TYPES, HASHED_ASSET, IMMUTABLE, REVALIDATE };

/**
 * After the prerender (and before precompression): the deployment configs for
 * hosting {BUILD_DIR}/client without `npm start`'s Node server, with the same rules
 * as server/app.ts (see the README's Deploy section):
 * - client/_headers and _redirects for Netlify and Cloudflare Pages (both hosts
 *   answer unknown paths with client/404.html, status 404);
 * - nginx/site.conf, nginx's HTTPS (HTTP/2) and plain-HTTP (301 to HTTPS) server blocks rendered
 *   from deploy/nginx/site.conf.template ({@link nginxSettingsFromEnv}).
 * Run as a script it honours BUILD_DIR like the other build steps (default build, as
 * `npm run build` uses it); the pure functions are exported for the unit tests and the nginx
 * end-to-end test.
 */

/** Cloudflare Pages reads at most this many `_headers` rules, and lines of at most 2,000 characters. */
export const CLOUDFLARE_LIMITS = { headerRules: 100, lineLength: 2000 } as const;

/** One HTML document of the build. */
export type HtmlDocument = {
  /** The path it answers at: "/", "/about", "/books/3", "/404". */
  route: string;
  /** The file's own path inside the client folder: "/index.html", "/about/index.html", "/404.html". */
  file: string;
  /** Its inline scripts' CSP sources, from {@link inlineScriptHashes}. */
  scriptHashes: string[];
};

/** What the configs are generated from: the build's documents and files. */
export type BuildSite = {
  /**
   * Every prerendered page (`…/index.html`, at its folder's path) and other HTML file (at its own path)
   * but the 404 page, sorted by route.
   */
  pages: HtmlDocument[];
  /** The bare 404 page every host answers unknown paths with: `/404.html`. */
  notFound: HtmlDocument;
  /** The path of every other file (assets, markdown, sitemap…), sorted; no `.gz`/`.br` siblings, no host configs. */
  files: string[];
};

/** One block of a `_headers` file. */
export type HeaderRule = { path: string; headers: [name: string, value: string][]; comment?: string };

/** Where Netlify and Cloudflare Pages look for the page they answer unknown paths with. */
const NOT_FOUND_FILE = "/404.html";
/** The folder of content-hashed build output: Astro's. */
const HASHED_FOLDER = "/_astro";

/** Headers that differ per document, so they are set in each document's own rule or map entry, never under `/*`. */
const PER_DOCUMENT = new Set(["Content-Security-Policy", "Cross-Origin-Opener-Policy"]);

/**
 * The headers one document gets besides the shared ones: its CSP and opener policy (both the
 * site's for a page, the editor's own for /admin, server/security-policy.ts), and for the editor
 * `X-Robots-Tag: noindex`.
 * @param document - a page or the 404 page
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns header name and value pairs, CSP first
 */
export function documentHeaders(document: HtmlDocument, options: PolicyOptions): [string, string][] {
  const headers = isAdminPath(document.route)
    ? adminPageHeaders()
    : securityHeaders(contentSecurityPolicy(document.scriptHashes, options));
  return Object.entries(headers).filter(([name]) => PER_DOCUMENT.has(name) || name === "X-Robots-Tag");
}

/**
 * Reads a build's client folder: its pages with their inline-script hashes, its 404 page, and its other files.
 * @param clientDir - absolute path of the build's client folder
 * @returns the site, pages sorted by route and files by path
 * @throws Error when the folder or the 404 page (`404.html`) is missing
 */
export function readBuild(clientDir: string): BuildSite {
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run the build first`);
  const pages: HtmlDocument[] = [];
  const files: string[] = [];
  const notFiles = new Set([NOT_FOUND_FILE, "/_headers", "/_redirects"]);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "index.html")
        pages.push(htmlDocument(urlPath.slice(0, -"/index.html".length) || "/", urlPath, path));
      else if (notFiles.has(urlPath) || /\.(gz|br)$/.test(name)) continue;
      // Any other HTML file (e.g. a fragment an endpoint writes) is a document at its own path.
      else if (name.endsWith(".html")) pages.push(htmlDocument(urlPath, urlPath, path));
      else files.push(urlPath);
    }
  };
  walk(clientDir);
  const notFoundFile = join(clientDir, NOT_FOUND_FILE);
  if (!existsSync(notFoundFile)) throw new Error(`${notFoundFile} is missing: the build has no 404 page`);
  return {
    pages: pages.sort((a, b) => compareText(a.route, b.route)),
    notFound: htmlDocument(NOT_FOUND_FILE, NOT_FOUND_FILE, notFoundFile),
    files: files.sort(compareText),
  };
}

function htmlDocument(route: string, file: string, path: string): HtmlDocument {
  return { route, file, scriptHashes: inlineScriptHashes(readFileSync(path, "utf8")) };
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

/**
 * Every HTML document a host serves, by the path its header rule names: each page at its route,
 * and the 404 page at `/404.html`.
 * @param site - from {@link readBuild}
 * @returns [rule path, document] pairs in that order
 */
export function siteDocuments(site: BuildSite): [string, HtmlDocument][] {
  return [...site.pages.map((page): [string, HtmlDocument] => [page.route, page]), [NOT_FOUND_FILE, site.notFound]];
}

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
 * only the rules of the path asked for (no page CSP); see the README's Deploy section.
 * @param site - from {@link readBuild}
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns the rules in file order
 */
export function headerRules(site: BuildSite, options: PolicyOptions): HeaderRule[] {
  const everywhere = Object.entries(securityHeaders("")).filter(([name]) => !PER_DOCUMENT.has(name));
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
      comment: index === 0 ? "Pages: each with the hashes of its own inline scripts" : undefined,
    });
  });
  if (site.files.some(isAdminPath)) {
    rules.push({
      path: "/admin/:file",
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
  return `# Generated by integrations/deploy-configs.ts (Netlify / Cloudflare Pages). Do not edit: rebuild.\n\n${blocks.join("\n\n")}\n`;
}

/** How a host turns a rule path into a matcher: Cloudflare exactly; Netlify case-insensitive, with an optional trailing slash. */
export type HostFlavour = "cloudflare" | "netlify";

/**
 * Whether a `_headers`/`_redirects` rule path matches a request path, the way
 * the given host does it (`*` matches anything, `:name` one path segment).
 * @param rulePath - e.g. "/_astro/:file", "/*.md", "/about"
 * @param path - a request path, e.g. "/_astro/client.FVv06Hs5.js"
 * @param flavour - which host's matching to mimic
 * @returns true when the rule applies to the path
 */
export function ruleMatches(rulePath: string, path: string, flavour: HostFlavour): boolean {
  const escape = (text: string) => text.replace(/[-/\\^$+?.()|[\]{}]/g, "\\$&");
  if (flavour === "cloudflare") {
    const pattern = rulePath
      .split("*")
      .map((part) => escape(part).replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*");
    return new RegExp(`^${pattern}$`).test(path);
  }
  const parts = rulePath
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "[^/]+";
      if (part === "*") return "?.*";
      return part.split("*").map(escape).join(".*");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "i").test(path);
}

/**
 * Checks header rules against the paths a site answers: no header may be set
 * by two rules matching one path (on either host), every path needs exactly
 * one Cache-Control, and every page route its Content-Security-Policy.
 * @param rules - from {@link headerRules}
 * @param site - the site the rules were made for
 * @returns the problems found, one sentence each; empty when the rules are sound
 */
export function checkHeaderRules(rules: readonly HeaderRule[], site: BuildSite): string[] {
  const problems: string[] = [];
  const pageRoutes = new Set(siteDocuments(site).map(([path]) => path));
  const paths = [...pageRoutes, ...site.files];
  for (const flavour of ["cloudflare", "netlify"] as const) {
    for (const path of paths) {
      const setBy = new Map<string, string[]>();
      for (const rule of rules.filter((candidate) => ruleMatches(candidate.path, path, flavour))) {
        for (const [name] of rule.headers)
          setBy.set(name.toLowerCase(), [...(setBy.get(name.toLowerCase()) ?? []), rule.path]);
      }
      for (const [name, rulePaths] of setBy) {
        if (rulePaths.length > 1)
          problems.push(`${flavour}: ${path} gets ${name} from ${rulePaths.length} rules (${rulePaths.join(", ")})`);
      }
      if (!setBy.has("cache-control")) problems.push(`${flavour}: ${path} gets no Cache-Control`);
      if (pageRoutes.has(path) && !setBy.has("content-security-policy"))
        problems.push(`${flavour}: page ${path} gets no Content-Security-Policy`);
    }
  }
  return [...new Set(problems)];
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
 * @param site - from {@link readBuild}
 * @returns the file's text
 */
export function redirectsFile(site: BuildSite): string {
  const folderPages = site.pages.filter((page) => page.route !== "/" && page.file.endsWith("/index.html"));
  const htmlFiles = site.pages.filter((page) => page.route === page.file && page.file.endsWith(".html"));
  return [
    "# Generated by integrations/deploy-configs.ts (Netlify / Cloudflare Pages). Do not edit: rebuild.",
    "# Prerendered pages answer at their own paths, without a trailing slash.",
    ...folderPages.map((page) => `${page.route} ${page.route}/ 200`),
    "# With a trailing slash, a page redirects to its path without it (Cloudflare would serve it without the page's headers).",
    ...folderPages.map((page) => `${page.route}/ ${page.route} 301`),
    "# Other HTML files answer at their own names (Cloudflare would redirect them to the name without .html).",
    ...htmlFiles.map((page) => `${page.route} ${page.route.slice(0, -".html".length)} 200`),
    "# Any other /books/{x} or /resources/{x} is a malformed or unknown id: its list page (spec §2).",
    `/books/:id /books ${BAD_ID_STATUS}`,
    `/resources/:id /resources ${BAD_ID_STATUS}`,
    "# The contact form's post without JavaScript: nothing here can read it, so the not-sent page (decision 018).",
    `${CONTACT_FORM_PATH} ${CONTACT_NOT_SENT_PATH} 303`,
    "",
  ].join("\n");
}

/**
 * The entries of nginx's `map $uri $page_csp` block: each document's file
 * path (what `$uri` is once try_files or error_page has picked the file) to
 * its Content-Security-Policy, and a default policy for everything else.
 * @param site - from {@link readBuild}
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns the lines, without indentation
 * @throws Error when a path or policy holds a character nginx would misread (`"`, `\`, `$`, a line break)
 */
export function nginxCspMap(site: BuildSite, options: PolicyOptions): string[] {
  const documents = siteDocuments(site).map(([, document]) => document);
  const cspOf = (document: HtmlDocument) =>
    documentHeaders(document, options).find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
  return [
    `default ${nginxString(contentSecurityPolicy([], options))};`,
    ...documents.map((document) => `${nginxString(document.file)} ${nginxString(cspOf(document))};`),
  ];
}

/**
 * The entries of nginx's `map $uri $page_coop` block: none by default (an empty value, which
 * `add_header` does not send: the site's pages have no opener policy, decision 013), the editor's
 * for its page (so GitHub's sign-in window can report back).
 * @returns the lines, without indentation
 */
export function nginxOpenerPolicyMap(site: BuildSite): string[] {
  const standard = securityHeaders("")["Cross-Origin-Opener-Policy"] ?? "";
  const admin = adminPageHeaders()["Cross-Origin-Opener-Policy"] ?? standard;
  return [
    `default ${nginxString(standard)};`,
    ...site.pages
      .filter((page) => isAdminPath(page.route))
      .map((page) => `${nginxString(page.file)} ${nginxString(admin)};`),
  ];
}

/**
 * The `add_header` lines of the security headers but the CSP and the opener policy (which come
 * from `$page_csp` and `$page_coop`), each with `always`.
 * @returns the lines, without indentation
 * @throws Error when a header value holds a character nginx would misread
 */
export function nginxSecurityHeaders(): string[] {
  return Object.entries(securityHeaders(""))
    .filter(([name]) => !PER_DOCUMENT.has(name))
    .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`);
}

/**
 * A double-quoted nginx string.
 * @throws Error for `"`, `\`, `$` or a control character, which nginx would read differently
 */
function nginxString(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (/["\\$\u0000-\u001f]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into the nginx config`);
  return `"${value}"`;
}

/**
 * A regular expression as a double-quoted nginx `map` key (`"~…"`): nginx keeps
 * backslashes it has no escape for, and does not expand `$` in a key.
 * @throws Error for a pattern nginx would read differently (a quote, a control character, `\\`, `\t`, `\r`, `\n`, `\'`)
 */
function nginxRegex(pattern: RegExp): string {
  const source = pattern.source.replaceAll("\\/", "/");
  // eslint-disable-next-line no-control-regex
  if (/["\u0000-\u001f]|\\[\\trn'"]/.test(source) || pattern.flags !== "")
    throw new Error(`Cannot write ${pattern} into the nginx config`);
  return `"~${source}"`;
}

/**
 * The nginx locations for `/books/{x}` and `/resources/{x}`: the prerendered page, or for a
 * malformed or unknown id a {@link BAD_ID_STATUS} redirect to its list page (spec §2, §5).
 * @returns the lines, without the server block's indentation
 */
export function nginxBadIdLocations(): string[] {
  return (["books", "resources"] as const).flatMap((list) => [
    `location ~ ^/${list}/[^/]+$ {`,
    `    try_files $uri/index.html @${list};`,
    "}",
    `location @${list} {`,
    `    return ${BAD_ID_STATUS} /${list};`,
    "}",
  ]);
}

/**
 * The nginx location for the contact form's post without JavaScript (decision 018): a static
 * host cannot read it, so the visitor is sent (303, as a GET) to the not-sent page, which gives
 * the studio's address and says Back keeps the message in the form.
 * @returns the lines, without the server block's indentation
 */
export function nginxContactFormLocation(): string[] {
  return [`location = ${CONTACT_FORM_PATH} {`, `    return 303 ${CONTACT_NOT_SENT_PATH};`, "}"];
}

/** What {@link nginxSiteConfig} fills the template with. */
export type NginxSettings = {
  /** What the plain-HTTP block (a 301 to HTTPS) listens on: a port ("8080") or address:port ("127.0.0.1:8080", "[::]:8080"). */
  listen: string;
  /** What the HTTPS block (the site, over HTTP/2) listens on, in the same form: "8443", "443", "127.0.0.1:8443". */
  tlsListen: string;
  /** Absolute path of the certificate (chain) file on the serving machine, for `ssl_certificate`. */
  certificate: string;
  /** Absolute path of its private key on the serving machine, for `ssl_certificate_key`. */
  certificateKey: string;
  /**
   * The version of the nginx that will read the config ("1.22.1"), which picks the HTTP/2 syntax
   * ({@link nginxHttp2Syntax}); undefined: `listen … ssl http2`, which every version accepts.
   */
  version?: string;
  /** Absolute path of build/client on the serving machine. */
  root: string;
};

/** The first nginx version with the `http2` directive; before it HTTP/2 is a parameter of `listen`. */
export const NGINX_HTTP2_DIRECTIVE_SINCE = "1.25.1";

/**
 * How a given nginx turns HTTP/2 on (issue 29 item 1): before {@link NGINX_HTTP2_DIRECTIVE_SINCE}
 * only as `listen … ssl http2` (`http2 on;` is an unknown directive there); from it with
 * `http2 on;`, which is what it asks for (the `listen` parameter still works there, with a
 * deprecation warning). Without a version, the `listen` parameter: it works on every version.
 * @param version - the target nginx's version, e.g. "1.22.1" (as `nginx -v` prints it), or undefined
 * @returns "listen" for `listen … ssl http2`, "directive" for `http2 on;`
 * @throws Error when the version is not of the form major.minor.patch
 */
export function nginxHttp2Syntax(version: string | undefined): "listen" | "directive" {
  if (version === undefined || version === "") return "listen";
  const parse = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
    if (!match) throw new Error(`NGINX_VERSION must be a version like 1.22.1, not ${JSON.stringify(text)}`);
    return match.slice(1).map(Number);
  };
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const [sinceMajor = 0, sinceMinor = 0, sincePatch = 0] = parse(NGINX_HTTP2_DIRECTIVE_SINCE);
  const newer =
    major !== sinceMajor ? major > sinceMajor : minor !== sinceMinor ? minor > sinceMinor : patch >= sincePatch;
  return newer ? "directive" : "listen";
}

/** A listen value: a port, or address:port with a host name, IPv4 address or bracketed IPv6 address. */
const LISTEN_VALUE = /^(?:[\w.-]+:|\[[\da-fA-F:.]+\]:)?(\d{1,5})$/;

/**
 * Renders the nginx config: an HTTPS server block with HTTP/2 that holds every page and asset
 * rule and the security headers (HSTS among them), and a plain-HTTP block that only answers
 * 301 to the same URL over HTTPS, without HSTS (issue 29 item 1). Replaces each `{{NAME}}` of
 * the template; a placeholder alone on its line takes a multi-line value, indented like it.
 * @param template - the text of deploy/nginx/site.conf.template
 * @param site - from {@link readBuild}
 * @param options - the policy options, from policyOptionsFromEnv
 * @param settings - listen addresses, certificate and key, the target nginx's version, document root
 * @returns the config text
 * @throws Error for a listen value that is not a port or address:port, a root, certificate or
 *   key that is not an absolute path nginx can read, a version that is not major.minor.patch,
 *   or a placeholder the template has that is unknown
 */
export function nginxSiteConfig(
  template: string,
  site: BuildSite,
  options: PolicyOptions,
  settings: NginxSettings,
): string {
  if (!LISTEN_VALUE.test(settings.listen)) {
    throw new Error(`NGINX_PORT must be a port or address:port, not ${JSON.stringify(settings.listen)}`);
  }
  const tlsPort = LISTEN_VALUE.exec(settings.tlsListen)?.[1];
  if (!tlsPort) {
    throw new Error(`NGINX_TLS_PORT must be a port or address:port, not ${JSON.stringify(settings.tlsListen)}`);
  }
  const absolute = (name: string, path: string) => {
    if (!path.startsWith("/")) throw new Error(`${name} must be an absolute path, not ${JSON.stringify(path)}`);
    return path;
  };
  absolute("NGINX_ROOT", settings.root);
  const http2 = nginxHttp2Syntax(settings.version);
  const values: Record<string, string[]> = {
    LISTEN: [settings.listen],
    TLS_LISTEN: [settings.tlsListen],
    HTTP2_LISTEN_PARAMETER: [http2 === "listen" ? " http2" : ""],
    HTTP2_DIRECTIVE: http2 === "directive" ? ["http2 on;"] : [],
    TLS_CERTIFICATE: [nginxString(absolute("NGINX_TLS_CERTIFICATE", settings.certificate))],
    TLS_CERTIFICATE_KEY: [nginxString(absolute("NGINX_TLS_CERTIFICATE_KEY", settings.certificateKey))],
    // The redirect names the HTTPS port unless it is the default one.
    HTTPS_PORT_SUFFIX: [Number(tlsPort) === 443 ? "" : `:${Number(tlsPort)}`],
    ROOT: [nginxString(settings.root.replace(/(.)\/+$/, "$1"))],
    CSP_MAP: nginxCspMap(site, options),
    COOP_MAP: nginxOpenerPolicyMap(site),
    ADMIN_ROBOTS_TAG: [nginxString(ADMIN_ROBOTS_TAG)],
    HASHED_ASSET: [nginxRegex(HASHED_ASSET)],
    IMMUTABLE: [nginxString(IMMUTABLE)],
    REVALIDATE: [nginxString(REVALIDATE)],
    SECURITY_HEADERS: nginxSecurityHeaders(),
    NOT_FOUND_FILE: [site.notFound.file],
    BAD_ID_LOCATIONS: nginxBadIdLocations(),
    CONTACT_FORM_LOCATION: nginxContactFormLocation(),
  };
  return renderTemplate(template, values);
}

/**
 * The nginx settings of a build from its environment (README, Deploy): NGINX_PORT (plain HTTP,
 * default 8080), NGINX_TLS_PORT (HTTPS, default 8443), NGINX_TLS_CERTIFICATE and
 * NGINX_TLS_CERTIFICATE_KEY (default /etc/nginx/tls/fullchain.pem and privkey.pem, the names
 * certbot gives them), NGINX_VERSION (the serving nginx's, for the HTTP/2 syntax; default none)
 * and NGINX_ROOT (default the build's own client folder).
 * @param env - usually process.env
 * @param clientDir - the build's client folder, the default root
 * @returns the settings, unchecked ({@link nginxSiteConfig} checks them)
 */
export function nginxSettingsFromEnv(env: Record<string, string | undefined>, clientDir: string): NginxSettings {
  return {
    listen: env.NGINX_PORT || "8080",
    tlsListen: env.NGINX_TLS_PORT || "8443",
    certificate: env.NGINX_TLS_CERTIFICATE || "/etc/nginx/tls/fullchain.pem",
    certificateKey: env.NGINX_TLS_CERTIFICATE_KEY || "/etc/nginx/tls/privkey.pem",
    version: env.NGINX_VERSION || undefined,
    root: env.NGINX_ROOT || clientDir,
  };
}

/**
 * Fills `{{NAME}}` placeholders. A placeholder alone on its line is replaced by
 * every line of its value, each indented like the placeholder; elsewhere the
 * value must be a single line.
 * @param template - text with `{{NAME}}` placeholders
 * @param values - lines by placeholder name
 * @returns the text
 * @throws Error for a placeholder without a value, or a multi-line value inside a line
 */
export function renderTemplate(template: string, values: Record<string, readonly string[]>): string {
  const lookup = (name: string): readonly string[] => {
    const value = values[name];
    if (!value) throw new Error(`The template has an unknown placeholder {{${name}}}`);
    return value;
  };
  return template
    .split("\n")
    .flatMap((line) => {
      const alone = /^(\s*)\{\{(\w+)\}\}\s*$/.exec(line);
      if (alone) return lookup(alone[2] ?? "").map((valueLine) => `${alone[1] ?? ""}${valueLine}`);
      return [
        line.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
          const value = lookup(name);
          if (value.length !== 1)
            throw new Error(`{{${name}}} has ${value.length} lines and must stand alone on its line`);
          return value[0] ?? "";
        }),
      ];
    })
    .join("\n");
}

/** What {@link writeDeployConfigs} needs. */
export type DeployConfigInput = {
  /** Absolute path of build/client. */
  clientDir: string;
  /** Where site.conf goes (build/nginx, or a test's temp folder). */
  nginxDir: string;
  /** The nginx template, deploy/nginx/site.conf.template. */
  templatePath: string;
  /** The policy options, from policyOptionsFromEnv. */
  options: PolicyOptions;
  /** nginx listen addresses, certificate and key, target version and document root. */
  nginx: NginxSettings;
  /** Also write _headers and _redirects into clientDir (false: only the nginx config). */
  hostFiles?: boolean;
};

/** What {@link writeDeployConfigs} wrote. */
export type DeployConfigSummary = { headerRules: number; redirects: number; siteConf: string; warnings: string[] };

/**
 * Writes the deployment configs of a build: `_headers` and `_redirects` into the client
 * folder (unless `hostFiles` is false), and `site.conf` into `nginxDir`.
 * @returns counts, the path of site.conf, and warnings (Cloudflare limits exceeded)
 * @throws Error when the build is incomplete (see {@link readBuild}), the rules would
 *   set a header twice on a path (a bug in {@link headerRules}), or a setting is invalid
 */
export function writeDeployConfigs(input: DeployConfigInput): DeployConfigSummary {
  const site = readBuild(input.clientDir);
  const warnings: string[] = [];
  let headerCount = 0;
  let redirectCount = 0;
  if (input.hostFiles !== false) {
    const rules = headerRules(site, input.options);
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
      warnings.push(
        `_headers has a ${longest}-character line; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.lineLength}`,
      );
    const redirectsText = redirectsFile(site);
    writeFileSync(join(input.clientDir, "_headers"), headersText);
    writeFileSync(join(input.clientDir, "_redirects"), redirectsText);
    headerCount = rules.length;
    redirectCount = redirectsText.split("\n").filter((line) => line && !line.startsWith("#")).length;
  }
  const siteConf = nginxSiteConfig(readFileSync(input.templatePath, "utf8"), site, input.options, input.nginx);
  mkdirSync(input.nginxDir, { recursive: true });
  const siteConfPath = join(input.nginxDir, "site.conf");
  writeFileSync(siteConfPath, siteConf);
  return { headerRules: headerCount, redirects: redirectCount, siteConf: siteConfPath, warnings };
}

/** The project folder (this file is integrations/deploy-configs.ts). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The committed nginx template. */
export const NGINX_TEMPLATE = join(PROJECT_ROOT, "deploy", "nginx", "site.conf.template");

if (import.meta.main) {
  const buildDir = resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build");
  const clientDir = join(buildDir, "client");
  const summary = writeDeployConfigs({
    clientDir,
    nginxDir: join(buildDir, "nginx"),
    templatePath: NGINX_TEMPLATE,
    options: policyOptionsFromEnv(buildEnv(PROJECT_ROOT, process.env)),
    nginx: nginxSettingsFromEnv(process.env, clientDir),
  });
  for (const warning of summary.warnings) console.warn(`deploy-configs: warning: ${warning}`);
  console.log(
    `deploy-configs: _headers (${summary.headerRules} rules), _redirects (${summary.redirects} rules), ${relative(PROJECT_ROOT, summary.siteConf)}`,
  );
}
