import { browser } from "@wdio/globals";
import { EMAIL_SEND_PATH } from "../../../../src/routes.ts";

/**
 * The contact form's sends, watched from inside the page. Classic WebDriver cannot hold or answer
 * a request as Playwright's `page.route` does, so the page's own `fetch` (which the e-mail SDK calls
 * at send time, src/adapters/email-sdk.ts) is wrapped for the send path only: every send's body
 * is recorded, and it is either held until {@link releaseSends} and then passed to the real local
 * endpoint, or failed as a network failure is (a `TypeError`). Console errors are recorded too.
 * Install it after the page has loaded; a new page has none.
 */
type Gate = { mode: "hold" | "fail"; released: boolean; bodies: string[]; errors: string[] };

/**
 * Wraps the page's `fetch` for the send path.
 * @param mode - `hold`: sends wait for {@link releaseSends}, then go to the server; `fail`: sends fail
 *   with a network error, as when the connection drops
 */
export async function watchSends(mode: Gate["mode"]): Promise<void> {
  await browser.execute(
    (gateMode, path) => {
      const gate: Gate = { mode: gateMode, released: false, bodies: [], errors: [] };
      Object.assign(window, { __sendGate: gate });
      const originalFetch = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname !== path) return originalFetch(input, init);
        gate.bodies.push(typeof init?.body === "string" ? init.body : "");
        if (gate.mode === "fail") throw new TypeError("Load failed");
        while (!gate.released) await new Promise((resolve) => setTimeout(resolve, 20));
        return originalFetch(input, init);
      };
      const originalError = console.error.bind(console);
      console.error = (...args: unknown[]) => {
        gate.errors.push(args.map(String).join(" "));
        originalError(...args);
      };
    },
    mode,
    EMAIL_SEND_PATH,
  );
}

/** Lets the held sends go on to the server. */
export async function releaseSends(): Promise<void> {
  await browser.execute(() => {
    (window as unknown as { __sendGate: Gate }).__sendGate.released = true;
  });
}

/**
 * What the page has sent so far, and what it logged as errors.
 * @returns each send's parsed JSON body, and the console errors since {@link watchSends}
 */
export async function sends(): Promise<{ bodies: { template_params: Record<string, string> }[]; errors: string[] }> {
  const gate = await browser.execute(() => (window as unknown as { __sendGate: Gate }).__sendGate);
  return {
    bodies: gate.bodies.map((body) => JSON.parse(body) as { template_params: Record<string, string> }),
    errors: gate.errors,
  };
}
