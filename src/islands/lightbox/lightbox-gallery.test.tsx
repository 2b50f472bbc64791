// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LightboxGallery } from "./lightbox-gallery";

const images = [1, 2, 3].map((n) => ({
  previewImageUrl: `/assets/images/p${n}-preview.svg`,
  fullImageUrl: `/assets/images/p${n}.svg`,
  description: `Picture number ${n}`,
}));

beforeAll(() => {
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

/** The portfolio's gallery island as the page renders it (hydrated here from the start: see interaction-directive.test.tsx). */
function renderGallery() {
  render(<LightboxGallery variant="grid" images={images} pictures={{}} width={400} height={300} />);
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
function dialog(): HTMLDialogElement {
  const element = document.querySelector("dialog");
  if (!element) throw new Error("no dialog");
  return element;
}
const shownImage = () => dialog().querySelector("img");

describe("the lightbox gallery island (spec §4 Lightbox)", () => {
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
    const pressBackdrop = () => {
      fireEvent.pointerDown(backdrop);
      fireEvent.click(backdrop);
    };
    pressBackdrop();
    advance(600);
    expect(dialog()).toHaveAttribute("open");
    // Pressed on Next and released on the backdrop: the click goes to what both share, and is no backdrop click.
    fireEvent.pointerDown(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(backdrop);
    advance(500);
    expect(dialog()).toHaveAttribute("open");
    pressBackdrop();
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
    // Not prevented (the browser opens the link), and no lightbox opens (none is even rendered yet).
    expect(fireEvent.click(thumbnail, { ctrlKey: true })).toBe(true);
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("renders no dialog until a thumbnail is pressed; the thumbnails are links to the full images", () => {
    renderGallery();
    expect(document.querySelector("dialog")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Open image/ }).map((link) => link.getAttribute("href"))).toEqual(
      images.map((image) => image.fullImageUrl),
    );
  });
});

describe("a book's gallery: its cover and its spreads open one lightbox over the whole book (spec §2 Book details)", () => {
  function renderBook() {
    render(
      <>
        <LightboxGallery variant="cover" images={images} to={1} pictures={{}} width={600} height={800} />
        <LightboxGallery variant="grid" images={images} from={1} pictures={{}} width={600} height={300} />
      </>,
    );
  }

  it("the cover shows the first image large and opens it as 1 of all", () => {
    renderBook();
    const cover = screen.getByRole("button", { name: "Open image: Picture number 1" });
    expect(cover.querySelector("img")).toHaveAttribute("src", "/assets/images/p1.svg");
    fireEvent.click(cover);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    advance(500);
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
  });

  it("the spreads show the rest, and open at their place in the whole book", () => {
    renderBook();
    expect(screen.getAllByRole("button", { name: /^Open image/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Open image: Picture number 3" }));
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
