import { Section } from "~/components/ui/section";

/** A closing band with a title, a line of text and its buttons. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Section id={id} tone="sun" title={title} intro={text}>
      <div className="flex flex-wrap justify-center gap-4">{children}</div>
    </Section>
  );
}
