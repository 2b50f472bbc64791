// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { studio } from "~/content/site";
import { ContactForm } from "./contact-form";
import type { SendOutcome } from "~/logic/email-send";
import { CONTACT_FORM_PATH } from "~/routes";

const client = vi.hoisted(() => ({ sendContactMessage: vi.fn<(message: unknown) => Promise<SendOutcome>>() }));
vi.mock("~/adapters/email-sdk", () => client);

/** A send that stays pending until the test settles it. */
function pendingSend() {
  let settle!: (outcome: SendOutcome) => void;
  client.sendContactMessage.mockReturnValue(new Promise((resolve) => (settle = resolve)));
  return (outcome: SendOutcome) => act(async () => settle(outcome));
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values = { name: "Jane", email: "jane@example.com", message: "Hello 🐝" },
) {
  await user.type(screen.getByLabelText("Your name"), values.name);
  await user.type(screen.getByLabelText("Your e-mail"), values.email);
  await user.type(screen.getByLabelText("Tell us about your book"), values.message);
}

beforeEach(() => {
  client.sendContactMessage.mockReset();
});

describe("ContactForm", () => {
  it("shows all three errors at once on an empty submit, announced and tied to their fields", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Please enter your name",
      "Please enter a valid email address",
      "Please enter your message",
    ]);
    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("Please enter your name");
    expect(screen.getByLabelText("Your e-mail")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText("Tell us about your book")).toHaveAccessibleDescription("Please enter your message");
    for (const label of ["Your name", "Your e-mail", "Tell us about your book"]) {
      expect(screen.getByLabelText(label)).toBeInvalid();
    }
    expect(screen.getByLabelText("Your name")).toHaveFocus();
    expect(client.sendContactMessage).not.toHaveBeenCalled();
  });

  it("treats whitespace-only fields and a bad e-mail as errors, and clears an error on edit", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, { name: "   ", email: "a@b.", message: "  " });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getAllByRole("alert")).toHaveLength(3);

    await user.type(screen.getByLabelText("Your e-mail"), "c");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Please enter your name",
      "Please enter your message",
    ]);
    expect(screen.getByLabelText("Your e-mail")).not.toBeInvalid();
    expect(client.sendContactMessage).not.toHaveBeenCalled();
  });

  it("sends once, shows 'Sending...' with everything disabled, then the thank-you view", async () => {
    const user = userEvent.setup();
    const settle = pendingSend();
    render(<ContactForm />);
    await fill(user, { name: " Jane ", email: "jane@example.com", message: "Hello 🐝" });
    const form = screen.getByRole("button", { name: "Send message" }).closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(screen.getByRole("button", { name: "Sending..." }));

    expect(client.sendContactMessage).toHaveBeenCalledTimes(1);
    expect(client.sendContactMessage).toHaveBeenCalledWith({
      from_name: "Jane",
      reply_to: "jane@example.com",
      message: "Hello 🐝",
    });
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getByLabelText("Your name")).toBeDisabled();
    expect(screen.getByLabelText("Your name")).toHaveValue(" Jane ");
    expect(screen.getByLabelText("Your e-mail")).toBeDisabled();
    expect(screen.getByLabelText("Tell us about your book")).toBeDisabled();

    await settle({ ok: true });
    const title = screen.getByRole("heading", {
      name: "Thank you! We'll review your message and get in touch shortly.",
    });
    expect(title).toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("shows the error view with a mail link carrying the message, and does not restore the form", async () => {
    const user = userEvent.setup();
    const settle = pendingSend();
    render(<ContactForm headingLevel={2} />);
    await fill(user, { name: "Jane", email: "jane@example.com", message: "Line one{Enter}Line two" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await settle({ ok: false, status: 500, text: "Internal Server Error" });

    expect(screen.getByRole("heading", { level: 2, name: "Oops!" })).toHaveFocus();
    expect(screen.getByText("Something went wrong!")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: studio.email });
    expect(link.parentElement).toHaveTextContent(`Please contact us directly at: ${studio.email}`);
    expect(link).toHaveAttribute(
      "href",
      `mailto:${studio.email}?subject=Message%20from%20Jane&body=Line%20one%0D%0ALine%20two`,
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(client.sendContactMessage).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed into the prerendered fields before hydration, and sends it", async () => {
    const user = userEvent.setup();
    client.sendContactMessage.mockResolvedValue({ ok: true });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm idPrefix="early" />);
    document.body.append(container);
    (container.querySelector("#early-name") as HTMLInputElement).value = "Jane";
    (container.querySelector("#early-message") as HTMLTextAreaElement).value = "Written before the app arrived.";

    render(<ContactForm idPrefix="early" />, { container, hydrate: true });
    // Any re-render would write the state back into the fields: typing elsewhere makes one.
    await user.type(screen.getByLabelText("Your e-mail"), "jane@example.com");
    expect(screen.getByLabelText("Your name")).toHaveValue("Jane");
    expect(screen.getByLabelText("Tell us about your book")).toHaveValue("Written before the app arrived.");

    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(client.sendContactMessage).toHaveBeenCalledExactlyOnceWith({
      from_name: "Jane",
      reply_to: "jane@example.com",
      message: "Written before the app arrived.",
    });
  });

  it("keeps text written through the field's value property, as autofill, dictation and Firefox's WebDriver write it", async () => {
    // They set `value` and fire `input`; React's change tracking sees no change in that, so a field
    // whose value React owned would be reset to its state on the next render, losing the text.
    const user = userEvent.setup();
    client.sendContactMessage.mockResolvedValue({ ok: true });
    render(<ContactForm />);
    const write = (label: string, text: string) => {
      const field = screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
      field.value = text;
      field.dispatchEvent(new InputEvent("input", { bubbles: true, data: text }));
    };
    write("Your name", "Jane");
    write("Your e-mail", "jane@example.com");
    write("Tell us about your book", "Written by a tool.");
    // A re-render writes React's idea of each value back into its field: typing elsewhere makes one.
    await user.type(screen.getByLabelText("Your name"), " Doe");
    expect(screen.getByLabelText("Your e-mail")).toHaveValue("jane@example.com");
    expect(screen.getByLabelText("Tell us about your book")).toHaveValue("Written by a tool.");

    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.queryAllByRole("alert")).toEqual([]);
    expect(client.sendContactMessage).toHaveBeenCalledExactlyOnceWith({
      from_name: "Jane Doe",
      reply_to: "jane@example.com",
      message: "Written by a tool.",
    });
  });

  it("sends once on hydrating when Send was pressed before (held by the shell), then takes Send itself", async () => {
    client.sendContactMessage.mockResolvedValue({ ok: true });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm idPrefix="held" />);
    document.body.append(container);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("data-contact-form", "");
    (container.querySelector("#held-name") as HTMLInputElement).value = "Jane";
    (container.querySelector("#held-email") as HTMLInputElement).value = "jane@example.com";
    (container.querySelector("#held-message") as HTMLTextAreaElement).value = "Sent early.";
    // What src/shell/contact-form-early.ts leaves on a Send pressed twice before hydration.
    const send = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    send.setAttribute("data-pressed", "");
    send.setAttribute("aria-busy", "true");

    render(<ContactForm idPrefix="held" />, { container, hydrate: true });
    expect(form).toHaveAttribute("data-contact-form", "ready");
    expect(client.sendContactMessage).toHaveBeenCalledExactlyOnceWith({
      from_name: "Jane",
      reply_to: "jane@example.com",
      message: "Sent early.",
    });
    expect(await screen.findByRole("heading", { name: /Thank you!/ })).toHaveFocus();
    expect(client.sendContactMessage).toHaveBeenCalledTimes(1);
  });

  it("without JavaScript, posts the fields to the site's own server, never to a mailto: action (decision 018)", () => {
    const html = renderToString(<ContactForm />);
    expect(html).toContain(`action="${CONTACT_FORM_PATH}"`);
    expect(html).toContain('method="post"');
    expect(html, "the browser's default encoding, which the server reads").not.toMatch(/enctype=/i);
    expect(html, "a mailto: form submission is mixed content on an HTTPS page").not.toMatch(/action="mailto:/i);
    for (const name of ["from_name", "reply_to", "message", "website"])
      expect(html, `the ${name} field is posted`).toContain(`name="${name}"`);
    expect(html, "Send is not disabled in the page's HTML").not.toMatch(/<button[^>]*disabled/);
  });

  it("uses its idPrefix for the field ids", () => {
    render(<ContactForm idPrefix="popup" />);
    expect(screen.getByLabelText("Your name")).toHaveAttribute("id", "popup-name");
    expect(screen.getByLabelText("Your e-mail")).toHaveAttribute("id", "popup-email");
    expect(screen.getByLabelText("Tell us about your book")).toHaveAttribute("id", "popup-message");
  });
});

