import { Link } from "react-router";
import { studio } from "~/content/site";

/**
 * The studio's mark and name, linking home (header and footer).
 * The 1 kB mark is fetched at low priority: otherwise React preloads it at high priority in every
 * page's head, ahead of the page's own largest image (issue 13).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={className ?? "flex items-center gap-2.5 rounded-full"}>
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
    </Link>
  );
}
