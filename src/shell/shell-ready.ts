/**
 * The User Timing mark the shell sets once every control of the navigation bar, consent banner,
 * contact links and Buy is wired on the parsed page (src/shell/shell.ts); `npm run bench` reports
 * its distance from the first contentful paint, which should stay under 100 ms on a phone.
 */
export const SHELL_READY_MARK = "shell-ready";
