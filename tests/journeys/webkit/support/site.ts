import { $, browser } from "@wdio/globals";
import type { ChainablePromiseElement } from "webdriverio";
import { en, t } from "../../../../src/i18n/en.ts";
import { CONSENT_TITLE_ID } from "../../../../src/components/layout/consent-banner-marks.ts";

/**
 * The site's controls as a visitor finds them: by their visible names (src/i18n/en.ts), their
 * roles and their labels, with a data attribute only where nothing a visitor sees is unique.
 */

/** An XPath string literal for `text` (which may hold either quote). */
function literal(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `concat("${text.replaceAll('"', `", '"', "`)}")`;
}

/**
 * The main navigation bar's `<header>` (spec §2 Navigation bar).
 * @returns the sticky header that holds the main navigation
 */
export const bar = () => $("header[data-navigation-bar]");

/**
 * The main navigation (`<nav aria-label="Main">`).
 * @returns the navigation landmark
 */
export const nav = () => $(`nav[aria-label="${en.nav_label}"]`);

/**
 * A submenu's button in the main navigation, e.g. Showcase.
 * @param name - the button's visible name
 * @returns the `<button>`, which carries `aria-expanded`
 */
export const submenuButton = (name: string) => nav().$(`.//button[normalize-space()=${literal(name)}]`);

/**
 * A link in the main navigation by its visible name.
 * @param name - e.g. "Portfolio"
 * @returns the `<a>`
 */
export const navLink = (name: string) => nav().$(`.//a[normalize-space()=${literal(name)}]`);

/**
 * The phone menu's toggle (its name is "Open menu" or "Close menu").
 * @returns the menu `<button>`
 */
export const menuButton = () => nav().$("button[aria-controls=main-menu]");

/**
 * A button by its visible text or its `aria-label`, within `scope` (the page by default).
 * @param name - the accessible name
 * @param scope - an element to search in
 * @returns the first matching `<button>`
 */
export const button = (name: string, scope?: ChainablePromiseElement) =>
  (scope ?? $("html")).$(`.//button[normalize-space()=${literal(name)} or @aria-label=${literal(name)}]`);

/**
 * A link by its visible text or its `aria-label`, within `scope` (the page by default).
 * @param name - the accessible name
 * @param scope - an element to search in
 * @returns the first matching `<a>`
 */
export const link = (name: string, scope?: ChainablePromiseElement) =>
  (scope ?? $("html")).$(`.//a[normalize-space()=${literal(name)} or @aria-label=${literal(name)}]`);

/**
 * The footer (`<footer>`, the contentinfo landmark).
 * @returns the page's footer
 */
export const footer = () => $("footer");

/**
 * The consent banner (a region named by its heading, spec §4). Out of the page while hidden.
 * @returns the banner's `<section>`
 */
export const consentBanner = () => $(`section[aria-labelledby="${CONSENT_TITLE_ID}"]`);

/**
 * The analytics switch in the banner's settings panel.
 * @returns the `<input type=checkbox role=switch>` labelled "Analytics cookies"
 */
export const analyticsSwitch = () => $("#consent-analytics");

/**
 * A contact form's fields and Send, within `scope` (the page's `<main>` or the popup).
 * @param scope - the element that holds one contact form
 * @returns the three fields (found by their labels' ids), the Send button and the form itself
 */
export function contactForm(scope: ChainablePromiseElement) {
  const field = (label: string) => scope.$(`.//*[@id=//label[normalize-space()=${literal(label)}]/@for]`);
  return {
    form: scope.$("form[data-contact-form]"),
    name: field(en.name_label),
    email: field(en.email_label),
    message: field(en.message_label),
    send: scope.$('form[data-contact-form] button[type="submit"]'),
  };
}

/**
 * The contact popup (a modal `<dialog>` named "Contact us", desktop only).
 * @returns the `<dialog>`
 */
export const contactPopup = () => $(`dialog[aria-label="${en.contact_us}"]`);

/**
 * The lightbox (a modal `<dialog>` named "Image viewer").
 * @returns the `<dialog>`
 */
export const lightbox = () => $(`dialog[aria-label="${en.lightbox_label}"]`);

/**
 * A carousel region by its name (e.g. "Book-store reviews").
 * @param name - the region's `aria-label`
 * @returns the `role=region` element
 */
export const carousel = (name: string) => $(`[role=region][aria-label=${literal(name)}]`);

/**
 * A carousel's card ("3 of 10").
 * @param region - the carousel
 * @param number - the card's number, from 1
 * @param total - how many cards the carousel has
 * @returns the slide `role=group`
 */
export const slide = (region: ChainablePromiseElement, number: number, total: number) =>
  region.$(`[role=group][aria-label=${literal(t("carousel_slide", { number, total }))}]`);

/**
 * The text of the page's first `<h1>`.
 * @returns its text, trimmed
 */
export async function headingText(): Promise<string> {
  return (await $("h1").getText()).trim();
}

/**
 * Whether the navigation bar is on screen: its bottom edge below the viewport's top.
 * @returns `true` while the bar shows
 */
export async function barShown(): Promise<boolean> {
  return browser.execute(() => {
    const box = document.querySelector("header[data-navigation-bar]")?.getBoundingClientRect();
    return !!box && box.bottom > 1;
  });
}
