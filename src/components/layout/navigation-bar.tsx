import { mainMenu, type Submenu } from "~/content/navigation";
import { ContactLink } from "~/features/contact/contact-link";
import { initialNavigation, type NavigationEvent } from "~/features/navigation/navigation-machine";
import { submenuButtonId } from "~/features/navigation/submenu-button-id";
import { t } from "~/i18n/en";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

const itemClass =
  "flex min-h-11 items-center gap-1 rounded-full px-4 font-display font-medium text-ink transition hover:bg-cream aria-[current=page]:text-orange-deep";

/**
 * The sticky navigation bar with the menu of spec §2: Home (mobile only), the
 * Showcase, Services and Company submenus, Resources and a Contact us button.
 * Under 1024 px the menu folds into a full-screen panel behind a menu button
 * (page scroll locked, the page behind inert). Submenus open on hover on
 * desktop, on click on mobile, and by Enter/Space everywhere; Escape closes
 * and returns focus. The bar slides away when scrolling down past 100 px and
 * comes back on scrolling up (spec §4 Navigation bar; logic in
 * `features/navigation`).
 */
export function NavigationBar({ pathname }: { pathname: string }) {
  const state = initialNavigation;
  const send = (_event: NavigationEvent) => {};
  const mobileMenuOpen = state.menuOpen;
  const closeAll = () => send({ type: "navigated" });

  return (
    // Escape anywhere in the bar closes what is open; the controls themselves are native buttons and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      data-hidden={state.hidden || undefined}
      className={cn(
        "sticky top-0 z-40 border-b border-line/70 bg-paper/95 transition-transform duration-300",
        // A transform or backdrop filter would trap the fixed full-screen menu inside the bar's box.
        !mobileMenuOpen && "backdrop-blur",
        state.hidden && "-translate-y-full",
      )}
      onFocus={() => send({ type: "focus_entered" })}
    >
      <nav aria-label={t("nav_label")} className="container-page flex h-18 items-center justify-between gap-4">
        {/* Behind the open phone menu the logo leaves the tab loop, with the rest of the page. */}
        <Logo inert={mobileMenuOpen} />
        <button
          type="button"
          className="btn min-h-11 btn-white px-4 lg:hidden"
          aria-expanded={mobileMenuOpen}
          aria-controls="main-menu"
          onClick={() => send({ type: "toggle_menu" })}
        >
          <MenuIcon open={mobileMenuOpen} />
          <span className="sr-only">{mobileMenuOpen ? t("nav_close_menu") : t("nav_open_menu")}</span>
        </button>
        <div
          id="main-menu"
          className={cn(
            "fixed inset-x-0 top-18 bottom-0 overflow-y-auto overscroll-contain bg-paper px-5 pt-4 pb-10 lg:static lg:flex lg:items-center lg:gap-2 lg:overflow-visible lg:bg-transparent lg:p-0",
            mobileMenuOpen ? "block" : "hidden lg:flex",
          )}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {mainMenu.map((entry) =>
              entry.kind === "link" ? (
                <li key={entry.label} className={cn(entry.mobileOnly && "lg:hidden")}>
                  <a
                    href={entry.to}
                    aria-current={entry.to === pathname ? "page" : undefined}
                    className={itemClass}
                    onClick={closeAll}
                  >
                    {entry.label}
                  </a>
                </li>
              ) : (
                <SubmenuItem
                  key={entry.id}
                  submenu={entry}
                  open={state.submenu === entry.id}
                  send={send}
                  onNavigate={closeAll}
                  pathname={pathname}
                />
              ),
            )}
          </ul>
          <ContactLink variant="orange" className="mt-6 w-full lg:mt-0 lg:ml-2 lg:w-auto" onClick={closeAll}>
            {t("contact_us")}
          </ContactLink>
        </div>
      </nav>
    </header>
  );
}

function SubmenuItem({
  submenu,
  open,
  send,
  onNavigate,
  pathname,
}: {
  pathname: string;
  submenu: Submenu;
  open: boolean;
  send: (event: NavigationEvent) => void;
  onNavigate: () => void;
}) {
  const { id } = submenu;
  const listId = `submenu-${id}`;
  return (
    // Hover is a mouse convenience on desktop; the button inside is the control for every input.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onPointerEnter={(event) => send({ type: "pointer_enter", id, pointerType: event.pointerType })}
      onPointerLeave={(event) => send({ type: "pointer_leave", id, pointerType: event.pointerType })}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          send({ type: "focus_left", id });
      }}
    >
      <button
        id={submenuButtonId(id)}
        type="button"
        className={cn(itemClass, "w-full justify-between")}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => send({ type: "press_submenu", id })}
      >
        {submenu.label}
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          className={cn("transition", open && "rotate-180")}
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        className={cn(
          // On desktop an invisible strip (lg:before) bridges the 8 px gap, so the mouse can travel to the list.
          "ml-4 flex-col gap-1 border-l-2 border-honey pl-2 lg:absolute lg:top-full lg:left-0 lg:mt-2 lg:ml-0 lg:w-max lg:min-w-60 lg:rounded-2xl lg:border-0 lg:bg-white lg:p-2 lg:shadow-lift lg:before:absolute lg:before:inset-x-0 lg:before:-top-2 lg:before:h-2",
          open ? "flex" : "hidden",
        )}
      >
        {submenu.items.map((item) => (
          <li key={item.label}>
            {item.comingSoon ? (
              <span className="flex min-h-11 items-center gap-2 px-4 whitespace-nowrap text-ink-soft">
                {item.label}
                <span className="rounded-full bg-sun px-2 py-0.5 text-xs font-semibold text-ink">
                  {t("nav_coming_soon")}
                </span>
              </span>
            ) : (
              <a
                href={item.to}
                aria-current={item.to === pathname ? "page" : undefined}
                className={itemClass}
                onClick={onNavigate}
              >
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
