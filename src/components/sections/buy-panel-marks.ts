/** Marks the Buy button of a book page, for the Buy shell script (src/shell/buy-panel.ts; spec §4 Other). */
export const BUY_BUTTON_ATTRIBUTE = "data-buy";
