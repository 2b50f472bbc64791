import { useLocation } from "react-router";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import { REPLAY_ATTRIBUTE } from "~/features/early-events/capture-script";
import { isMobileWidth } from "~/lib/use-is-mobile";
import { useContactPopup } from "./contact-popup-context";

type ContactLinkProps = Omit<React.ComponentProps<typeof ButtonLink>, "to"> & { variant: ButtonVariant };

/**
 * A "Contact us" call to action (spec §4): a real `<a href="/contact-us">`
 * styled as a button, so it works without JavaScript and on screens under
 * 1024 px (MOBILE_BREAKPOINT_PX; the width is read at click time). From
 * 1024 px a plain left click opens the contact popup instead; modified clicks
 * (new tab, …), a caller's `preventDefault`, or already being on /contact-us
 * keep the link behaviour. Pressed from 1024 px before the page has hydrated, it is
 * captured and replayed (capture-script.ts), so it still opens the popup.
 * Takes ButtonLink's props except `to`; `onClick` runs first.
 */
export function ContactLink({ onClick, ...props }: ContactLinkProps) {
  const popup = useContactPopup();
  const { pathname } = useLocation();
  return (
    <ButtonLink
      {...props}
      // Pressed from 1024 px before hydration, it waits for the app and opens the popup (issue 12).
      {...{ [REPLAY_ATTRIBUTE]: "wide" }}
      to="/contact-us"
      onClick={(event) => {
        onClick?.(event);
        if (!popup || pathname === "/contact-us" || event.defaultPrevented || !isPlainClick(event)) return;
        if (isMobileWidth(window.innerWidth)) return;
        event.preventDefault();
        popup.openContactPopup();
      }}
    />
  );
}

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
