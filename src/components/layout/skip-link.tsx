import { t } from "~/i18n/en";
import { buttonColourClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/** A link that lets keyboard users jump past the navigation to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={cn(
        "btn fixed top-3 left-3 z-[100] -translate-y-32",
        buttonColourClass("highlight"),
        "focus:translate-y-0",
      )}
    >
      {t("skip_to_content")}
    </a>
  );
}
