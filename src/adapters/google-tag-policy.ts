/**
 * The site's one Trusted Types policy (decision 029): the page's CSP requires a trusted value for
 * every script URL (`require-trusted-types-for 'script'`), and the only script the site adds at run
 * time is Google's tag, after the visitor allows analytics (src/adapters/tag-layer.ts). This policy,
 * {@link GOOGLE_TAG_POLICY}, turns exactly that URL into a `TrustedScriptURL` and refuses every other.
 * A build with a measurement id names it in its CSP; a build without one allows no policy at all.
 */
import { GOOGLE_TAG_POLICY, isGoogleTagUrl } from "~/logic/consent-mode";

/** The part of the browser's Trusted Types API this module uses (TypeScript's DOM types lack it). */
type ScriptUrlPolicy = { createScriptURL(input: string): unknown };
type PolicyFactory = {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | undefined;

/**
 * The rule of the policy: the URL itself when it is gtag.js for a GA4 id, as googleTagUrl() writes it.
 * @throws TypeError naming any other URL (another host, path, parameter or id), which the sink then never receives
 */
function checkedGoogleTagUrl(input: string): string {
  if (!isGoogleTagUrl(input)) throw new TypeError(`Not the Google tag: ${input}`);
  return input;
}

/**
 * Google's tag URL as the value a script's `src` takes under Trusted Types: a `TrustedScriptURL`
 * from the {@link GOOGLE_TAG_POLICY} policy (created on the first call, once per page), or, in a
 * browser without Trusted Types, the checked string.
 * @param url - from googleTagUrl(), e.g. `https://www.googletagmanager.com/gtag/js?id=G-ABC123`
 * @returns a value to assign to `HTMLScriptElement.src` (typed as the string it stands for)
 * @throws TypeError when the URL is anything but gtag.js for a GA4 id; the browser's own error when
 *   the page's CSP does not allow the policy's name
 */
export function googleTagScriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return checkedGoogleTagUrl(url);
  policy ??= factory.createPolicy(GOOGLE_TAG_POLICY, { createScriptURL: checkedGoogleTagUrl });
  // A TrustedScriptURL: the DOM types only know `src` as a string, which it stands for.
  return policy.createScriptURL(url) as string;
}
