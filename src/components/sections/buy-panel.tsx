import { Button, buttonClass } from "~/components/ui/button";
import type { BuyButton } from "~/content/schemas";
import { t } from "~/i18n/en";
import { BUY_BUTTON_ATTRIBUTE } from "./buy-panel-marks";

/**
 * The line above a book's buy buttons, true of each of them: retailers open in a new tab, an e-mail
 * link (the personalised book's 'Personalize') opens the visitor's e-mail program.
 * @param buttons - the book's buy buttons
 * @returns the catalogue key: `buy_hint` (retailers only), `buy_hint_mail` (e-mail only) or `buy_hint_mixed`
 */
export function buyHint(buttons: readonly BuyButton[]): "buy_hint" | "buy_hint_mail" | "buy_hint_mixed" {
  const mail = buttons.filter((button) => button.url.startsWith("mailto:")).length;
  if (mail === 0) return "buy_hint";
  return mail === buttons.length ? "buy_hint_mail" : "buy_hint_mixed";
}

/**
 * The Buy button of a book page (spec §4 Other): one click reveals the
 * retailer buttons, each opening in a new tab. A `mailto:` button (the
 * personalised book's 'Personalize') opens the visitor's e-mail program. The hint above
 * them says only what is true of the links it stands over ({@link buyHint}).
 *
 * Static markup: the Buy shell script (src/shell/buy-panel.ts) reveals the
 * list. The Buy button stays where it is (marked expanded) and further clicks
 * change nothing, so a double click can never land on a retailer that just
 * appeared under the pointer; the retailers follow it in the tab order.
 */
export function BuyPanel({ buttons }: { buttons: readonly BuyButton[] }) {
  return (
    <div className="mt-8">
      <Button
        variant="primary"
        aria-expanded={false}
        aria-controls="retailers-list"
        className="min-w-40"
        {...{ [BUY_BUTTON_ATTRIBUTE]: "" }}
      >
        {t("buy")}
      </Button>
      <div id="retailers-list" hidden className="mt-5">
        <p className="mb-3 font-semibold">{t(buyHint(buttons))}</p>
        <ul className="flex flex-wrap gap-3">
          {buttons.map((button) =>
            button.url.startsWith("mailto:") ? (
              <li key={button.text}>
                <a href={button.url} className={buttonClass("primary")}>
                  {button.text}
                </a>
              </li>
            ) : (
              <li key={button.text}>
                <a
                  href={button.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass(button.region === "uk" ? "secondary" : "highlight")}
                >
                  {button.text}
                  <span className="sr-only"> {t("opens_in_new_tab")}</span>
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
