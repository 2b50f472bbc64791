import type { PackageGroup as PackageGroupData } from "~/content/schemas";
import { PackageCard } from "./package-card";

/** The cards of one package group (design, addon or standalone) and its optional bottom text. */
export function PackageGroup({ group }: { group: PackageGroupData }) {
  return (
    <div>
      <ul className="grid gap-8 pt-4 md:grid-cols-2 lg:grid-cols-3">
        {group.packages.map((pkg) => (
          // Two columns on a tablet: an odd last card sits centred under the pair instead of alone on the left.
          <li
            key={pkg.title}
            className="md:max-lg:last:odd:col-span-2 md:max-lg:last:odd:mx-auto md:max-lg:last:odd:w-[calc(50%-1rem)]"
          >
            <PackageCard pkg={pkg} />
          </li>
        ))}
      </ul>
      {group.bottomText && <p className="mx-auto mt-8 max-w-3xl text-center text-ink-soft">{group.bottomText}</p>}
    </div>
  );
}
