import { Link } from "react-router";
import { studio } from "~/content/site";

/** The studio's mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={className ?? "flex items-center gap-2.5 rounded-full"}>
      <img src="/assets/images/logo.svg" alt="" width={44} height={44} className="size-11" />
      <span className="font-display text-lg leading-tight font-semibold text-ink">{studio.name}</span>
    </Link>
  );
}
