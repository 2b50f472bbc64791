import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollManager } from "./scroll-manager";

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: "about", element: <p>about</p> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

describe("ScrollManager (spec §2: to the top 100 ms after a navigation, restore on back)", () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollPageTo(0);
  });
  afterEach(() => vi.useRealTimers());

  it("does nothing on the first load", () => {
    setup();
    act(() => void vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls smoothly to the top 100 ms after a link, not before", async () => {
    const router = setup();
    scrollPageTo(1200);
    await act(() => router.navigate("/about"));
    act(() => void vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: "smooth" });
  });

  it("goes back to where the page was left, at once", async () => {
    const router = setup();
    scrollPageTo(1200);
    await act(() => router.navigate("/about"));
    act(() => void vi.advanceTimersByTime(100));
    scrollPageTo(0);
    scrollTo.mockReset();
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1200, behavior: "instant" });
    act(() => void vi.advanceTimersByTime(1000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("a second navigation within the 100 ms cancels the first scroll", async () => {
    const router = setup();
    await act(() => router.navigate("/about"));
    act(() => void vi.advanceTimersByTime(50));
    await act(() => router.navigate("/"));
    act(() => void vi.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("scrolls instantly with reduced motion", async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes("reduce"),
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    const router = setup();
    await act(() => router.navigate("/about"));
    act(() => void vi.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
    Reflect.deleteProperty(window, "matchMedia");
  });
});
