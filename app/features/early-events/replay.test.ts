import { afterEach, describe, expect, it, vi } from "vitest";
import { earlyConsentChoice, isReplaying, replayEarlyEvents } from "./replay";

function queue(...elements: Element[]) {
  window.__earlyEvents = { queue: elements, consent: null, off: false };
  return window.__earlyEvents;
}

function pressed(element: Element): Element {
  element.setAttribute("data-pressed", "");
  element.setAttribute("aria-busy", "true");
  return element;
}

afterEach(() => {
  delete window.__earlyEvents;
  document.body.replaceChildren();
});

describe("replayEarlyEvents (issue 12)", () => {
  it("presses each queued control once, in order, as a replay, and turns the capture off", () => {
    const seen: string[] = [];
    const make = (id: string) => {
      const button = document.createElement("button");
      button.id = id;
      button.addEventListener("click", () => seen.push(`${id}:${isReplaying()}`));
      document.body.append(button);
      return pressed(button);
    };
    const early = queue(make("menu"), make("buy"));

    expect(replayEarlyEvents()).toBe(2);
    expect(seen).toEqual(["menu:true", "buy:true"]);
    expect(early.off).toBe(true);
    expect(isReplaying()).toBe(false);
    expect(replayEarlyEvents(), "the queue is emptied").toBe(0);
  });

  it("clears the pressed mark before the app handles the press (so its own busy state stands)", () => {
    const button = pressed(document.createElement("button"));
    document.body.append(button);
    button.addEventListener("click", () => {
      expect(button.hasAttribute("data-pressed")).toBe(false);
      button.setAttribute("aria-busy", "true");
    });
    queue(button);
    replayEarlyEvents();
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("submits a queued form through requestSubmit, so the app's validation runs", () => {
    const form = document.createElement("form");
    document.body.append(form);
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", onSubmit);
    queue(pressed(form));
    replayEarlyEvents();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute("data-pressed")).toBe(false);
  });

  it("skips a control that is no longer in the page, and a page without the script replays nothing", () => {
    const gone = pressed(document.createElement("button"));
    const onClick = vi.fn();
    gone.addEventListener("click", onClick);
    queue(gone);
    expect(replayEarlyEvents()).toBe(0);
    expect(onClick).not.toHaveBeenCalled();
    expect(gone.hasAttribute("data-pressed")).toBe(false);

    delete window.__earlyEvents;
    expect(replayEarlyEvents()).toBe(0);
  });

  it("hands over the consent choice made before hydration", () => {
    expect(earlyConsentChoice()).toBeNull();
    queue().consent = "denied";
    expect(earlyConsentChoice()).toBe("denied");
  });
});
