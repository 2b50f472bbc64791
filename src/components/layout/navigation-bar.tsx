import { mainMenu, type Submenu } from "~/content/navigation";
import { ContactLink } from "~/components/contact/contact-link";
import {
  MENU_BUTTON_ATTRIBUTE,
  NAVIGATION_BAR_ATTRIBUTE,
  SUBMENU_ATTRIBUTE,
} from "~/components/layout/navigation-bar-marks";
import { submenuButtonId } from "~/components/layout/navigation-bar-marks";
import { t } from "~/i18n/en";
import { buttonColourClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Logo } from "./logo";

const itemClass =
  "flex min-h-11 items-center gap-1 rounded-full px-4 font-display font-semibold text-ink transition hover:bg-cream aria-[current=page]:text-orange-deep";

/**
 * The sticky navigation bar with the menu of spec §2: Home (mobile only), the
 * Showcase, Services and Company submenus, Resources and a Contact us button.
 * Static markup, rendered closed; `src/shell/navigation-bar.ts` brings it to
 * life (spec §4 Navigation bar): under 1024 px the menu folds into a
 * full-screen panel behind a menu button (page scroll locked, the page behind
 * inert); submenus open on hover on desktop, on click on mobile, and by
 * Enter/Space everywhere; Escape closes and returns focus; the bar slides away
 * when scrolling down past 100 px and comes back on scrolling up.
 *
 * The script only sets state attributes: `data-hidden` and `data-menu-open` on
 * the `<header>`, `aria-expanded` on the buttons, `inert`. The classes below
 * turn them into the look (the `group`/`peer` variants).
 * @param pathname - the page's path without a trailing slash: its links get `aria-current="page"`
 */
export function NavigationBar({ pathname }: { pathname: string }) {
  return (
    <header
      {...{ [NAVIGATION_BAR_ATTRIBUTE]: "" }}
      className={cn(
        "group/bar sticky top-0 z-40 border-b border-line/70 bg-paper/95 transition-transform duration-300 data-hidden:not-has-focus-visible:-translate-y-full",
        // Keyboard focus in the bar keeps it in view, and brings a hidden bar back at once: browsers reveal a
        // focused control before any focus event reaches the script, and one still above the viewport scrolls the page.
        "has-focus-visible:transition-none",
        // A transform or backdrop filter would trap the fixed full-screen menu inside the bar's box.
        "not-data-menu-open:backdrop-blur",
      )}
    >
      <nav aria-label={t("nav_label")} className="container-page flex h-18 items-center justify-between gap-4">
        {/* Behind the open phone menu the logo leaves the tab loop (the script makes it inert), with the rest of the page. */}
        <Logo />
        <button
          {...{ [MENU_BUTTON_ATTRIBUTE]: "" }}
          type="button"
          className={cn("group btn min-h-11", buttonColourClass("secondary"), "px-4 lg:hidden")}
          aria-expanded="false"
          aria-controls="main-menu"
        >
          <MenuIcon />
          <span className="sr-only group-aria-expanded:hidden">{t("nav_open_menu")}</span>
          <span className="sr-only hidden group-aria-expanded:inline">{t("nav_close_menu")}</span>
        </button>
        <div
          id="main-menu"
          className="fixed inset-x-0 top-18 bottom-0 hidden overflow-y-auto overscroll-contain bg-paper px-5 pt-4 pb-10 group-data-menu-open/bar:block lg:static lg:flex lg:items-center lg:gap-2 lg:overflow-visible lg:bg-transparent lg:p-0"
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {mainMenu.map((entry) =>
              entry.kind === "link" ? (
                <li key={entry.label} className={cn(entry.mobileOnly && "lg:hidden")}>
                  <a href={entry.to} aria-current={entry.to === pathname ? "page" : undefined} className={itemClass}>
                    {entry.label}
                  </a>
                </li>
              ) : (
                <SubmenuItem key={entry.id} submenu={entry} pathname={pathname} />
              ),
            )}
          </ul>
          <ContactLink variant="primary" className="mt-6 w-full lg:mt-0 lg:ml-2 lg:w-auto">
            {t("contact_us")}
          </ContactLink>
        </div>
      </nav>
    </header>
  );
}

/** One submenu: its toggle button (`aria-expanded` shows the list through `peer`) and its list. */
function SubmenuItem({ submenu, pathname }: { submenu: Submenu; pathname: string }) {
  const { id } = submenu;
  const listId = `submenu-${id}`;
  return (
    <li className="relative" {...{ [SUBMENU_ATTRIBUTE]: id }}>
      <button
        id={submenuButtonId(id)}
        type="button"
        className={cn(itemClass, "peer group w-full justify-between")}
        aria-expanded="false"
        aria-controls={listId}
      >
        {submenu.label}
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          className="transition group-aria-expanded:rotate-180"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        className={cn(
          // On desktop an invisible strip (lg:before) bridges the 8 px gap, so the mouse can travel to the list.
          "ml-4 hidden flex-col gap-1 border-l-2 border-honey pl-2 peer-aria-expanded:flex lg:absolute lg:top-full lg:left-0 lg:mt-2 lg:ml-0 lg:w-max lg:min-w-60 lg:rounded-2xl lg:border-0 lg:bg-white lg:p-2 lg:shadow-lift lg:before:absolute lg:before:inset-x-0 lg:before:-top-2 lg:before:h-2",
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
              <a href={item.to} aria-current={item.to === pathname ? "page" : undefined} className={itemClass}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The menu button's icon: three bars, or a cross while the menu is open (its button's `aria-expanded`). */
function MenuIcon() {
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
      <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
      <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
