import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { NavigationBar } from "~/components/layout/navigation-bar";
import { SkipLink } from "~/components/layout/skip-link";
import { ConsentBanner } from "~/features/consent/consent-banner";
import { ConsentProvider } from "~/features/consent/consent-context";
import { ContactPopupProvider } from "~/features/contact/contact-popup-context";

/** The common shell of every page (spec §2): consent banner (first in tab order), navigation bar, the page, footer, contact popup. */
export default function SiteLayout() {
  return (
    <ConsentProvider>
      <ConsentBanner />
      <ContactPopupProvider>
        <SkipLink />
        <NavigationBar />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <Footer />
      </ContactPopupProvider>
    </ConsentProvider>
  );
}
