import { useEffect, useRef } from "react";
import { cn } from "~/components/ui/cn";

type DialogProps = {
  /** Whether the dialog is shown (as a modal) now. */
  open: boolean;
  /** Called when the visitor asks to close: Escape, the backdrop or the close button. */
  onClose: () => void;
  /** The accessible name of the dialog. */
  label: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest
 * of the page inert (focus is trapped inside), moves focus in, and the browser
 * returns focus to the opener on close. Escape, a click on the backdrop and the
 * close button all call `onClose`; the owner decides when `open` turns false
 * (e.g. after a closing animation). The page does not scroll meanwhile (app.css). Used by the
 * lightbox island (spec §4 Lightbox); never throws.
 */
export function Dialog({ open, onClose, label, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The backdrop click is a pointer convenience; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={label}
      className={cn("m-auto max-h-[100dvh] max-w-[100vw] bg-transparent p-0 backdrop:bg-ink/70", className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that began on the backdrop too: one that began inside (selecting text, a
        // drag off a button) and ended outside sends its click to the dialog as well.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
