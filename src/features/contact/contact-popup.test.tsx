import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactLink } from "./contact-link";
import { CONTACT_POPUP_RESET_MS as POPUP_RESET_DELAY_MS } from "~/lib/constants";
import { ContactPopupProvider } from "./contact-popup-context";

const client = vi.hoisted(() => ({ initEmailClient: vi.fn(), sendContactMessage: vi.fn() }));
vi.mock("./email-client", () => client);

beforeAll(async () => {
  // The popup's module is lazy (issue 13): have it in the module cache, as a wide screen has it
  // preloaded with the page's chunks in a browser, so that opening takes one render pass.
  await import("./contact-popup");
  // jsdom has no modal dialogs: emulate the open attribute the Dialog component drives.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

function setWidth(width: number) {
  vi.stubGlobal("innerWidth", width);
}

function renderSite(path = "/about") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ContactPopupProvider>
            <ContactLink variant="orange">Contact us</ContactLink>
          </ContactPopupProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const popup = () => screen.queryByRole("dialog", { name: "Contact us" });

/** Presses a call to action and lets the popup's code (loaded on first use, issue 13) arrive. */
async function press(link: HTMLElement) {
  await act(async () => {
    fireEvent.click(link);
  });
}
const nameField = () => screen.getByLabelText("Your name", { selector: "#contact-popup-name" });

beforeEach(() => {
  client.initEmailClient.mockReset();
  client.initEmailClient.mockResolvedValue({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("contact calls to action (spec §4)", () => {
  it("render a real link to /contact-us", () => {
    setWidth(1280);
    renderSite();
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us");
  });

  it("open the popup from 1024 px up, focusing the name field, without navigating", async () => {
    setWidth(1024);
    const router = renderSite();
    await press(screen.getByRole("link", { name: "Contact us" }));
    expect(popup()).toBeVisible();
    expect(nameField()).toHaveFocus();
    expect(router.state.location.pathname).toBe("/about");
  });

  it("navigate to /contact-us under 1024 px", () => {
    setWidth(1023);
    const router = renderSite();
    fireEvent.click(screen.getByRole("link", { name: "Contact us" }));
    expect(popup()).toBeNull();
    expect(router.state.location.pathname).toBe("/contact-us");
  });

  it("keep modified clicks (new tab) as plain links", () => {
    setWidth(1280);
    renderSite();
    fireEvent.click(screen.getByRole("link", { name: "Contact us" }), { ctrlKey: true });
    expect(popup()).toBeNull();
  });

  it("do not open the popup over the contact page itself", () => {
    setWidth(1280);
    const router = renderSite("/contact-us");
    fireEvent.click(screen.getByRole("link", { name: "Contact us" }));
    expect(popup()).toBeNull();
    expect(router.state.location.pathname).toBe("/contact-us");
  });
});

describe("ContactPopupProvider", () => {
  it("does not start the e-mail client: it loads on the first send (issue 13)", async () => {
    setWidth(1280);
    renderSite();
    await press(screen.getByRole("link", { name: "Contact us" }));
    expect(popup()).not.toBeNull();
    expect(client.initEmailClient).not.toHaveBeenCalled();
  });

  it("closes with the cross and resets the form 500 ms later, not before", async () => {
    vi.useFakeTimers();
    setWidth(1280);
    renderSite();
    await press(screen.getByRole("link", { name: "Contact us" }));
    fireEvent.change(nameField(), { target: { value: "Jane" } });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(popup()).toBeNull();

    act(() => vi.advanceTimersByTime(POPUP_RESET_DELAY_MS - 1));
    expect(nameField()).toHaveValue("Jane");
    act(() => vi.advanceTimersByTime(1));
    expect(nameField()).toHaveValue("");
  });

  it("closes on a backdrop click and on Escape", async () => {
    setWidth(1280);
    renderSite();
    const link = screen.getByRole("link", { name: "Contact us" });
    await press(link);
    fireEvent.click(popup() as HTMLElement);
    expect(popup()).toBeNull();

    fireEvent.click(link);
    fireEvent(popup() as HTMLElement, new Event("cancel", { cancelable: true }));
    expect(popup()).toBeNull();
  });

  it("keeps the form when reopened within 500 ms", async () => {
    vi.useFakeTimers();
    setWidth(1280);
    renderSite();
    const link = screen.getByRole("link", { name: "Contact us" });
    await press(link);
    fireEvent.change(nameField(), { target: { value: "Jane" } });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(POPUP_RESET_DELAY_MS * 2));
    expect(popup()).toBeVisible();
    expect(nameField()).toHaveValue("Jane");
  });
});
