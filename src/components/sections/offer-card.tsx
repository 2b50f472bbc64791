import { offer } from "~/content/packages";
import { ContactLink } from "~/components/contact/contact-link";

/** The featured offer card: the children's book package at its fixed price (spec §3 Offer, §9). */
export function OfferCard() {
  return (
    <article className="mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-card bg-ink p-6 text-paper shadow-lift on-navy sm:p-10 md:grid-cols-[1.2fr_1fr]">
      <div>
        <h3 className="text-h2 text-paper">{offer.title}</h3>
        <p className="mt-4 text-paper/85">{offer.description}</p>
        <p className="mt-6 font-display text-5xl font-semibold text-honey">{offer.price}</p>
        <ContactLink variant="highlight" className="mt-6">
          {offer.buttonText}
        </ContactLink>
      </div>
      <ul className="space-y-3 self-center rounded-2xl bg-paper/10 p-6">
        {offer.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-honey" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
