import type * as EmailJs from "@emailjs/browser";
import { EmailJSResponseStatus } from "@emailjs/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The mocked SDK; `imports` counts how often the module under test loads it. */
const sdk = { init: vi.fn(), send: vi.fn(), sendForm: vi.fn(), imports: 0, offline: false };

const message = { from_name: "Jane", reply_to: "jane@example.com", message: "Hello 🐝" };

/** A fresh copy of the module, so its "initialised once" flag starts unset, with a fresh mock of the SDK that counts its loads. */
async function load() {
  vi.resetModules();
  vi.doMock("@emailjs/browser", async (importOriginal) => {
    if (sdk.offline) throw new TypeError("Failed to fetch dynamically imported module");
    sdk.imports++;
    return { ...(await importOriginal<typeof EmailJs>()), init: sdk.init, send: sdk.send, sendForm: sdk.sendForm };
  });
  return import("./email-sdk");
}

beforeEach(() => {
  sdk.init.mockReset();
  sdk.send.mockReset();
  sdk.sendForm.mockReset();
  sdk.imports = 0;
  sdk.offline = false;
  // Whatever a developer's .env holds, these tests run the no-keys build.
  for (const name of [
    "VITE_EMAILJS_PUBLIC_KEY",
    "VITE_EMAILJS_SERVICE_ID",
    "VITE_EMAILJS_TEMPLATE_ID",
    "VITE_EMAILJS_ORIGIN",
  ])
    vi.stubEnv(name, "");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("initEmailClient", () => {
  it("initialises the SDK once, with blocking off and the same-origin default", async () => {
    const { initEmailClient, sendContactMessage } = await load();
    sdk.send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    void initEmailClient();
    void initEmailClient();
    await sendContactMessage(message);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: "local-public-key", blockHeadless: false, origin: "" }, "");
  });
});

describe("loading the SDK on the first send", () => {
  it("does not import the SDK before a send, then imports and initialises it once across two sends", async () => {
    const { sendContactMessage } = await load();
    sdk.send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdk.imports).toBe(0);
    expect(sdk.init).not.toHaveBeenCalled();

    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(sdk.imports).toBe(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);

    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(sdk.imports).toBe(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  it("answers a status-0 failure when the SDK cannot be loaded, and tries again on the next send", async () => {
    const { sendContactMessage } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    sdk.offline = true;
    try {
      await expect(sendContactMessage(message)).resolves.toMatchObject({ ok: false, status: 0 });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(/^Contact message not sent: 0 /);
      expect(sdk.send).not.toHaveBeenCalled();

      sdk.offline = false;
      sdk.send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
      await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
      expect(sdk.send).toHaveBeenCalledTimes(1);
    } finally {
      sdk.offline = false;
    }
  });

  it("imports the SDK once when two sends start together", async () => {
    const { sendContactMessage } = await load();
    sdk.send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await Promise.all([sendContactMessage(message), sendContactMessage(message)]);
    expect(sdk.imports).toBe(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });
});

describe("sendContactMessage", () => {
  it("sends exactly spec §7's three template params, with the configured ids", async () => {
    const { sendContactMessage } = await load();
    sdk.send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(sdk.send).toHaveBeenCalledWith("local-service", "local-template", message);
    const params = sdk.send.mock.calls[0]?.[2] as object;
    expect(Object.keys(params).sort()).toEqual(["from_name", "message", "reply_to"]);
  });

  it("sends through the SDK's JSON send, never its form-data sendForm (spec §7's alternative send, unused)", async () => {
    const { sendContactMessage } = await load();
    sdk.send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    sdk.sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(sdk.send).toHaveBeenCalledTimes(1);
    expect(sdk.sendForm).not.toHaveBeenCalled();
  });

  // Every kind of failure and how it reads is src/logic/email-send.test.ts's table; here, that a
  // rejection of the SDK, an answer or a thrown error, reaches the visitor as one logged failure.
  it.each([
    ["an HTTP 500", new EmailJSResponseStatus(500, "Internal Server Error"), 500, "Internal Server Error"],
    ["a network failure", new TypeError("Failed to fetch"), 0, "Network Error"],
  ])("turns %s into a logged failure, never a rejection", async (_, rejection, status, text) => {
    const { sendContactMessage } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    sdk.send.mockRejectedValue(rejection);
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: false, status, text });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(`Contact message not sent: ${status} ${text}`);
    expect(sdk.send).toHaveBeenCalledTimes(1);
  });
});
