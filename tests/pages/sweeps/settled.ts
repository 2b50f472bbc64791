import { expect, type Page, type Request } from "@playwright/test";
import { whileDrawing } from "./drawing";

/** The kinds of request a page makes for itself (not the browser's own prefetches of other pages). */
const SUBRESOURCES = new Set(["script", "stylesheet", "image", "font", "fetch", "xhr", "media"]);

/**
 * The page's own requests: how many are under way (and which, each with how long it has been under
 * way, in ms), and how many have started since it was made.
 */
export type RequestCounter = { readonly inFlight: number; readonly started: number; pending(): string[] };

/**
 * Counts the page's subresource requests (scripts, styles, images, faces, fetches) as the driver
 * reports them, from now on: one more when a request starts, one less when it finishes or fails.
 * Call before `goto`.
 * @param page - the page to watch, for the rest of the test
 * @returns a live counter, read by {@link settledLoad} and {@link settledLayout}
 */
export function countRequests(page: Page): RequestCounter {
  const open = new Map<Request, number>();
  const counter = {
    inFlight: 0,
    started: 0,
    pending: () =>
      [...open].map(([request, since]) => `${request.resourceType()} ${request.url()} (${Date.now() - since} ms)`),
  };
  page.on("request", (request) => {
    if (!SUBRESOURCES.has(request.resourceType())) return;
    open.set(request, Date.now());
    counter.started++;
    counter.inFlight = open.size;
  });
  const close = (request: Request) => {
    open.delete(request);
    counter.inFlight = open.size;
  };
  page.on("requestfinished", close);
  page.on("requestfailed", close);
  return counter;
}

/**
 * Waits until the page's first load is over, by conditions rather than by time: the load event
 * (`goto`'s default), the faces (`document.fonts.ready`), and then, across one idle period of the
 * page's main thread (`requestIdleCallback`, where idle work such as an island's idle hydration
 * starts), no request under way and none started. Repeats until a whole idle period passes quietly.
 * @param page - a page `goto` has loaded
 * @param requests - the page's counter, made before `goto`
 * @returns when the load has settled; rejects (expect's timeout) if requests never stop, and within
 *   seconds, saying so, if the page stops rendering ({@link whileDrawing})
 */
export async function settledLoad(page: Page, requests: RequestCounter): Promise<void> {
  for (;;) {
    await expect
      .poll(() => requests.inFlight, { message: "the page's requests finish" })
      .toBe(0)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nstill under way: ${requests.pending().join(", ")}`);
      });
    const started = requests.started;
    await whileDrawing(
      page,
      "the faces and an idle period",
      page.evaluate(async () => {
        // Resolves after a layout with no face loading, so only on a page that goes on rendering.
        await document.fonts.ready;
        // The timeout bounds the wait on a page that is never idle; an idle period normally comes first.
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
      }),
    );
    if (requests.inFlight === 0 && requests.started === started) return;
  }
}

/**
 * Waits until the page's layout has settled, by conditions rather than by time: the load settled
 * ({@link settledLoad}: no request under way through an idle period, lazy images
 * included), and the boxes of every element in the body unchanged over two frames.
 * @param page - a loaded page, e.g. just scrolled
 * @param requests - the page's counter, made before `goto`
 * @returns when the layout holds; rejects at the test's timeout if it never does, and within seconds
 *   if the page stops rendering ({@link whileDrawing})
 */
export async function settledLayout(page: Page, requests: RequestCounter): Promise<void> {
  await settledLoad(page, requests);
  const held = page.waitForFunction(
    async () => {
      const layout = () =>
        [...document.body.querySelectorAll("*")]
          .map((element) => {
            const box = element.getBoundingClientRect();
            return `${box.x},${box.y},${box.width},${box.height}`;
          })
          .join(";") + `;${document.documentElement.scrollHeight}`;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const before = layout();
      await frame();
      await frame();
      return layout() === before;
    },
    undefined,
    { polling: "raf" },
  );
  await whileDrawing(page, "the layout to hold for two frames", held);
}
