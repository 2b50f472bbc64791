import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { policyOptionsFromEnv, type PolicyOptions } from "../../server/security-policy.ts";
import { buildEnv } from "../../server/serving-rules.ts";
import { type NginxSettings, nginxSettingsFromEnv, nginxSiteConfig } from "./nginx.ts";
import { readBuild } from "./shared-rules.ts";
import { type StaticHostFiles, staticHostFiles } from "./static-hosts.ts";

/**
 * After the prerender (and before precompression): the deployment configs for
 * hosting {BUILD_DIR}/client without `npm start`'s Node server, with the same rules
 * as server/app.ts (see docs/deploying.md):
 * - client/_headers and _redirects for Netlify and Cloudflare Pages (both hosts
 *   answer unknown paths with client/404.html, status 404; static-hosts.ts);
 * - nginx/site.conf, nginx's HTTPS (HTTP/2) and plain-HTTP (301 to HTTPS) server blocks rendered
 *   from deploy/nginx/site.conf.template ({@link nginxSettingsFromEnv}; nginx.ts).
 * What both apply, read from the build, is in shared-rules.ts. Run as a script (the build's
 * "deploy configs" step) it honours BUILD_DIR like the other build steps (default build, as
 * `npm run build` uses it); {@link writeDeployConfigs} is exported for the nginx end-to-end tests.
 */

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
 *   set a header twice on a path (see {@link staticHostFiles}), or a setting is invalid
 */
export function writeDeployConfigs(input: DeployConfigInput): DeployConfigSummary {
  const site = readBuild(input.clientDir);
  let hostFiles: Pick<StaticHostFiles, "headerRules" | "redirectRules" | "warnings"> = {
    headerRules: 0,
    redirectRules: 0,
    warnings: [],
  };
  if (input.hostFiles !== false) {
    const files = staticHostFiles(site, input.options);
    writeFileSync(join(input.clientDir, "_headers"), files.headers);
    writeFileSync(join(input.clientDir, "_redirects"), files.redirects);
    hostFiles = files;
  }
  const siteConf = nginxSiteConfig(readFileSync(input.templatePath, "utf8"), site, input.options, input.nginx);
  mkdirSync(input.nginxDir, { recursive: true });
  const siteConfPath = join(input.nginxDir, "site.conf");
  writeFileSync(siteConfPath, siteConf);
  return {
    headerRules: hostFiles.headerRules,
    redirects: hostFiles.redirectRules,
    siteConf: siteConfPath,
    warnings: hostFiles.warnings,
  };
}

/** The project folder (this file is integrations/deploy-configs/index.ts). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
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
