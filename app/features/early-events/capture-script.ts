/**
 * The early-event capture script (issue 12, decision 004): inline in every page's `<head>`, it
 * makes every control work from the first paint, before the page's JavaScript has arrived and
 * hydrated (decision 003 defers that until after the first paint).
 *
 * - A consent choice ('Allow all', 'Deny all': `[data-consent-choice]`) takes effect at once, as
 *   spec §4 asks: the record is stored under `cookieConsent` in the app's format
 *   (consent-record.ts), the tag layer gets its one `consent update`, the banner hides, and the
 *   choice is left in {@link EarlyEvents.consent} for the app to adopt without updating again.
 * - While the banner asks for a choice it is modal from the first paint (issue 16, WCAG 2.4.11):
 *   once the HTML is parsed (before any module runs) the rest of the page is made `inert` and
 *   focus moves to the banner's heading, Tab and Shift+Tab cycle through its controls, and a
 *   choice releases the page (page-inert.ts; the app keeps the same marks once it has hydrated).
 * - Every other control that needs the app (any `<button>`, and links marked `data-replay`:
 *   lightbox thumbnails, and from 1024 px the Contact us buttons that open the popup) is captured:
 *   its default is prevented, the app never sees the event, and the control is queued once
 *   (a second press of the same control is ignored) in the order used, and marked pressed
 *   ({@link PRESSED_ATTRIBUTE}). Once the page has hydrated and settled, replay.ts presses each
 *   queued control again, now with the app behind it. A form's submit is captured the same way.
 * - Plain links, form fields, `<summary>` and modified clicks (Ctrl/⌘/Shift/Alt, other buttons)
 *   keep their native behaviour.
 *
 * Everything is built from the app's own constants, so the script and the app cannot disagree.
 * Its size is checked by a unit test (at most 1.5 KB gzip).
 */
import { CONSENT_DEFAULT } from "~/features/consent/consent-mode";
import { type AnalyticsChoice, CONSENT_RECORD_VERSION, CONSENT_STORAGE_KEY } from "~/features/consent/consent-record";
import { CONSENT_NEEDED_ATTRIBUTE } from "~/features/consent/first-visit";
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_INERT_ATTRIBUTE } from "~/features/consent/page-inert";
import { MOBILE_BREAKPOINT_PX } from "~/lib/constants";

/** What the script leaves on `window` for the app: the queue of pressed controls, the consent choice, and the off switch. */
export type EarlyEvents = {
  /** Controls (or forms, for a submit) pressed before the app took over, oldest first, each once. */
  queue: Element[];
  /** The consent choice made before hydration (already stored and pushed to the tag layer), if any. */
  consent: AnalyticsChoice | null;
  /** Set by the app when it replays: from then on the script lets every event through. */
  off: boolean;
};

declare global {
  interface Window {
    /** Set by {@link earlyEventsScript} in `<head>`; absent outside the built pages (unit tests, dev without it). */
    __earlyEvents?: EarlyEvents;
  }
}

/** Marks a control pressed before hydration, for its pressed look (app.css) until it is replayed. */
export const PRESSED_ATTRIBUTE = "data-pressed";

/** Marks a link whose click needs the app: `""` always, `"wide"` only from 1024 px (the popup's Contact us), `"tap"` a carousel's tap surface. */
export const REPLAY_ATTRIBUTE = "data-replay";

/** Marks the consent banner's 'Allow all' (`granted`) and 'Deny all' (`denied`) buttons. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";

/** What the nearest interactive ancestor of a click may be; only buttons and `data-replay` elements are captured. */
const INTERACTIVE = `a[href],button,input,select,textarea,label,summary,[${REPLAY_ATTRIBUTE}]`;

const json = JSON.stringify;

/**
 * The script's source (a few hundred bytes). It defines `window.__earlyEvents` and listens in
 * the capture phase on `document`, before React's own listeners there, so an event it takes
 * (prevented, `stopImmediatePropagation`) is never also handled by React mid-hydration.
 *
 * A function, not a constant, so that the client bundle, which never calls it (root.tsx renders
 * it only on the server), drops the source: the bundler keeps a constant's initialiser because
 * of its `JSON.stringify` calls (issue 13).
 * @returns the script's source, the same on every call; never throws
 */
