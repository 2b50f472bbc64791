import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import { CONTACT_LINK_ATTRIBUTE } from "./contact-marks";
import { ROUTES } from "~/routes";

type ContactLinkProps = Omit<React.ComponentProps<typeof ButtonLink>, "href"> & { variant: ButtonVariant };

/**
 * A "Contact us" call to action (spec §4 Contact popup): a real `<a href="/contact-us">` styled as
 * a button, so it works without JavaScript and on screens under 1024 px. From 1024 px the
 * contact-links script opens the contact popup instead of following it.
 * Takes ButtonLink's props except `href`.
 */
export function ContactLink(props: ContactLinkProps) {
  return <ButtonLink {...props} {...{ [CONTACT_LINK_ATTRIBUTE]: "" }} href={ROUTES.contactUs} />;
}
