import { t } from "~/i18n/en";

/**
 * A link to another site: opens in a new tab with `rel="noopener noreferrer"`
 * (spec §2) and tells screen-reader users so.
 */
export function ExternalLink({
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("opens_in_new_tab")}</span>
    </a>
  );
}
