import { type RefObject, useLayoutEffect } from "react";

/** A CSS custom property's name and value, e.g. `{ "--index": "2" }`. */
export type CssVariables = Record<`--${string}`, string>;

/**
 * Sets CSS custom properties on an element through the CSSOM (`style.setProperty`) after each
 * render, before the browser paints it. The page's CSP applies no `style` attribute the HTML carries
 * (no 'unsafe-inline' in `style-src`, decision 029), so an island writes none: what its prerendered
 * HTML needs comes from classes, and what changes once it runs is set here, which the policy does
 * not govern. A property set here wins over the same property from a class.
 * @param ref - the element, once mounted (nothing happens while it is null)
 * @param variables - every property to set, with its value
 */
export function useCssVariables(ref: RefObject<HTMLElement | null>, variables: CssVariables): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  });
}
