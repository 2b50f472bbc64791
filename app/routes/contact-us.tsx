import { contactCopy } from "~/content/page-copy";
import { ContactForm } from "~/features/contact/contact-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact us",
    description:
      "Tell us about your picture book: illustration, covers, layout, editing or publishing. We reply within 1 business day.",
    path: "/contact-us",
  });

/** Contact page (spec §2): the contact form on a yellow background. */
export default function ContactUs() {
  return (
    <div className="bg-sun">
      <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <h1>{contactCopy.title}</h1>
          <p className="mt-5 text-lead text-ink">{contactCopy.intro}</p>
        </div>
        <div className="rounded-card bg-paper p-6 shadow-lift ring-1 ring-honey/60 sm:p-10">
          <ContactForm idPrefix="contact-page" headingLevel={2} />
        </div>
      </div>
    </div>
  );
}
