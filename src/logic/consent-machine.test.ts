import { describe, expect, it } from "vitest";
import {
  bannerView,
  type ConsentEvent,
  consentReducer,
  type ConsentState,
  initialConsentState,
} from "./consent-machine";

function run(...events: ConsentEvent[]): ConsentState {
  return events.reduce(consentReducer, initialConsentState);
}

describe("consent banner state (spec §4)", () => {
  it("is pending before storage is read where consent is required, and absent where it is switched off", () => {
    expect(bannerView(initialConsentState, true)).toBe("pending");
    expect(bannerView(initialConsentState, false)).toBe("hidden");
  });

  it("defaults the settings toggle to granted", () => {
    expect(initialConsentState.draft).toBe("granted");
    expect(run({ type: "loaded", saved: null }).draft).toBe("granted");
  });

  it("shows the banner on a first visit where consent is required, not where it is switched off", () => {
    const state = run({ type: "loaded", saved: null });
    expect(bannerView(state, true)).toBe("visible");
    expect(bannerView(state, false)).toBe("hidden");
  });

  it("stays hidden when a saved choice was loaded", () => {
    expect(bannerView(run({ type: "loaded", saved: "denied" }), true)).toBe("hidden");
    expect(bannerView(run({ type: "loaded", saved: "granted" }), true)).toBe("hidden");
  });

  it.each(["granted", "denied"] as const)("hides after choosing %s and remembers it", (analytics) => {
    const state = run({ type: "loaded", saved: null }, { type: "chosen", analytics });
    expect(state.saved).toBe(analytics);
    expect(bannerView(state, true)).toBe("hidden");
  });

  it("opens the settings panel, toggles, and saves the toggle's value", () => {
    let state = run({ type: "loaded", saved: null }, { type: "settings_opened" });
    expect(bannerView(state, true)).toBe("settings");
    state = consentReducer(state, { type: "draft_changed", analytics: "denied" });
    expect(state.draft).toBe("denied");
    state = consentReducer(state, { type: "chosen", analytics: state.draft });
    expect(state.saved).toBe("denied");
    expect(bannerView(state, true)).toBe("hidden");
  });

  it("reopens from the footer on any page, with the toggle showing the saved choice", () => {
    const state = run({ type: "loaded", saved: "denied" }, { type: "reopened" });
    expect(bannerView(state, true)).toBe("visible");
    expect(bannerView(state, false)).toBe("visible");
    expect(state.draft).toBe("denied");
  });

  it("reopens on the choices, not on a settings panel left open", () => {
    const state = run(
      { type: "loaded", saved: null },
      { type: "settings_opened" },
      { type: "chosen", analytics: "granted" },
      { type: "reopened" },
    );
    expect(bannerView(state, true)).toBe("visible");
  });

  it("dismissing closes a reopened banner but cannot skip a first choice", () => {
    expect(
      bannerView(run({ type: "loaded", saved: "granted" }, { type: "reopened" }, { type: "dismissed" }), true),
    ).toBe("hidden");
    expect(bannerView(run({ type: "loaded", saved: null }, { type: "dismissed" }), true)).toBe("visible");
  });

  it("follows a choice made in another tab, and asks again if the record is removed there", () => {
    let state = run({ type: "loaded", saved: null }, { type: "settings_opened" });
    state = consentReducer(state, { type: "changed_elsewhere", saved: "granted" });
    expect(bannerView(state, true)).toBe("hidden");
    state = consentReducer(state, { type: "changed_elsewhere", saved: null });
    expect(bannerView(state, true)).toBe("visible");
    expect(state.draft).toBe("granted");
  });

  it("returns the same state when another tab saves the same choice", () => {
    const state = run({ type: "loaded", saved: "denied" });
    expect(consentReducer(state, { type: "changed_elsewhere", saved: "denied" })).toBe(state);
  });
});
