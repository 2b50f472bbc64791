import type { SubmenuId } from "~/content/navigation";

/** The id of a submenu's toggle button, for focus to return to (spec §4 Navigation bar). */
export const submenuButtonId = (id: SubmenuId): string => `submenu-button-${id}`;
