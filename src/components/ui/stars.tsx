import { t } from "~/i18n/en";
import { cn } from "~/components/ui/cn";

/** A fixed row of five filled stars (spec §9: reviews show a fixed 5 stars). */
export function Stars({ className }: { className?: string }) {
  return (
    <span role="img" aria-label={t("five_stars")} className={cn("inline-flex gap-0.5 text-amber", className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
          <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
        </svg>
      ))}
    </span>
  );
}
