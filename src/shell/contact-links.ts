/**
 * The contact calls to action and the contact popup (spec §4 Contact popup, §9), a shell module
 * that runs in `<head>`: delegated listeners on `document`, so they work from the first paint.
 *
 * - A plain left click on a `[data-contact-link]` (contact-link.tsx) from 1024 px
 *   (MOBILE_BREAKPOINT_PX, read at click time) opens the popup's `<dialog>` (contact-popup.tsx) as
 *   a modal at once, focus on its name field, instead of following the link. Under 1024 px, with a
 *   modifier key or another button, or when another handler prevented it, the link goes to
 *   /contact-us as a link does.
 * - A call to action never reloads or leaves a page whose words it would lose. On /contact-us
 *   itself (no popup: the form is on the page) a plain left click on one, at any width, and on a
 *   page whose form holds a failed send's words (its error view), a plain left click on one that
 *   would leave for /contact-us (under 1024 px), bring the visitor to whatever the page's form has
 *   become instead: it is scrolled to (smoothly unless the visitor asked for reduced motion,
 *   app.css; clear of the sticky bar by its scroll margin) and focus goes into it: the form's first
 *   field, the thank-you or error view's title, or, while sending, the box itself. Works from the
 *   first paint, before the form's island has hydrated (its fields are the prerendered ones).
 * - The form inside is an island (`client:visible`): opening the popup shows it, which hydrates
 *   it; until then the link says `aria-busy="true"` and what is typed stays (contact-form.tsx).
 * - A click on the backdrop (pressed and released there) closes the popup; Escape and the cross
 *   close it natively. Focus goes back to the call to action that opened it, also where a click
 *   gave the link no focus.
 * - 500 ms after it closes (CONTACT_POPUP_RESET_MS) its form is reset, unless it was opened again
 *   meanwhile: the island remounts it on the reset event (contact-marks.ts); a form not hydrated
 *   yet is reset in place, unless its Send is waiting for the island.
 * - From 1024 px, once the page has loaded and the main thread is idle, the form island's code is
 *   fetched (`modulepreload`, not run), so its first opening hydrates it at once. A phone never
 *   fetches it.
 */
import {
  CONTACT_AREA_ATTRIBUTE,
  CONTACT_FORM_ATTRIBUTE,
  CONTACT_FORM_READY,
  CONTACT_LINK_ATTRIBUTE,
  CONTACT_POPUP_ID,
  CONTACT_POPUP_RESET_EVENT,
  CONTACT_UNSENT_ATTRIBUTE,
} from "~/components/contact/contact-marks";
import { PRESSED_ATTRIBUTE } from "~/directives/interaction-marks";
import { CONTACT_POPUP_RESET_MS, isMobileWidth } from "~/logic/spec-timings";

const popup = () => document.getElementById(CONTACT_POPUP_ID) as HTMLDialogElement | null;
/** The popup's island until it has hydrated (Astro drops `ssr` then). */
const waitingIsland = (dialog: HTMLDialogElement) => dialog.querySelector("astro-island[ssr]");

/**
 * Where a call to action takes the visitor on this page instead of following its link: the box of
 * the page's own form (in `<main>`, whatever it has become), when the link leads to this very page
 * (/contact-us), or when it would leave a page whose form holds a failed send's words.
 * @param link - the call to action
 * @param leaves - whether following it would leave the page (no popup opens here)
 * @returns the box, or null where the link should do what it does
 */
function contactAreaHere(link: Element, leaves: boolean): HTMLElement | null {
  const area = document.querySelector<HTMLElement>(`main [${CONTACT_AREA_ATTRIBUTE}]`);
  const href = link.getAttribute("href");
  if (!area || href === null) return null;
  if (new URL(href, location.href).pathname === location.pathname) return area;
  return leaves && area.querySelector(`[${CONTACT_UNSENT_ATTRIBUTE}]`) ? area : null;
}

/**
 * Scrolls the form's box into view and puts focus in it: the form's first field, else (a result
 * view) its title, else (sending: every field disabled) the box itself.
 * @param area - the box of {@link CONTACT_AREA_ATTRIBUTE}
 */