describe("ContactForm without length limits (spec §5, decision 022)", () => {
  it("gives no field a maxLength, in the page's HTML or once hydrated", () => {
    render(<ContactForm />);
    for (const label of ["Your name", "Your e-mail", "Tell us about your book"])
      expect(screen.getByLabelText(label)).not.toHaveAttribute("maxLength");
    expect(renderToString(<ContactForm />)).not.toMatch(/maxLength/i);
  });

  it("takes a 12,000-character paste whole, shows no count or note, and sends all of it", async () => {
    const user = userEvent.setup();
    client.sendContactMessage.mockResolvedValue({ ok: true });
    render(<ContactForm />);
    // A 300-character name, pasted: typed key by key it took seconds of the test's 5 on a busy machine.
    await user.click(screen.getByLabelText("Your name"));
    await user.paste("N".repeat(300));
    await user.type(screen.getByLabelText("Your e-mail"), "jane@example.com");
    await user.type(screen.getByLabelText("Tell us about your book"), "a");
    const long = `${"word ".repeat(2399)}end.`;
    expect(long).toHaveLength(11_999);
    await user.paste(long);
    const message = screen.getByLabelText("Tell us about your book");
    expect(message).toHaveValue(`a${long}`);
    expect(message).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText(/characters/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(client.sendContactMessage).toHaveBeenCalledExactlyOnceWith({
      from_name: "N".repeat(300),
      reply_to: "jane@example.com",
      message: `a${long}`,
    });
  });
});

describe("ContactForm's honeypot", () => {
  it("is hidden from people and assistive technology, and is not a tab stop", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this empty" })).toBeNull();

    const stops: Element[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      if (document.activeElement) stops.push(document.activeElement);
    }
    expect(stops.map((element) => element.getAttribute("name") ?? element.textContent)).toEqual([
      "from_name",
      "reply_to",
      "message",
      "Send message",
    ]);
  });

  it("is never sent: a person's message goes as the three fields alone", async () => {
    const user = userEvent.setup();
    client.sendContactMessage.mockResolvedValue({ ok: true });
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(client.sendContactMessage).toHaveBeenCalledTimes(1);
    expect(client.sendContactMessage.mock.calls[0]).toHaveLength(1);
    expect(Object.keys(client.sendContactMessage.mock.calls[0]?.[0] as object)).toEqual([
      "from_name",
      "reply_to",
      "message",
    ]);
  });

  it("when a bot fills it, shows the thank-you view and sends nothing", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fill(user);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      screen.getByRole("heading", { name: "Thank you! We'll review your message and get in touch shortly." }),
    ).toBeVisible();
    expect(client.sendContactMessage).not.toHaveBeenCalled();
  });
});

