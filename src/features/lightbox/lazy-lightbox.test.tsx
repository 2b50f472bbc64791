import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GalleryGrid } from "~/components/sections/gallery-grid";

/** Counts loads of the lightbox's code, which only the first press may start. */
const host = vi.hoisted(() => ({ imports: 0 }));
vi.mock("./lightbox-host", async (importOriginal) => {
  host.imports++;
  return importOriginal();
});

const images = [1, 2, 3].map((n) => ({
  previewImageUrl: `/assets/images/p${n}-preview.svg`,
  fullImageUrl: `/assets/images/p${n}.svg`,
  description: `Picture number ${n}`,
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

const thumbnail = (n: number) => screen.getByRole("button", { name: `Open image: Picture number ${n}` });

describe("the lightbox's code loads on the first press (issue 13)", () => {
  it("is not loaded with the gallery; thumbnails pressed meanwhile show it, and it opens once, on the last one", async () => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <GalleryGrid images={images} width={400} height={300} /> },
    ]);
    render(<Stub />);
    await screen.findByRole("button", { name: "Open image: Picture number 1" });
    expect(host.imports).toBe(0);
    expect(document.querySelector("dialog")).toBeNull();

    fireEvent.click(thumbnail(1));
    fireEvent.click(thumbnail(3));
    expect(thumbnail(1)).toHaveAttribute("aria-busy", "true");
    expect(thumbnail(3)).toHaveAttribute("data-pressed");

    expect(await screen.findByText("3 / 3")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Image viewer" })).toHaveAttribute("open");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(host.imports).toBe(1);
    expect(thumbnail(1)).not.toHaveAttribute("aria-busy");
    expect(thumbnail(3)).not.toHaveAttribute("data-pressed");

    // Closed and pressed again, it opens at once, without loading anything more.
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.querySelector("dialog")).not.toHaveAttribute("open"), { timeout: 2000 });
    fireEvent.click(thumbnail(2));
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    expect(showModal).toHaveBeenCalledTimes(2);
    expect(host.imports).toBe(1);
  });
});
