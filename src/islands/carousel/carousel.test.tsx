// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_CARD_GAP_PX, REVIEW_CARD_WIDTH_PX, REVIEW_CARDS_VISIBLE } from "~/logic/spec-timings";
import { Carousel, CAROUSEL_VARIABLES } from "./carousel";

const slides = Array.from({ length: 5 }, (_, i) => ({ key: `r${i}`, content: <p>Review {i + 1}</p> }));

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}
const current = () =>
  screen
    .getAllByRole("button", { name: /^Show review/ })
    .findIndex((dot) => dot.getAttribute("aria-current") === "true");
const surface = () => {
  const element = screen.getByRole("region").querySelector("[aria-live]")?.parentElement;
  if (!element) throw new Error("no swipe surface");
  return element;
};
function drag(dx: number, dy = 0, target: Element = surface()) {
  fireEvent.pointerDown(target, { pointerId: 1, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
  fireEvent.pointerMove(window, { pointerId: 1, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerUp(window, { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy });
}

describe("Carousel on a phone (under 1024 px)", () => {
  beforeEach(() => setWidth(390));

  it("labels itself, its slides and its dots; the first dot is current", () => {
    render(<Carousel label="Client reviews" desktop="all" slides={slides} />);
    expect(screen.getByRole("region", { name: "Client reviews" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getByRole("group", { name: "1 of 5" })).toHaveAttribute("aria-roledescription", "slide");
    expect(screen.getAllByRole("button", { name: /^Show review \d of 5$/ })).toHaveLength(5);
    expect(current()).toBe(0);
  });

  it("a dot shows its card; the other cards are inert", () => {
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    fireEvent.click(screen.getByRole("button", { name: "Show review 4 of 5" }));
    expect(current()).toBe(3);
    expect(screen.getByRole("group", { name: "4 of 5" })).not.toHaveAttribute("inert");
    expect(screen.getByRole("group", { name: "1 of 5", hidden: true })).toHaveAttribute("inert");
  });

  it("a swipe over 75 px moves, wrapping around; 75 px does not", () => {
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    drag(-76);
    expect(current()).toBe(1);
    drag(76);
    drag(76);
    expect(current()).toBe(4);
    drag(-75);
    expect(current()).toBe(4);
  });

  it("a movement under 20 px is a tap that goes next; a vertical one is a page scroll", () => {
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    drag(5, 5);
    expect(current()).toBe(1);
    drag(-90, 200);
    expect(current()).toBe(1);
  });

  it("a swipe that starts on a link in a card is left to the link", () => {
    const linked = [{ key: "a", content: <a href="/x">Read</a> }, ...slides];
    render(<Carousel label="Reviews" desktop="strip" slides={linked} />);
    drag(-100, 0, screen.getByRole("link", { name: "Read" }));
    expect(current()).toBe(0);
  });

  it("a second finger abandons the swipe", () => {
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    fireEvent.pointerDown(surface(), { pointerId: 1, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerDown(surface(), { pointerId: 2, isPrimary: false, button: 0, clientX: 100, clientY: 300 });
    fireEvent.pointerUp(window, { pointerId: 1, clientX: 50, clientY: 300 });
    expect(current()).toBe(0);
  });
});

describe("Carousel on desktop (1024 px and up)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setWidth(1280);
  });
  // A drag leaves a click-swallower that a 0 ms timer removes: run it, so no later test's click is eaten.
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it("strip: arrows move one card, disabled at both ends (aria-disabled, still focusable); swipes and taps do nothing", () => {
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    drag(-100);
    drag(0);
    expect(previous).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(next);
    fireEvent.click(next);
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(next).not.toBeDisabled();
    expect(previous).not.toHaveAttribute("aria-disabled");
    fireEvent.click(next);
    expect(screen.getByRole("group", { name: "5 of 5" }), "a disabled arrow does nothing").not.toHaveAttribute("inert");
    expect(screen.getByRole("group", { name: "3 of 5" })).not.toHaveAttribute("inert");
    expect(screen.getByRole("group", { name: "5 of 5" })).not.toHaveAttribute("inert");
    expect(screen.getByRole("group", { name: "2 of 5", hidden: true })).toHaveAttribute("inert");
  });

  it("'all': no arrows, every card in view", () => {
    render(<Carousel label="Reviews" desktop="all" slides={slides.slice(0, 3)} />);
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getAllByRole("group")).toHaveLength(3);
  });

  it("a resize to a phone, 50 ms later, switches to one card with wrap-around", () => {
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    act(() => setWidth(390));
    act(() => void vi.advanceTimersByTime(50));
    drag(80);
    expect(current()).toBe(4);
  });
});

describe("Carousel styles under the page's CSP (decision 029)", () => {
  it("prerenders no style attribute: its layout's variables are classes, with spec §9's sizes", () => {
    const html = renderToString(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain(CAROUSEL_VARIABLES);
    expect(CAROUSEL_VARIABLES.split(" ")).toEqual([
      `[--card-width:${REVIEW_CARD_WIDTH_PX}px]`,
      `[--card-gap:${REVIEW_CARD_GAP_PX}px]`,
      `[--per-view:${REVIEW_CARDS_VISIBLE}]`,
      "[--index:0]",
      "[--drag:0px]",
    ]);
  });

  it("once running, sets the shown card's index and the drag on the element itself", () => {
    setWidth(390);
    render(<Carousel label="Reviews" desktop="strip" slides={slides} />);
    const region = screen.getByRole("region");
    expect(region.style.getPropertyValue("--index")).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Show review 4 of 5" }));
    expect(region.style.getPropertyValue("--index")).toBe("3");
    fireEvent.pointerDown(surface(), { pointerId: 1, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 160, clientY: 300 });
    expect(region.style.getPropertyValue("--drag")).toBe("-40px");
    fireEvent.pointerUp(window, { pointerId: 1, clientX: 160, clientY: 300 });
    expect(region.style.getPropertyValue("--drag")).toBe("0px");
  });
});
