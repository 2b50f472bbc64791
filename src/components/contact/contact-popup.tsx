import { CloseButton } from "~/components/ui/close-button";
import { contactCopy } from "~/content/page-copy";
import { CONTACT_POPUP_ID } from "./contact-marks";

/**
 * The contact popup of spec §4 as static markup, in every page's layout but /contact-us's: a
 * native `<dialog>` named "Contact us", closed, holding `children` (the contact form island) on
 * the contact page's yellow, with a close cross. The contact-links shell script
 * (src/shell/contact-links.ts) opens it as a modal from 1024 px, closes it on the backdrop, and
 * resets the form 500 ms after it closes; Escape and the cross (a `method="dialog"` form) close it
 * natively. `showModal()` traps focus and returns it to the opener; app.css locks the page's scroll.
 */
export function ContactPopup({ children }: { children?: React.ReactNode }) {
  return (
    <dialog
      id={CONTACT_POPUP_ID}
      aria-label={contactCopy.title}
      className="m-auto max-h-[100dvh] w-[min(46rem,calc(100vw-2rem))] max-w-[100vw] bg-transparent p-0 backdrop:bg-ink/70"
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card bg-sun p-6 shadow-lift sm:p-10">
        {/* A zero-height sticky row keeps the cross in view while a short window scrolls the card. */}
        <form method="dialog" className="sticky top-4 z-10 flex h-0 justify-end sm:top-6">
          <CloseButton type="submit" className="translate-x-2 -translate-y-2 sm:translate-x-4 sm:-translate-y-4" />
        </form>
        <h2 className="pr-12">{contactCopy.title}</h2>
        <p className="mt-3 text-lead text-ink">{contactCopy.intro}</p>
        <div className="mt-6 rounded-card bg-paper p-6 ring-1 ring-honey/60 sm:p-8">{children}</div>
      </div>
    </dialog>
  );
}
