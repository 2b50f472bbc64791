import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { GalleryGrid } from "~/components/sections/gallery-grid";
import { loadLightbox } from "./lazy-lightbox";

const images = [1, 2, 3].map((n) => ({
  previewImageUrl: `/assets/images/p${n}-preview.svg`,
  fullImageUrl: `/assets/images/p${n}.svg`,
  description: `Picture number ${n}`,
}));

beforeAll(async () => {
  // The lightbox's code loads on a gallery's first press (lazy-lightbox.test.tsx covers that); here it is in already.
  await loadLightbox();
  // jsdom has no modal dialogs; the browser's behaviour is covered end to end.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
afterEach(() => vi.useRealTimers());

/** The gallery inside a data router, as on the site: its images look up their AVIF/WebP sources in the route data. */
function renderGallery() {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <GalleryGrid images={images} width={400} height={300} /> },
  ]);
  render(<Stub />);
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
function dialog(): HTMLDialogElement {
  const element = document.querySelector("dialog");
  if (!element) throw new Error("no dialog");
  return element;
}
const shownImage = () => dialog().querySelector("img");

describe("Lightbox wired to a gallery", () => {
  it("opens on the clicked thumbnail, loading only that full image", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 2" }));
    expect(screen.getByRole("dialog", { name: "Image viewer" })).toBe(dialog());
    expect(dialog()).toHaveAttribute("open");
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute("src", "/assets/images/p2.svg");
    expect(dialog().querySelectorAll("img")).toHaveLength(1);
  });

  it("Space opens it too, like any button", () => {
    renderGallery();
    fireEvent.keyDown(screen.getByRole("button", { name: "Open image: Picture number 1" }), { key: " " });
    expect(dialog()).toHaveAttribute("open");
  });

  it("arrow keys and buttons change the image after 500 ms, wrapping around", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Close" }), { key: "ArrowLeft" });
    advance(499);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    advance(500);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
  });

  it("closes 500 ms after the close button, then renders nothing inside", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    advance(499);
    expect(dialog()).toHaveAttribute("open");
    advance(1);
    expect(dialog()).not.toHaveAttribute("open");
    expect(shownImage()).toBeNull();
  });

  it("Escape (the dialog's cancel) closes it", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    fireEvent(dialog(), new Event("cancel", { cancelable: true }));
    advance(500);
    expect(dialog()).not.toHaveAttribute("open");
  });

  it("a backdrop click closes it, but not during the first 500 ms (a double click's second click)", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    const backdrop = dialog().querySelector("[data-state]");
    if (!backdrop) throw new Error("no lightbox surface");
    fireEvent.click(backdrop);
    advance(600);
    expect(dialog()).toHaveAttribute("open");
    fireEvent.click(backdrop);
    advance(500);
    expect(dialog()).not.toHaveAttribute("open");
  });

  it("shows a spinner only after 150 ms of loading, and keeps it at least 150 ms", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    advance(149);
    expect(screen.queryByRole("status", { hidden: true })).toBeNull();
    advance(1);
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("Loading");
    const image = shownImage();
    if (!image) throw new Error("no image");
    fireEvent.load(image);
    advance(149);
    expect(screen.getByRole("status", { hidden: true })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole("status", { hidden: true })).toBeNull();
  });

  it("a fast load never shows the spinner", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    advance(100);
    const image = shownImage();
    if (!image) throw new Error("no image");
    fireEvent.load(image);
    advance(1000);
    expect(screen.queryByRole("status", { hidden: true })).toBeNull();
  });

  it("an image that fails shows the drawn fallback, and the next image loads normally", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 1" }));
    const image = shownImage();
    if (!image) throw new Error("no image");
    fireEvent.error(image);
    expect(screen.getByText("Sorry, this picture could not be loaded.")).toBeInTheDocument();
    expect(shownImage()).toBeNull();
    expect(screen.getByText("Picture number 1", { selector: "figcaption" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    advance(500);
    expect(shownImage()).toHaveAttribute("src", "/assets/images/p2.svg");
  });

  it("a Ctrl-click on a thumbnail is left to the browser (open in a new tab)", () => {
    renderGallery();
    const thumbnail = screen.getByRole("button", { name: "Open image: Picture number 1" });
    expect(thumbnail).toHaveAttribute("href", "/assets/images/p1.svg");
    // Not prevented (the browser opens the link), and no lightbox opens (none is even loaded: issue 13).
    expect(fireEvent.click(thumbnail, { ctrlKey: true })).toBe(true);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });
});
