/** All icon files. */
import { iconSvg } from "./kit.ts";
import { SERVICE_ICONS } from "./set-a.ts";
import { MORE_ICONS, starsSvg } from "./set-b.ts";

export function iconFiles(): Map<string, string> {
  const out = new Map<string, string>();
  for (const icon of [...SERVICE_ICONS, ...MORE_ICONS]) out.set(`icons/${icon.name}.svg`, iconSvg(icon));
  out.set("icons/stars.svg", starsSvg());
  return out;
}