describe("ContactForm's error view, nothing lost", () => {
  async function failWith(user: ReturnType<typeof userEvent.setup>, message: string) {
    client.sendContactMessage.mockResolvedValue({ ok: false, status: 429, text: "Too Many Requests" });
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Your name"), "Jane");
    await user.type(screen.getByLabelText("Your e-mail"), "jane@example.com");
    const box = screen.getByLabelText("Tell us about your book");
    await user.click(box);
    await user.paste(message);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByRole("heading", { name: "Oops!" });
  }

  const longMessage = Array.from({ length: 600 }, (_, index) => `word${index}`).join(" ");

  it("for a short message: the whole message in the link, no note, no box, and a copy button", async () => {
    const user = userEvent.setup();
    await failWith(user, "A short hello.");
    expect(screen.getByRole("link", { name: studio.email }).getAttribute("href")).toContain("body=A%20short%20hello.");
    expect(screen.queryByText(/first part of your message/)).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Copy your message" })).toBeVisible();
  });

  it("for a long message: the link carries its first part, says so, and the box holds it whole", async () => {
    const user = userEvent.setup();
    await failWith(user, longMessage);
    const href = screen.getByRole("link", { name: studio.email }).getAttribute("href") ?? "";
    expect(href.length).toBeLessThanOrEqual(2000);
    const body = new URLSearchParams(href.slice(href.indexOf("?"))).get("body") ?? "";
    expect(body.endsWith("…")).toBe(true);
    expect(longMessage.startsWith(`${body.slice(0, -1)} `)).toBe(true);
    expect(
      screen.getByText("The mail link carries the first part of your message; copy the whole message below."),
    ).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue(longMessage);
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveAttribute("readonly");
  });

  it("copies the whole message to the clipboard and confirms 'Copied'", async () => {
    const user = userEvent.setup();
    await failWith(user, longMessage);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Copy your message" }));
    await expect(navigator.clipboard.readText()).resolves.toBe(longMessage);
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });

  it("when the clipboard is refused, shows the message selected and says how to copy it", async () => {
    const user = userEvent.setup();
    await failWith(user, "A short hello that must not be lost.");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: "Copy your message" }));
    const box = (await screen.findByRole("textbox", { name: "Your message" })) as HTMLTextAreaElement;
    expect(box).toHaveValue("A short hello that must not be lost.");
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your message is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.",
    );
  });

  it("falls back to the spec's view, its link carrying the whole message, when the rescue could not load", async () => {
    vi.resetModules();
    vi.doMock("./unsent-message", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    try {
      const { ContactForm: OfflineForm } = await import("./contact-form");
      const user = userEvent.setup();
      client.sendContactMessage.mockResolvedValue({ ok: false, status: 0, text: "Network Error" });
      render(<OfflineForm />);
      await fill(user, { name: "Jane", email: "jane@example.com", message: "Hello{Enter}there" });
      await user.click(screen.getByRole("button", { name: "Send message" }));
      await screen.findByRole("heading", { name: "Oops!" });
      expect(screen.getByRole("link", { name: studio.email })).toHaveAttribute(
        "href",
        `mailto:${studio.email}?subject=Message%20from%20Jane&body=Hello%0D%0Athere`,
      );
      expect(screen.queryByRole("button", { name: "Copy your message" })).toBeNull();
    } finally {
      vi.doUnmock("./unsent-message");
    }
  });
});
