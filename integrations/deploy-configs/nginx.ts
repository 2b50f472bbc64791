import {
  ADMIN_ROBOTS_TAG,
  adminPageHeaders,
  contentSecurityPolicy,
  isAdminPath,
  NO_INLINE_CODE,
  securityHeaders,
  type PolicyOptions,
} from "../../server/security-policy.ts";
import { BAD_ID_STATUS, HASHED_ASSET, IMMUTABLE, REVALIDATE } from "../../server/serving-rules.ts";
import { CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH } from "../../src/routes.ts";
import {
  type BuildSite,
  documentHeaders,
  everywhereHeaders,
  type HtmlDocument,
  siteDocuments,
} from "./shared-rules.ts";
import { renderTemplate } from "./template.ts";

/**
 * The nginx config: deploy/nginx/site.conf.template rendered into nginx/site.conf, an HTTPS
 * (HTTP/2) server block with every rule of the site and a plain-HTTP block that only answers 301
 * to HTTPS ({@link nginxSiteConfig}, settings from the build's environment by
 * {@link nginxSettingsFromEnv}).
 */

/**
 * The entries of nginx's `map $uri $page_csp` block: each document's file
 * path (what `$uri` is once try_files or error_page has picked the file) to
 * its Content-Security-Policy, and a default policy for everything else.
 * @param site - from readBuild
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns the lines, without indentation
 * @throws Error when a path or policy holds a character nginx would misread (`"`, `\`, `$`, a line break)
 */
export function nginxCspMap(site: BuildSite, options: PolicyOptions): string[] {
  const documents = siteDocuments(site).map(([, document]) => document);
  const cspOf = (document: HtmlDocument) =>
    documentHeaders(document, options).find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
  return [
    `default ${nginxString(contentSecurityPolicy(NO_INLINE_CODE, options))};`,
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
  return everywhereHeaders().map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`);
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
 * How a given nginx turns HTTP/2 on (decision 017): before {@link NGINX_HTTP2_DIRECTIVE_SINCE}
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
 * 301 to the same URL over HTTPS, without HSTS (decision 017). Replaces each `{{NAME}}` of
 * the template; a placeholder alone on its line takes a multi-line value, indented like it.
 * @param template - the text of deploy/nginx/site.conf.template
 * @param site - from readBuild
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
 * The nginx settings of a build from its environment (docs/deploying.md): NGINX_PORT (plain HTTP,
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
