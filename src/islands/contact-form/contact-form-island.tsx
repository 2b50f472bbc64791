import { useEffect, useState } from "react";
import { CONTACT_AREA_ATTRIBUTE, CONTACT_POPUP_RESET_EVENT } from "~/components/contact/contact-marks";
import { ContactForm } from "~/islands/contact-form/contact-form";
import type { ResultHeadingLevel } from "~/islands/contact-form/contact-result";
import { useIslandReady } from "~/islands/shared/island-root";

type ContactFormIslandProps = {
  /** Prefix of the field ids (`{idPrefix}-name`, …), unique per page. */
  idPrefix: string;
  /** Level of the result view's title: 2 under the page's h1 (/contact-us), 3 under a section's h2. */
  headingLevel?: ResultHeadingLevel;
  /**
   * In the contact popup: the id of its `<dialog>`, whose reset event (components/contact/contact-marks.ts, sent by
   * src/shell/contact-links.ts 500 ms after closing) remounts the form, empty.
   */
  resetWith?: string;
};

/**
 * The contact form as a React island (spec §4 Contact form, Contact popup, §5, §7,
 * §8): the only place where the form hydrates. Used with `client:interaction` on /contact-us (the
 * form is on its first screen, so it hydrates when the visitor first touches or focuses it, and
 * React stays off the page's first load), `client:visible` in the home page's contact section, and
 * `client:visible` in the popup's closed `<dialog>`, which hydrates it when the popup first opens
 * (never on a phone, where calls to action go to /contact-us). What was typed, a paste (whole:
 * decision 022), and a Send pressed before hydration are kept (islands/contact-form/contact-form.tsx,
 * src/shell/contact-form-early.ts); `useIslandReady` tells `client:interaction` when a held Send
 * may be replayed. Props are serializable, as Astro needs.
 */
export default function ContactFormIsland({ idPrefix, headingLevel = 3, resetWith }: ContactFormIslandProps) {
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const target = resetWith ? document.getElementById(resetWith) : null;
    if (!target) return;
    const reset = () => setFormKey((key) => key + 1);
    target.addEventListener(CONTACT_POPUP_RESET_EVENT, reset);
    return () => target.removeEventListener(CONTACT_POPUP_RESET_EVENT, reset);
  }, [resetWith]);

  // A block, not IslandRoot's `display: contents`: client:visible watches the island's children.
  const ref = useIslandReady<HTMLDivElement>();
  return (
    <div ref={ref} {...{ [CONTACT_AREA_ATTRIBUTE]: "" }}>
      <ContactForm key={formKey} idPrefix={idPrefix} headingLevel={headingLevel} />
    </div>
  );
}