export function earlyEventsScript(): string {
  return [
    `(()=>{const d=document,h=d.documentElement,E=window.__earlyEvents={queue:[],consent:null,off:false};`,
    // Queue a control once and show it pressed; the app will press it again.
    `const take=(e,el)=>{e.preventDefault();e.stopImmediatePropagation();`,
    `if(!E.queue.includes(el)){E.queue.push(el);el.setAttribute(${json(PRESSED_ATTRIBUTE)},"");el.setAttribute("aria-busy","true")}};`,
    // A consent choice is stored and applied now, in consent-record.ts's format.
    `const choose=(e,v)=>{e.preventDefault();e.stopImmediatePropagation();`,
    `try{localStorage.setItem(${json(CONSENT_STORAGE_KEY)},JSON.stringify({version:${CONSENT_RECORD_VERSION},analytics:v,savedAt:new Date().toISOString()}))}catch(x){}`,
    `const u=${json(CONSENT_DEFAULT)};u.analytics_storage=v;window.gtag("consent","update",u);E.consent=v;`,
    `const b=e.target.closest("section");h.removeAttribute(${json(CONSENT_NEEDED_ATTRIBUTE)});free();`,
    `if(b&&b.contains(d.activeElement))d.getElementById("main")?.focus()};`,
    // The banner is modal while it asks (page-inert.ts): the page beside it inert, focus in it.
    `const banner=()=>h.hasAttribute(${json(CONSENT_NEEDED_ATTRIBUTE)})&&d.querySelector("[${CONSENT_BANNER_ATTRIBUTE}]");`,
    `const free=()=>{for(const x of d.querySelectorAll("[${CONSENT_INERT_ATTRIBUTE}]")){x.removeAttribute("inert");x.removeAttribute(${json(CONSENT_INERT_ATTRIBUTE)})}};`,
    `d.addEventListener("readystatechange",()=>{const b=banner();if(E.off||!b||d.readyState!=="interactive")return;`,
    `for(const x of b.parentElement.children)if(x!==b&&x.tagName!=="SCRIPT"&&!x.hasAttribute("inert")){x.setAttribute("inert","");x.setAttribute(${json(CONSENT_INERT_ATTRIBUTE)},"")}`,
    `b.querySelector("h2")?.focus({preventScroll:true})});`,
    `d.addEventListener("keydown",e=>{const b=banner();if(E.off||!b||e.key!=="Tab")return;`,
    `const f=[...b.querySelectorAll("a[href],button")],a=d.activeElement,t=e.shiftKey?(a===f[0]||!f.includes(a))&&f.at(-1):a===f.at(-1)&&f[0];`,
    `if(t){e.preventDefault();t.focus()}},true);`,
    `d.addEventListener("click",e=>{const t=e.target;if(E.off||!t.closest)return;`,
    `const c=t.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(c)return choose(e,c.getAttribute(${json(CONSENT_CHOICE_ATTRIBUTE)}));`,
    `const el=t.closest(${json(INTERACTIVE)});if(!el||!el.matches("button,[${REPLAY_ATTRIBUTE}]"))return;`,
    `if(el.tagName==="A"&&(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;`,
    `if(el.getAttribute(${json(REPLAY_ATTRIBUTE)})==="wide"&&innerWidth<${MOBILE_BREAKPOINT_PX})return;take(e,el)},true);`,
    // Space on a link that acts as a button (a lightbox thumbnail) would scroll the page instead.
    `d.addEventListener("keydown",e=>{const t=e.target;if(!E.off&&e.key===" "&&t.matches?.("a[${REPLAY_ATTRIBUTE}][role=button]"))take(e,t)},true);`,
    `d.addEventListener("submit",e=>{if(!E.off)take(e,e.target)},true)})()`,
  ].join("");
}
