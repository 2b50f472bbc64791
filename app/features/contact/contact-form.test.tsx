import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { studio } from "~/content/site";
import { ContactForm } from "./contact-form";
import type { SendOutcome } from "./email-client";

const client = vi.hoisted(() => ({ sendContactMessage: vi.fn<(message: unknown) => Promise<SendOutcome>>() }));
vi.mock("./email-client", () => client);

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

  it("keeps what was typed into the prerendered fields before hydration, and sends it (issue 12)", async () => {
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

  it("without JavaScript, hands the message to the visitor's mail program instead of dropping it", () => {
    const html = renderToString(<ContactForm />);
    expect(html).toContain(`action="mailto:${studio.email}"`);
    expect(html).toContain('method="post"');
    expect(html).toMatch(/enctype="text\/plain"/i);
    expect(html, "Send is not disabled in the page's HTML").not.toMatch(/<button[^>]*disabled/);
  });

  it("uses its idPrefix for the field ids", () => {
    render(<ContactForm idPrefix="popup" />);
    expect(screen.getByLabelText("Your name")).toHaveAttribute("id", "popup-name");
    expect(screen.getByLabelText("Your e-mail")).toHaveAttribute("id", "popup-email");
    expect(screen.getByLabelText("Tell us about your book")).toHaveAttribute("id", "popup-message");
  });
});
