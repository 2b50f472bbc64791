// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BookStoreReviewsCarousel } from "~/islands/carousel/review-carousels";
import interactionDirective from "./interaction-directive";
import { LightboxGallery } from "~/islands/lightbox/lightbox-gallery";

const images = [1, 2, 3].map((n) => ({
  previewImageUrl: `/assets/images/p${n}-preview.svg`,
  fullImageUrl: `/assets/images/p${n}.svg`,
  description: `Picture number ${n}`,
}));

/** Ten book-store reviews, as many as the site has (spec §3), so a desktop strip stops three before the end. */
const bookStoreReviews = Array.from({ length: 10 }, (_, i) => ({
  title: `Review title ${i + 1}`,
  review: `What reader ${i + 1} thought.`,
  reviewerPhotoUrl: `/assets/images/people/reader-${i + 1}.svg`,
  reviewerName: `Reader ${i + 1}`,
  reviewUrl: `https://books.example/review/${i + 1}`,
}));

const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
});
beforeAll(() => {
  // jsdom has no modal dialogs; the browser's behaviour is covered end to end.
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  showModal.mockClear();
});

/**
 * An island as Astro builds it: the component's server HTML in an `<astro-island>`, and the directive
 * given a loader that holds the island's code back until `arrive()`, then hydrates it as
 * @astrojs/react does (`hydrateRoot` in a transition).
 */
function prerenderIsland(component: React.ReactElement) {
  const island = document.createElement("astro-island");
  island.innerHTML = renderToString(component);
  document.body.append(island);
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const loads = { count: 0 };
  interactionDirective(
    async () => {
      loads.count++;
      await arrived;
      return async () => startTransition(() => void roots.push(hydrateRoot(island, component)));
    },
    { name: "interaction", value: "" },
    island,
  );
  return { island, loads, arrive: () => act(async () => release()) };
}

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

