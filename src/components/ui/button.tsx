import { cn } from "~/components/ui/cn";

/** The four button styles of spec §4. */
export type ButtonVariant = "orange" | "white" | "yellow" | "honey";

const variantClass: Record<ButtonVariant, string> = {
  orange: "btn-orange",
  white: "btn-white",
  yellow: "btn-yellow",
  honey: "btn-honey",
};

/**
 * The class names of a button of the given style, for elements that are not
 * {@link Button} or {@link ButtonLink} (e.g. a `mailto:` anchor).
 * @param variant - one of the four styles (spec §4)
 */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return cn("btn", variantClass[variant], className);
}

type ButtonProps = React.ComponentProps<"button"> & {
  variant: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks clicks (spec §4 loading/disabled state). */
  loading?: boolean;
};

/**
 * A native button in one of the four styles. While `loading`, it is disabled,
 * shows a spinner beside its (changed or unchanged) label, and ignores clicks.
 */
export function Button({
  variant,
  loading = false,
  disabled,
  className,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

/** A link (`<a href>`) that looks like a button of the given style. */
export function ButtonLink({
  variant,
  className,
  children,
  ...props
}: React.ComponentProps<"a"> & { variant: ButtonVariant }) {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
    </a>
  );
}

/** A small spinning ring, hidden from assistive technology (the button says aria-busy). */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent",
        className,
      )}
    />
  );
}
