import { cn } from "~/lib/cn";

/** The rounded, softly shadowed surface that cards of every kind share. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8", className)} {...props} />;
}
