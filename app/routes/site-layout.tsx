import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { NavigationBar } from "~/components/layout/navigation-bar";
import { SkipLink } from "~/components/layout/skip-link";

/** The common shell of every page (spec §2): navigation bar, the page, footer. */
export default function SiteLayout() {
  return (
    <>
      <SkipLink />
      <NavigationBar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
