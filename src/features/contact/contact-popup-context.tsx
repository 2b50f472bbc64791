import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { CONTACT_POPUP_RESET_MS } from "~/lib/constants";

/** The popup with the contact form, out of the shell chunk (issue 13, decision 009). */
const ContactPopup = lazy(() => import("./contact-popup").then((module) => ({ default: module.ContactPopup })));

/** What the popup offers to the rest of the page. */
export type ContactPopupApi = { openContactPopup: () => void };

const ContactPopupContext = createContext<ContactPopupApi | null>(null);

/**
 * Owns the site's one contact popup (spec §4: open or closed) and renders it
 * after `children`. Closing (backdrop, cross or Escape) hides it at once and
 * resets its form 500 ms later (CONTACT_POPUP_RESET_MS) by remounting it;
 * reopening within that time cancels the reset, so a send in progress stays
 * on show. The popup is rendered from its first opening on, not in the
 * prerendered HTML, through `React.lazy`: its code (the popup with the contact
 * form, about 3 kB brotli) is not in the shell chunk. From 1024 px, where calls
 * to action open it, the deferred bootstrap preloads it with the page's own
 * chunks (scripts/defer-hydration.ts); on a phone, where they go to
 * /contact-us, it loads only if the window is widened and the popup opened
 * (issue 13, decision 009). The e-mail client is not started here: it loads on
 * the first send (email-client.ts).
 */
export function ContactPopupProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  // Not in the prerendered pages (about 1 kB of every page's HTML): the popup is made on first use.
  const [used, setUsed] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
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
