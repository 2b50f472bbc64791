// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Footer } from "~/components/layout/footer";
import { showCurrentYear, startCurrentYear } from "./current-year";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the copyright line's current year (spec §2 Footer)", () => {
  it("is the build's year in the footer's HTML, marked for the shell", () => {
    const html = renderToStaticMarkup(<Footer />);
    const year = new Date().getFullYear();
    expect(html).toContain(`© <span data-current-year="">${year}</span> Bramble &amp; Bee Studio.`);
  });

  it("becomes the visitor's year once the document is parsed, and is left alone when it already is", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T00:00:05"));
    document.body.innerHTML = renderToStaticMarkup(<Footer />);
    startCurrentYear();
    expect(document.querySelector("footer")?.textContent).toContain("© 2031 Bramble & Bee Studio.");
    expect(showCurrentYear(document), "nothing left to change").toBe(0);
    expect(showCurrentYear(document, 2032)).toBe(1);
  });

  it("is brought up to the visitor's year again when the page comes back from the back/forward cache", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-12-31T23:59:00"));
    document.body.innerHTML = renderToStaticMarkup(<Footer />);
    startCurrentYear();
    vi.setSystemTime(new Date("2032-01-01T08:00:00"));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(document.querySelector("footer")?.textContent, "a fresh load's pageshow changes nothing").toContain(
      "© 2031",
    );
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(document.querySelector("footer")?.textContent).toContain("© 2032 Bramble & Bee Studio.");
  });
});