function bringTo(area: HTMLElement) {
  const form = area.querySelector(`form[${CONTACT_FORM_ATTRIBUTE}]`);
  const target =
    form?.querySelector<HTMLElement>("input:not([tabindex='-1']):enabled, textarea:enabled") ??
    area.querySelector<HTMLElement>("[tabindex='-1']:is(h2, h3)") ??
    area;
  if (target === area) area.tabIndex = -1;
  (form ?? area).scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}

/** Resets the closed popup's form: the island remounts it, a form not hydrated yet is reset in place. */
function reset(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  const form = dialog.querySelector<HTMLFormElement>(`form[${CONTACT_FORM_ATTRIBUTE}]`);
  if (form && form.getAttribute(CONTACT_FORM_ATTRIBUTE) !== CONTACT_FORM_READY) {
    if (!form.querySelector(`[${PRESSED_ATTRIBUTE}]`)) form.reset();
    return;
  }
  dialog.dispatchEvent(new Event(CONTACT_POPUP_RESET_EVENT));
}

/**
 * Starts the contact calls to action and the contact popup on this document (spec §4 Contact
 * popup, §9), as listed above: a `pointerdown` and a `click` listener on `document`, a
 * capture-phase `close` listener on `document`, and a `load` listener on the window that preloads
 * the form island's code from 1024 px. Needs no element to exist yet; call it once per page. Never
 * throws; a page without the popup keeps its links as plain links.
 */
export function startContactLinks(): void {
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  /** The call to action that opened the popup: focus goes back to it on closing. */
  let opener: HTMLElement | undefined;
  /** Whether the last press went down on the popup's backdrop. */
  let pressedOnBackdrop = false;

  const onPointerDown = (event: PointerEvent) => {
    pressedOnBackdrop = event.target === popup();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const dialog = popup();
    if (dialog && target === dialog) {
      // The backdrop (the card fills the dialog's own box), pressed there, not a drag from inside
      // the card (selecting typed text) ending outside it, whose click goes to the dialog too.
      if (pressedOnBackdrop) dialog.close();
      return;
    }
    const link = target.closest?.(`[${CONTACT_LINK_ATTRIBUTE}]`);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !plain || event.defaultPrevented) return;
    const leaves = !dialog || isMobileWidth(innerWidth);
    const area = contactAreaHere(link, leaves);
    if (area) {
      event.preventDefault();
      // After the navigation bar's own task for this click, which closes the phone menu (and frees the page it held
      // inert) on a link that stays on the page. The box then lands below the sticky bar (its scroll margin), and
      // focus follows without a jump.
      setTimeout(() => bringTo(area));
      return;
    }
    if (!dialog || leaves) return;
    event.preventDefault();
    clearTimeout(resetTimer);
    if (link instanceof HTMLElement) opener = link;
    if (!dialog.open) dialog.showModal();
    document.getElementById(`${CONTACT_POPUP_ID}-name`)?.focus();
    const island = waitingIsland(dialog);
    if (island) {
      link.setAttribute("aria-busy", "true");
      const done = () => link.removeAttribute("aria-busy");
      island.addEventListener("astro:hydrate", done, { once: true });
      dialog.addEventListener("close", done, { once: true });
    }
  };

  const onClose = (event: Event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || dialog.id !== CONTACT_POPUP_ID) return;
    // A dialog gives focus back to what had it before; Firefox and Safari focus no link on a click.
    const active = document.activeElement;
    if (opener?.isConnected && (!active || active === document.body || dialog.contains(active))) opener.focus();
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => reset(dialog), CONTACT_POPUP_RESET_MS);
  };

  const onLoad = () => {
    if (isMobileWidth(innerWidth)) return;
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    whenIdle(() => {
      const dialog = popup();
      const island = dialog && waitingIsland(dialog);
      for (const url of [island?.getAttribute("component-url"), island?.getAttribute("renderer-url")]) {
        if (!url) continue;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = url;
        document.head.append(link);
      }
    });
  };

  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("click", onClick);
  // `close` does not bubble: listen in the capture phase.
  document.addEventListener("close", onClose, true);
  window.addEventListener("load", onLoad);
}
