import { describe, expect, it } from "vitest";
import { LOCAL_EMAIL_IDS, PROVIDER_ORIGIN, resolveEmailConfig } from "./email-config";

describe("resolveEmailConfig", () => {
  it("uses the local outbox on the same origin when no keys are set", () => {
    expect(resolveEmailConfig({})).toEqual({ mode: "local", ...LOCAL_EMAIL_IDS, origin: "" });
    expect(resolveEmailConfig({ VITE_EMAILJS_PUBLIC_KEY: "  ", VITE_EMAILJS_SERVICE_ID: "" })).toMatchObject({
      mode: "local",
    });
  });

  it("uses the provider when all three ids are set", () => {
    const env = { VITE_EMAILJS_PUBLIC_KEY: " pk ", VITE_EMAILJS_SERVICE_ID: "svc", VITE_EMAILJS_TEMPLATE_ID: "tpl" };
    expect(resolveEmailConfig(env)).toEqual({
      mode: "provider",
      publicKey: "pk",
      serviceId: "svc",
      templateId: "tpl",
      origin: PROVIDER_ORIGIN,
    });
    expect(resolveEmailConfig({ ...env, VITE_EMAILJS_ORIGIN: "https://mail.example.com/" }).origin).toBe(
      "https://mail.example.com",
    );
  });

  it("lets the origin point the local ids at another server", () => {
    expect(resolveEmailConfig({ VITE_EMAILJS_ORIGIN: "http://127.0.0.1:4173" })).toMatchObject({
      mode: "local",
      origin: "http://127.0.0.1:4173",
    });
  });

  it("fails loudly on a partial set-up or a bad origin", () => {
    expect(() => resolveEmailConfig({ VITE_EMAILJS_PUBLIC_KEY: "pk" })).toThrow(
      /VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID missing/,
    );
    expect(() => resolveEmailConfig({ VITE_EMAILJS_ORIGIN: "api.emailjs.com" })).toThrow(/http\(s\) URL/);
  });
});
