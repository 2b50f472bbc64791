import { t } from "~/i18n/en";
import { cn } from "./cn";

/**
 * The round close button (a cross) for a dialog's corner, named "Close".
 * Takes a button's props: `onClick` in the lightbox island, `type="submit"` inside the contact
 * popup's static `<form method="dialog">` (spec §4 Lightbox, Contact popup).
 */
export function CloseButton({ className, type = "button", ...props }: React.ComponentProps<"button">) {
  return (
    <button
      {...props}
      type={type}
      aria-label={t("close")}
      className={cn(
        "grid size-11 place-items-center rounded-full bg-white text-ink shadow-card ring-1 ring-line hover:bg-cream",
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
