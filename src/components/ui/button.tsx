import { cn } from "~/components/ui/cn";

/**
 * The four button styles of spec §4 (Other), by the colour the spec names each: the palette. A
 * package's `buttonType` (spec §3 Package) picks one of them by that name; src/styles/app.css draws
 * them (`btn-orange`, …).
 */
export type ButtonColour = "orange" | "white" | "yellow" | "honey";

/** What a button is for on its page; {@link BUTTON_ROLE_COLOURS} gives each the palette colour it wears. */
export type ButtonRole = "primary" | "secondary" | "highlight" | "onward";

/**
 * The one place where roles meet the palette:
 * - `primary`, orange: the action a section, panel or dialog leads to (Contact us, Send, Buy,
 *   the consent choices);
 * - `secondary`, white: a quieter action beside or after it (consent settings, a second page to
 *   read, Copy, the phone menu's toggle, the UK store beside the worldwide ones);
 * - `highlight`, yellow: an action that stands out without being the primary one: on a navy
 *   surface (the footer's free consultation, the offer card), a worldwide store, the skip link;
 * - `onward`, honey: a link on from a section to the fuller offer (all services, the catalogue).
 */
export const BUTTON_ROLE_COLOURS = {
  primary: "orange",
  secondary: "white",
  highlight: "yellow",
  onward: "honey",
} as const satisfies Record<ButtonRole, ButtonColour>;

/** A button's look: its role, or a palette colour where the content picks it (a package's `buttonType`). */
export type ButtonVariant = ButtonRole | { colour: ButtonColour };

/** The palette's class names, written out whole so that Tailwind finds them in the source. */
const colourClass: Record<ButtonColour, string> = {
  orange: "btn-orange",
  white: "btn-white",
  yellow: "btn-yellow",
  honey: "btn-honey",
};

/**
 * The class that colours a button of the given look, without the `btn` base, for markup that writes
 * its own class list (the skip link, the phone menu's toggle).
 * @param variant - a role, or `{ colour }` for a colour the content picked
 * @returns e.g. "btn-orange" for "primary"
 */
export function buttonColourClass(variant: ButtonVariant): string {
  return colourClass[typeof variant === "string" ? BUTTON_ROLE_COLOURS[variant] : variant.colour];
}

/**
 * The class names of a button of the given look, for elements that are not {@link Button} or
 * {@link ButtonLink} (e.g. a `mailto:` anchor).
 * @param variant - a role, or `{ colour }` for a colour the content picked (spec §4)
 * @param className - classes added after the button's own
 * @returns e.g. "btn btn-orange mt-6" for ("primary", "mt-6")
 */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return cn("btn", buttonColourClass(variant), className);
}

type ButtonProps = React.ComponentProps<"button"> & {
  variant: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks clicks (spec §4 loading/disabled state). */
  loading?: boolean;
};

/**
 * A native button of the given look ({@link ButtonVariant}). While `loading`, it is disabled,
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

/** A link (`<a href>`) drawn as a button of the given look ({@link ButtonVariant}). */
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
