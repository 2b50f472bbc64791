import type { Service } from "~/content/schemas";

/** A grid of service cards with icon, title and description (six per audience). */
export function ServicesGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.title}
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 transition hover:-translate-y-1 hover:shadow-lift sm:p-7"
        >
          <img src={service.iconSrc} alt="" width={64} height={64} loading="lazy" className="size-14" />
          <h3 className="mt-4">{service.title}</h3>
          <p className="mt-2 text-ink-soft">{service.description}</p>
        </li>
      ))}
    </ul>
  );
}
