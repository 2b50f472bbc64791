import { type BuildSite, siteDocuments } from "./shared-rules.ts";

/**
 * How Netlify and Cloudflare Pages read the `_headers` and `_redirects` rules that static-hosts.ts
 * writes: which request paths a rule path matches on each host ({@link ruleMatches}), and the check
 * that a set of header rules holds on both ({@link checkHeaderRules}). The build uses both, to pick
 * folder rules that cover nothing else and to refuse rules that would set a header twice; the
 * deploy-config tests use them to read the rules as each host would.
 */

/** One block of a `_headers` file. */
export type HeaderRule = { path: string; headers: [name: string, value: string][]; comment?: string };

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
