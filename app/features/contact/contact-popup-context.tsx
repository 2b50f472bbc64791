import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { CONTACT_POPUP_RESET_MS } from "~/lib/constants";
import { isMobileWidth } from "~/lib/use-is-mobile";

/** The popup's module with the contact form: not part of the page's first load (issue 13). */
const loadContactPopup = () => import("./contact-popup");
const ContactPopup = lazy(() => loadContactPopup().then((module) => ({ default: module.ContactPopup })));

/** What the popup offers to the rest of the page. */
export type ContactPopupApi = { openContactPopup: () => void };

const ContactPopupContext = createContext<ContactPopupApi | null>(null);

/**
 * Owns the site's one contact popup (spec §4: open or closed) and renders it
 * after `children`. Closing (backdrop, cross or Escape) hides it at once and
 * resets its form 500 ms later (CONTACT_POPUP_RESET_MS) by remounting it;
 * reopening within that time cancels the reset, so a send in progress stays
 * on show. The popup is rendered from its first opening on, not in the
 * prerendered HTML. Its code (the popup with the contact form, about 3 kB
 * brotli) is not part of the page's first load: from 1024 px, where calls to
 * action open it, it is requested once the page has hydrated; on a phone, where
 * they go to /contact-us, only if the window is widened and it is opened
 * (issue 13). The e-mail client is not started here: it loads on the first
 * send (email-client.ts).
 */
export function ContactPopupProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  // Not in the prerendered pages (about 1 kB of every page's HTML): the popup is made on first use.
  const [used, setUsed] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // From 1024 px a call to action opens the popup: have its code ready for the first press.
    if (!isMobileWidth(window.innerWidth)) void loadContactPopup();
    return () => clearTimeout(resetTimer.current);
  }, []);

  const openContactPopup = useCallback(() => {
    clearTimeout(resetTimer.current);
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setFormKey((key) => key + 1), CONTACT_POPUP_RESET_MS);
  }, []);
  const api = useMemo(() => ({ openContactPopup }), [openContactPopup]);

  return (
    <ContactPopupContext value={api}>
      {children}
      {used && (
        <Suspense>
          <ContactPopup open={open} onClose={close} formKey={formKey} />
        </Suspense>
      )}
    </ContactPopupContext>
  );
}

/**
 * The contact popup's controls, for calls to action.
 * @returns `{ openContactPopup }`, or null outside a {@link ContactPopupProvider}
 *   (callers then fall back to their link).
 */
export function useContactPopup(): ContactPopupApi | null {
  return useContext(ContactPopupContext);
}