/** Lets React, the ready signal and the replay run their course, so a second effect would show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("client:interaction: a lightbox thumbnail pressed before its island hydrated", () => {
  const thumbnail = (n: number) => screen.getByRole("button", { name: `Open image: Picture number ${n}` });

  it("loads nothing until the first interaction", async () => {
    const { loads } = prerenderIsland(
      <LightboxGallery variant="grid" images={images} pictures={{}} width={4} height={3} />,
    );
    await settle();
    expect(loads.count).toBe(0);
    fireEvent.pointerOver(thumbnail(1), { pointerType: "touch" });
    expect(loads.count, "a touch passing over is no intent").toBe(0);
    fireEvent.pointerOver(thumbnail(1), { pointerType: "mouse" });
    expect(loads.count, "a mouse over a thumbnail is about to press it").toBe(1);
  });

  it("a mouse over text is no intent; a focus is", async () => {
    const { loads } = prerenderIsland(<BookStoreReviewsCarousel reviews={bookStoreReviews} pictures={{}} />);
    fireEvent.pointerOver(screen.getByText("What reader 1 thought."), { pointerType: "mouse" });
    expect(loads.count).toBe(0);
    fireEvent.focusIn(screen.getAllByRole("link", { name: /Read the full review/ })[0] ?? document.body);
    expect(loads.count).toBe(1);
  });

  it("then fetches every script file the island needs at once (its data-preload), each once", async () => {
    const { island } = prerenderIsland(
      <LightboxGallery variant="grid" images={images} pictures={{}} width={4} height={3} />,
    );
    island.setAttribute("data-preload", "/_astro/gallery.js /_astro/react.js");
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href: "/_astro/react.js" }),
    );
    fireEvent.pointerDown(thumbnail(1), { pointerId: 1, isPrimary: true, button: 0 });
    fireEvent.click(thumbnail(1));
    const preloads = [...document.head.querySelectorAll("link[rel=modulepreload]")].map((link) =>
      link.getAttribute("href"),
    );
    expect(preloads.sort()).toEqual(["/_astro/gallery.js", "/_astro/react.js"]);
    document.head.replaceChildren();
  });

  it("opens the lightbox once, at its image, and never follows the link to the raw file", async () => {
    setWidth(1280);
    const { loads, arrive } = prerenderIsland(
      <LightboxGallery variant="grid" images={images} pictures={{}} width={4} height={3} />,
    );
    fireEvent.pointerDown(thumbnail(2), { pointerId: 1, isPrimary: true, button: 0 });
    expect(fireEvent.click(thumbnail(2)), "the link's default is prevented").toBe(false);
    expect(fireEvent.click(thumbnail(2)), "a double click too").toBe(false);
    expect(thumbnail(2)).toHaveAttribute("aria-busy", "true");
    expect(thumbnail(2)).toHaveAttribute("data-pressed");
    expect(document.querySelector("dialog")).toBeNull();
    expect(loads.count).toBe(1);

    await arrive();
    await waitFor(() => expect(screen.getByText("2 / 3")).toBeInTheDocument());
    await settle();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Image viewer" })).toHaveAttribute("open");
    expect(thumbnail(2)).not.toHaveAttribute("aria-busy");
    expect(thumbnail(2)).not.toHaveAttribute("data-pressed");
  });

  it("Space on a thumbnail is held too (it would scroll the page) and opens it", async () => {
    const { arrive } = prerenderIsland(
      <LightboxGallery variant="grid" images={images} pictures={{}} width={4} height={3} />,
    );
    expect(fireEvent.keyDown(thumbnail(3), { key: " " })).toBe(false);
    await arrive();
    await waitFor(() => expect(screen.getByText("3 / 3")).toBeInTheDocument());
  });

  it("a Ctrl-click is left to the browser (a new tab) and not replayed", async () => {
    const { arrive } = prerenderIsland(
      <LightboxGallery variant="grid" images={images} pictures={{}} width={4} height={3} />,
    );
    let prevented: boolean | undefined;
    // What the page did with the click, seen last; then kept from jsdom, which cannot open a tab.
    const look = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", look);
    fireEvent.click(thumbnail(1), { ctrlKey: true });
    window.removeEventListener("click", look);
    expect(prevented).toBe(false);
    await arrive();
    await settle();
    expect(document.querySelector("dialog")).toBeNull();
  });
});

describe("client:interaction: a carousel used before its island hydrated, on a phone (390 px)", () => {
  const total = bookStoreReviews.length;
  const current = () =>
    screen
      .getAllByRole("button", { name: /^Show review/ })
      .findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
  const heading = () => {
    const element = screen.getByRole("group", { name: `1 of ${total}` }).querySelector("h3");
    if (!element) throw new Error("no heading");
    return element;
  };
  const gesture = (target: Element, dx: number, end: "pointerUp" | "pointerCancel" = "pointerUp") => {
    fireEvent.pointerDown(target, { pointerId: 7, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
    fireEvent[end](window, { pointerId: 7, clientX: 200 + dx, clientY: 302 });
  };
  const carousel = () => <BookStoreReviewsCarousel reviews={bookStoreReviews} pictures={{}} />;

  it("dots pressed take effect in order, once, in the phone's mode (the last card is no desktop start)", async () => {
    setWidth(390);
    const { arrive } = prerenderIsland(carousel());
    fireEvent.click(screen.getByRole("button", { name: `Show review 3 of ${total}` }));
    fireEvent.click(screen.getByRole("button", { name: `Show review ${total} of ${total}` }));
    expect(current(), "nothing moves before the island is there").toBe(1);
    await arrive();
    await waitFor(() => expect(current()).toBe(total));
  });

  it("a tap goes next once; a swipe the browser cancelled (a scroll) is dropped", async () => {
    setWidth(390);
    const { arrive } = prerenderIsland(carousel());
    gesture(heading(), -120, "pointerCancel");
    gesture(heading(), 4);
    fireEvent.click(heading());
    await arrive();
    await waitFor(() => expect(current()).toBe(2));
    await settle();
    expect(current()).toBe(2);
  });

  it("a swipe over 75 px moves one card, wrapping around; one still under the finger at hydration ends there", async () => {
    setWidth(390);
    const { arrive } = prerenderIsland(carousel());
    gesture(heading(), 120);
    fireEvent.pointerDown(heading(), { pointerId: 8, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
    await arrive();
    await waitFor(() => expect(current()).toBe(total));
    fireEvent.pointerUp(window, { pointerId: 8, clientX: 100, clientY: 300 });
    expect(current()).toBe(1);
  });

  it("a swipe that starts on the review's link is left to the link", async () => {
    setWidth(390);
    const { arrive } = prerenderIsland(carousel());
    const link = screen.getAllByRole("link", { name: /Read the full review/ })[0];
    if (!link) throw new Error("no link");
    gesture(link, -120);
    await arrive();
    await settle();
    expect(current()).toBe(1);
  });
});

describe("client:interaction: when the island's code cannot load", () => {
  it("releases the held thumbnail and follows its link, as without JavaScript", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { island } = prerenderIsland(
      <LightboxGallery variant="grid" images={images} pictures={{}} width={4} height={3} />,
    );
    const thumbnail = screen.getByRole("button", { name: "Open image: Picture number 1" });
    fireEvent.click(thumbnail);
    island.dispatchEvent(new CustomEvent("astro:hydration-error", { bubbles: true }));
    expect(thumbnail).not.toHaveAttribute("aria-busy");
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/assets/images/p1.svg");
    vi.unstubAllGlobals();
  });
});
