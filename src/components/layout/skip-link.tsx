import { t } from "~/i18n/en";

/** A link that lets keyboard users jump past the navigation to `#main`. */
export function SkipLink() {
  return (
    <a href="#main" className="btn fixed top-3 left-3 z-[100] -translate-y-32 btn-yellow focus:translate-y-0">
      {t("skip_to_content")}
    </a>
  );
}
