import { useEffect } from "react";
import { CloseButton, Dialog } from "~/components/ui/dialog";
import { contactCopy } from "~/content/page-copy";
import { ContactForm } from "./contact-form";

const POPUP_ID_PREFIX = "contact-popup";

type ContactPopupProps = {
  open: boolean;
  /** Called on Escape, a backdrop click or the cross. */
  onClose: () => void;
  /** Changing it remounts, i.e. resets, the form. */
  formKey: number;
};

/**
 * The contact popup of spec §4: a modal dialog named "Contact us" holding the
 * contact form on the contact page's yellow, with a close cross. On opening,
 * focus goes to the name field (or, after a result, the first control);
 * the native dialog traps it and returns it to the opener on close.
 */
export function ContactPopup({ open, onClose, formKey }: ContactPopupProps) {
  // Runs after the Dialog's own effect has called showModal().
  useEffect(() => {
    if (open) document.getElementById(`${POPUP_ID_PREFIX}-name`)?.focus();
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} label={contactCopy.title} className="w-[min(46rem,calc(100vw-2rem))]">
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card bg-sun p-6 shadow-lift sm:p-10">
        {/* A zero-height sticky row keeps the cross in view while a short window scrolls the card. */}
        <div className="sticky top-4 z-10 flex h-0 justify-end sm:top-6">
          <CloseButton onClick={onClose} className="translate-x-2 -translate-y-2 sm:translate-x-4 sm:-translate-y-4" />
        </div>
        <h2 className="pr-12">{contactCopy.title}</h2>
        <p className="mt-3 text-lead text-ink">{contactCopy.intro}</p>
        <div className="mt-6 rounded-card bg-paper p-6 ring-1 ring-honey/60 sm:p-8">
          <ContactForm key={formKey} idPrefix={POPUP_ID_PREFIX} />
        </div>
      </div>
    </Dialog>
  );
}
