import { Section, type SectionTone } from "~/components/ui/section";
import { ContactForm } from "./contact-form";

/** A section holding the contact form in a card, with its title and promise. */
export function ContactSection({
  id = "contact",
  title,
  intro,
  tone = "sun",
}: {
  id?: string;
  title: string;
  intro: string;
  tone?: SectionTone;
}) {
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <div className="mx-auto max-w-3xl rounded-card bg-paper p-6 shadow-lift ring-1 ring-honey/60 sm:p-10">
        <ContactForm idPrefix={id} />
      </div>
    </Section>
  );
}
