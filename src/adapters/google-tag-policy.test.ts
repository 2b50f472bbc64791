import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOGLE_TAG_POLICY, googleTagUrl } from "~/logic/consent-mode";

/** A fresh copy of the module (its policy is made once per page, so once per copy). */
const load = async () => {
  vi.resetModules();
  return import("./google-tag-policy");
};

/** A browser's Trusted Types factory that wraps what a rule returns, as a TrustedScriptURL does. */
function fakeTrustedTypes() {
  const createPolicy = vi.fn((_name: string, rules: { createScriptURL: (input: string) => string }) => ({
    createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }),
  }));
  vi.stubGlobal("trustedTypes", { createPolicy });
  return createPolicy;
}

const TAG = googleTagUrl("G-ABC123");

afterEach(() => vi.unstubAllGlobals());

describe("googleTagScriptUrl", () => {
  it("makes the Google tag's URL trusted through the one named policy, created once", async () => {
    const createPolicy = fakeTrustedTypes();
    const { googleTagScriptUrl } = await load();
    expect(googleTagScriptUrl(TAG)).toEqual({ trusted: TAG });
    expect(googleTagScriptUrl(googleTagUrl("G-XYZ9876"))).toEqual({ trusted: googleTagUrl("G-XYZ9876") });
    expect(createPolicy).toHaveBeenCalledOnce();
    expect(createPolicy.mock.calls[0]?.[0]).toBe(GOOGLE_TAG_POLICY);
  });

  it.each([
    ["another host", "https://evil.example/gtag/js?id=G-ABC123"],
    ["a look-alike host", "https://www.googletagmanager.com.evil.example/gtag/js?id=G-ABC123"],
    ["plain HTTP", "http://www.googletagmanager.com/gtag/js?id=G-ABC123"],
    ["another script of the host", "https://www.googletagmanager.com/gtm.js?id=G-ABC123"],
    ["an extra parameter", `${TAG}&l=otherLayer`],
    ["a fragment", `${TAG}#x`],
    ["an id that is no GA4 id", "https://www.googletagmanager.com/gtag/js?id=UA-1234-1"],
    ["a relative URL", "/gtag/js?id=G-ABC123"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("refuses %s, with or without Trusted Types", async (_what, url) => {
    fakeTrustedTypes();
    const withPolicy = await load();
    expect(() => withPolicy.googleTagScriptUrl(url)).toThrow(TypeError);
    vi.unstubAllGlobals();
    const without = await load();
    expect(() => without.googleTagScriptUrl(url)).toThrow(TypeError);
  });

  it("hands back the checked string where the browser has no Trusted Types", async () => {
    const { googleTagScriptUrl } = await load();
    expect(googleTagScriptUrl(TAG)).toBe(TAG);
  });
});
