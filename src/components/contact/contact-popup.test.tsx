// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import ContactFormIsland from "~/islands/contact-form/contact-form-island";
import { CONTACT_POPUP_RESET_MS } from "~/logic/spec-timings";
import { startContactFormEarly } from "~/shell/contact-form-early";
import { startContactLinks } from "~/shell/contact-links";
import { ContactLink } from "./contact-link";
import { ContactPopup } from "./contact-popup";
import { ROUTES } from "~/routes";

vi.mock("~/adapters/email-sdk", () => ({ sendContactMessage: vi.fn() }));

// The shell modules, started as every page starts them in <head>: delegated listeners on the document.
startContactLinks();
startContactFormEarly();

beforeAll(() => {
  // jsdom has no modal dialogs: emulate the open attribute and the close event.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

/** A page as built: a call to action, and the popup with its form prerendered (the island not hydrated). */
function renderPage({ popup = true } = {}) {
  const form = renderToStaticMarkup(<ContactFormIsland idPrefix="contact-popup" resetWith="contact-popup" />);
  document.body.innerHTML =
    renderToStaticMarkup(<ContactLink variant="primary">Contact us</ContactLink>) +
    (popup
      ? renderToStaticMarkup(<ContactPopup />).replace("</div></div></dialog>", `${form}</div></div></dialog>`)
      : "");
}

const dialog = () => document.getElementById("contact-popup") as HTMLDialogElement;
const link = () => screen.getByRole("link", { name: "Contact us" });
const nameField = () => document.getElementById("contact-popup-name") as HTMLInputElement;

/** Clicks the call to action; returns whether the link was followed (the click not prevented). */
function click(target: Element, init: MouseEventInit = {}) {
  return fireEvent.click(target, { button: 0, ...init });
}

beforeEach(() => vi.stubGlobal("innerWidth", 1280));
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the contact calls to action (spec §4 Contact popup, src/shell/contact-links.ts)", () => {
  it("from 1024 px, a plain click opens the popup at once, focus on the name field, instead of following the link", () => {
    vi.stubGlobal("innerWidth", 1024);
    renderPage();
    expect(link()).toHaveAttribute("href", ROUTES.contactUs);
    expect(click(link())).toBe(false);
    expect(dialog()).toHaveAttribute("open");
    expect(dialog()).toHaveAccessibleName("Contact us");
    expect(nameField()).toHaveFocus();
  });

  it("under 1024 px, with a modifier or another button, or without a popup, the link is followed", () => {
    renderPage();
    expect(click(link(), { ctrlKey: true })).toBe(true);
    expect(click(link(), { button: 1 })).toBe(true);
    vi.stubGlobal("innerWidth", 1023);
    expect(click(link())).toBe(true);
    expect(dialog()).not.toHaveAttribute("open");
    vi.stubGlobal("innerWidth", 1280);
    renderPage({ popup: false }); // /contact-us has no popup
    expect(click(link())).toBe(true);
  });

  it("closes on a press on the backdrop, not on one inside the card, nor on a drag from the card out", () => {
    renderPage();
    click(link());
    fireEvent.pointerDown(nameField());
    click(nameField());
    expect(dialog()).toHaveAttribute("open");
    // Text selected in the field with the pointer released outside the card: the click goes to the dialog.
    fireEvent.pointerDown(nameField());
    click(dialog());
    expect(dialog()).toHaveAttribute("open");
    fireEvent.pointerDown(dialog());
    click(dialog());
    expect(dialog()).not.toHaveAttribute("open");
  });

  it("resets a form typed in before hydration 500 ms after closing, unless reopened meanwhile", () => {
    vi.useFakeTimers();
    renderPage();
    click(link());
    nameField().value = "Jane";
    dialog().close();
    vi.advanceTimersByTime(CONTACT_POPUP_RESET_MS - 1);
    click(link()); // reopened within 500 ms: nothing is lost
    vi.advanceTimersByTime(CONTACT_POPUP_RESET_MS * 2);
    expect(nameField()).toHaveValue("Jane");
    dialog().close();
    vi.advanceTimersByTime(CONTACT_POPUP_RESET_MS);
    expect(nameField()).toHaveValue("");
  });

  it("keeps a form whose Send waits for the island", () => {
    vi.useFakeTimers();
    renderPage();
    click(link());
    nameField().value = "Jane";
    fireEvent.submit(nameField().form as HTMLFormElement);
    dialog().close();
    vi.advanceTimersByTime(CONTACT_POPUP_RESET_MS);
    expect(nameField()).toHaveValue("Jane");
  });
});

describe("a Send before hydration (src/shell/contact-form-early.ts)", () => {
  it("is held, once, and the Send button shown busy; a form the island has taken over is left alone", () => {
    renderPage();
    const form = nameField().form as HTMLFormElement;
    const send = screen.getByRole("button", { name: "Send message", hidden: true });
    expect(fireEvent.submit(form)).toBe(false);
    expect(fireEvent.submit(form)).toBe(false);
    expect(send).toHaveAttribute("data-pressed");
    expect(send).toHaveAttribute("aria-busy", "true");

    form.setAttribute("data-contact-form", "ready");
    expect(fireEvent.submit(form)).toBe(true);
  });
});

describe("a paste before hydration (src/shell/contact-form-early.ts)", () => {
  it("is the browser's own, whole, and the island keeps it when it hydrates (no length limit, decision 022)", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<ContactFormIsland idPrefix="early" />)}</div>`;
    const message = document.getElementById("early-message") as HTMLTextAreaElement;
    expect(message).not.toHaveAttribute("maxlength");
    message.focus();
    expect(fireEvent.paste(message, { clipboardData: { getData: () => "p".repeat(12_000) } })).toBe(true);
    message.value = "p".repeat(12_000);

    const root = document.getElementById("root") as HTMLElement;
    await act(async () => {
      hydrateRoot(root, <ContactFormIsland idPrefix="early" />);
    });
    expect(message).toHaveValue("p".repeat(12_000));
    expect(message).not.toHaveAttribute("aria-describedby");
  });
});

describe("the popup's form island (src/islands/contact-form/contact-form-island.tsx)", () => {
  it("remounts its form, empty, on the popup's reset event", async () => {
    const popup = document.createElement("dialog");
    popup.id = "contact-popup-test";
    document.body.append(popup);
    render(<ContactFormIsland idPrefix="island" resetWith="contact-popup-test" />, { container: popup });
    const name = screen.getByRole("textbox", { name: "Your name", hidden: true });
    fireEvent.change(name, { target: { value: "Jane" } });
    expect(name).toHaveValue("Jane");
    await act(async () => popup.dispatchEvent(new Event("contact-popup-reset")));
    expect(screen.getByRole("textbox", { name: "Your name", hidden: true })).toHaveValue("");
  });
});
