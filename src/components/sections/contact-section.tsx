import { Section, type SectionTone } from "~/components/ui/section";

/**
 * A section holding the contact form in a card, with its title and promise (spec §2 Home).
 * `children` is the form: the contact form island, placed by the page with its directive.
 */
export function ContactSection({
  id = "contact",
  title,
  intro,
  tone = "sun",
  children,
}: {
  id?: string;
  title: string;
  intro: string;
  tone?: SectionTone;
  children?: React.ReactNode;
}) {
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <div className="mx-auto max-w-3xl rounded-card bg-paper p-6 shadow-lift ring-1 ring-honey/60 sm:p-10">
        {children}
      </div>
    </Section>
  );
}
