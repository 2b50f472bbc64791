// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BUY_BUTTON_ATTRIBUTE } from "~/components/sections/buy-panel-marks";
import { startBuyPanel } from "./buy-panel";

const buy = () => document.querySelector("button") as HTMLButtonElement;
const list = () => document.getElementById("retailers") as HTMLElement;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("startBuyPanel (spec §4 Other)", () => {
  it("listens from before the markup exists, and reveals the list on a press", () => {
    startBuyPanel();
    document.body.innerHTML = `<button type="button" ${BUY_BUTTON_ATTRIBUTE} aria-expanded="false" aria-controls="retailers">Buy</button><ul id="retailers" hidden></ul>`;
    buy().click();
    expect(buy()).toHaveAttribute("aria-expanded", "true");
    expect(list().hidden).toBe(false);
  });
});
