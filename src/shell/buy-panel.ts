/**
 * Buy on a book page (spec §2 Book details, §4 Other), a shell module: one click (or tap, Enter,
 * Space) on the Buy button reveals the retailer buttons it controls (`aria-controls`) and marks it
 * expanded. Further presses change nothing, so a double click never lands on a retailer that just
 * appeared under the pointer. A delegated listener on `document`, installed from `<head>`, so Buy
 * works from the first paint; the markup is components/sections/buy-panel.tsx.
 */
import { BUY_BUTTON_ATTRIBUTE } from "~/components/sections/buy-panel-marks";

/**
 * Starts Buy on this document (spec §2 Book details, §4 Other): installs the delegated click
 * listener that reveals a Buy button's retailer list and marks the button `aria-expanded="true"`.
 * Needs no element to exist yet; call it once per page. Never throws; a Buy button whose list is
 * missing is only marked expanded.
 */
export function startBuyPanel(): void {
  const onClick = (event: MouseEvent) => {
    const buy = (event.target as Element).closest?.(`[${BUY_BUTTON_ATTRIBUTE}]`);
    if (!buy) return;
    buy.setAttribute("aria-expanded", "true");
    const list = document.getElementById(buy.getAttribute("aria-controls") ?? "");
    if (list) list.hidden = false;
  };
  document.addEventListener("click", onClick);
}
