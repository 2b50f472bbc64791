import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { footerColumns } from "~/content/navigation";
import { ContactLink } from "~/components/contact/contact-link";
import { studio } from "~/content/site";
import { t } from "~/i18n/en";
import { PAGE_END_ID } from "./first-paint-expect";
import { CURRENT_YEAR_ATTRIBUTE } from "./footer-marks";
import { Logo } from "./logo";
import { ROUTES } from "~/routes";

// min-w-11: a short name such as "Books" stays a 44 px target in any font (the fallback is narrower than Nunito).
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center text-paper/85 underline-offset-4 hover:text-white hover:underline";

/**
 * The site footer (spec §2): service, resource and company link columns, the
 * cookie-settings link, privacy and terms links, Contact us and Free
 * consultation buttons, and the copyright line with the current year: the build's year in the
 * HTML (what shows without JavaScript), the visitor's once the shell has run
 * (src/shell/current-year.ts).
 */
export function Footer() {
  const year = new Date().getFullYear();
  // "{year}" is left in place by t() and split around, so the year is an element the shell can set.
  const [copyrightBefore = "", copyrightAfter = ""] = t("copyright", {
    company: studio.name,
    slogan: studio.slogan,
  }).split("{year}");
  return (
    <footer id={PAGE_END_ID} className="bg-ink text-paper on-navy">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr] lg:py-20">
        <div className="max-w-sm">
          <div className="inline-flex rounded-2xl bg-paper px-3 py-2 on-light">
            <Logo />
          </div>
          <p className="mt-5 text-paper/85">{studio.slogan}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ContactLink variant="primary">{t("contact_us")}</ContactLink>
            {/* The spec's Free consultation button has no action (§2 Footer). */}
            <Button variant="highlight">{t("free_consultation")}</Button>
          </div>
          <ul aria-label={t("footer_social")} className="mt-6 flex flex-wrap gap-x-5">
            {studio.socialLinks.map((social) => (
              <li key={social.label}>
                <ExternalLink href={social.url} className={linkClass}>
                  {social.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-10 sm:grid-cols-3">
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h2 className="font-display text-h4 text-paper">{column.title}</h2>
              <ul className="mt-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.to ? (
                      <a href={link.to} className={linkClass}>
                        {link.label}
                      </a>
                    ) : (
                      // A link whose page does not exist yet (spec §2 Footer: an empty target) says
                      // so, as the menu does, instead of looking broken.
                      <span className="inline-flex min-h-11 flex-wrap items-center gap-x-2 text-paper/75">
                        {link.label}
                        <span className="rounded-full bg-sun px-2 py-0.5 text-xs font-semibold text-ink">
                          {t("nav_coming_soon")}
                        </span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-paper/15">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-paper/80 lg:flex-row lg:items-center lg:justify-between">
          <p>
            {copyrightBefore}
            <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }}>{year}</span>
            {copyrightAfter}
          </p>
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <button type="button" className={linkClass} data-consent-open="">
                {t("footer_cookie_settings")}
              </button>
            </li>
            <li>
              <a href={ROUTES.privacyPolicy} className={linkClass}>
                {t("footer_privacy")}
              </a>
            </li>
            <li>
              <a href={ROUTES.termsOfService} className={linkClass}>
                {t("footer_terms")}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
