import type { Page, Request } from "@playwright/test";
import { earlyDevices, expectEarly, hydration, openEarly, releaseScripts } from "../support/before-hydration";
import { allowClipboard, expect, keepPostedBodies, postedJson, test } from "../support/fixtures";
import { EMAIL_SEND_PATH, ROUTES } from "../../src/routes.ts";
import { contactForm, jane, sendRequests } from "./support/contact-form";

/**
 * The contact journeys before hydration (decision 021): every script file is held back until the
 * test lets it through, so each press is made before the page's islands could handle it. "Contact
 * us" and a call to action do what they do after hydration; what is typed into the form survives
 * it and is sent once.
 */

for (const device of earlyDevices) {
  const { press } = device;

  test.describe(`before hydration, on ${device.name}`, () => {
    test.use(device.use);

    test(`'Contact us' ${device.mobile ? "goes to /contact-us" : "opens the contact popup"}`, async ({ page }) => {
      await openEarly(page, ROUTES.about);
      const contact = page.getByRole("main").getByRole("link", { name: "Contact us" });
      await press(contact);
      if (device.mobile) {
        await expect(page).toHaveURL(/\/contact-us$/);
        await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
      } else {
        expectEarly(page);
        await expect(contact).toHaveAttribute("aria-busy", "true");
        releaseScripts(page);
        await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(ROUTES.about);
      }
    });

    test("a call to action ('Let's talk') does what it does after hydration", async ({ page }) => {
      await openEarly(page, ROUTES.testimonials);
      await press(page.getByRole("link", { name: "Let's talk" }));
      if (device.mobile) {
        await expect(page).toHaveURL(/\/contact-us$/);
      } else {
        expectEarly(page);
        releaseScripts(page);
        await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(ROUTES.testimonials);
      }
    });

    test.describe("the contact form", () => {
      /** Every request to the send path, each answered 200 OK as the provider would. */
      async function acceptedSends(page: Page): Promise<Request[]> {
        await keepPostedBodies(page);
        const requests = sendRequests(page);
        await page.route(`**${EMAIL_SEND_PATH}`, (route) =>
          route.fulfill({ status: 200, contentType: "text/plain", body: "OK" }),
        );
        return requests;
      }

      /** The template parameters of a send request. */
      const templateParams = async (page: Page, request: Request | undefined) =>
        (await postedJson(page, request)).template_params;

      /** Opens /contact-us with the scripts held back and fills in Jane's name, address and `message`. */
      async function typeEarly(page: Page, message: string) {
        await openEarly(page, ROUTES.contactUs);
        const form = contactForm(page.getByRole("main"));
        await form.name.fill(jane.name);
        await form.email.fill(jane.email);
        await form.message.fill(message);
        return form;
      }

      test("what was typed survives hydration, and Send sends it once", async ({ page }) => {
        const requests = await acceptedSends(page);
        const form = await typeEarly(page, "A long letter about a brave bee,\nwritten before the page was ready.");
        await press(form.send);
        await press(form.send);
        expectEarly(page);
        await expect(form.send).toHaveAttribute("aria-busy", "true");
        const spinner = await form.send.evaluate((button) => getComputedStyle(button, "::before").animationName);
        expect(spinner, "Send shows its spinner").toBe("spin");

        // The e-mail SDK is a script too, held back like the rest until a send needs it.
        releaseScripts(page);
        await expect(page.getByRole("main").getByText("Thank you!")).toBeVisible();
        expect(requests).toHaveLength(1);
        expect(await templateParams(page, requests[0])).toEqual({
          from_name: jane.name,
          reply_to: jane.email,
          message: "A long letter about a brave bee,\nwritten before the page was ready.",
        });
      });

      test("a long paste before hydration goes in whole at the caret, and stays whole after it (decision 022)", async ({
        page,
        context,
        baseURL,
      }) => {
        await allowClipboard(context, baseURL);
        await openEarly(page, ROUTES.contactUs);
        const form = contactForm(page.getByRole("main"));
        await expect(form.message).not.toHaveAttribute("maxlength");
        await form.message.fill("Dear studio, end.");
        await form.message.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(13, 13));
        await page.evaluate((text) => navigator.clipboard.writeText(text), "p".repeat(12_000));
        await page.keyboard.press("ControlOrMeta+V");
        expectEarly(page);
        await expect(form.message).toHaveValue(`Dear studio, ${"p".repeat(12_000)}end.`);
        await hydration(page);
        await expect(form.message).toHaveValue(`Dear studio, ${"p".repeat(12_000)}end.`);
        await expect(page.getByRole("main").getByText(/characters/)).toHaveCount(0);
      });

      test("a Send with a field missing shows the errors after hydration and keeps the text", async ({ page }) => {
        const requests = sendRequests(page);
        await openEarly(page, ROUTES.contactUs);
        const form = contactForm(page.getByRole("main"));
        await form.email.fill("not an address");
        await form.message.fill("Words worth keeping.");
        await press(form.send);
        expectEarly(page);
        releaseScripts(page);
        await expect(form.alerts).toHaveText(["Please enter your name", "Please enter a valid email address"]);
        await expect(form.name).toBeFocused();
        await expect(form.email).toHaveValue("not an address");
        await expect(form.message).toHaveValue("Words worth keeping.");
        expect(requests).toHaveLength(0);
      });

      test("text typed before hydration is still there, and sent, when Send is pressed after it", async ({ page }) => {
        const requests = await acceptedSends(page);
        const form = await typeEarly(page, "Typed early.");
        expectEarly(page);
        await hydration(page);
        // The form's island hydrates on its first use (client:interaction), which the typing was.
        await expect(page.locator("main form[data-contact-form=ready]")).toHaveCount(1);
        await expect(form.message).toHaveValue("Typed early.");
        await form.message.press("End");
        await form.message.pressSequentially(" And later.");
        await press(form.send);
        await expect(page.getByRole("main").getByText("Thank you!")).toBeVisible();
        expect(requests).toHaveLength(1);
        expect(await templateParams(page, requests[0])).toEqual({
          from_name: jane.name,
          reply_to: jane.email,
          message: "Typed early. And later.",
        });
      });
    });
  });
}
