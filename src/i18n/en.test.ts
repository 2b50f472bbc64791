import { describe, expect, it } from "vitest";
import { t } from "./en";

describe("t", () => {
  it("fills placeholders", () => {
    expect(t("next_resource", { name: "Where to buy ISBNs" })).toBe("Next resource: Where to buy ISBNs");
    expect(t("copyright", { year: 2026, company: "Studio", slogan: "Hi." })).toBe("© 2026 Studio. Hi.");
  });
  it("keeps the spec's validation wording", () => {
    expect(t("from_name_error")).toBe("Please enter your name");
    expect(t("reply_to_error")).toBe("Please enter a valid email address");
    expect(t("message_error")).toBe("Please enter your message");
  });
  it("leaves unknown placeholders visible rather than dropping them", () => {
    expect(t("error_view_description")).toBe("Please contact us directly at: {email}");
  });
});
