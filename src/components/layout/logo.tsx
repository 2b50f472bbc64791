import { studio } from "~/content/site";
import { ROUTES } from "~/routes";

type LogoProps = {
  className?: string;
  /** Out of the tab order and untouchable (the header's, behind the open phone menu). */
  inert?: boolean;
};

/**
 * The studio's mark and name, linking home (header and footer); `inert` takes it out of the tab
 * order (the header's, while the phone menu is open: WCAG 2.4.3).
 * The small mark is fetched at low priority: otherwise React preloads it at high priority in every
 * page's head, ahead of the page's own largest image.
 */
export function Logo({ className, inert }: LogoProps) {
  return (
    <a href={ROUTES.home} className={className ?? "flex items-center gap-2.5 rounded-full"} inert={inert || undefined}>
      <img
        src="/assets/images/logo.svg"
        alt=""
        width={44}
        height={44}
        fetchPriority="low"
        decoding="async"
        className="size-11"
      />
      <span className="font-display text-lg leading-tight font-semibold text-ink">{studio.name}</span>
    </a>
  );
}
