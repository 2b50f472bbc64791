/**
 * Which of a page's reported errors are problems (the shared fixture, tests/support/fixtures.ts;
 * decision 025).
 *
 * Firefox, under Playwright's WebDriver BiDi driver, reports a web font whose download was cut off
 * by the page being left as a page error: `download failed (font-family: "…" …): status=2152398850
 * …`. 2152398850 is `0x804B0002`, `NS_BINDING_ABORTED`: the load was cancelled, not refused. A
 * visitor sees nothing (the page is already going), so it is no fault of the page; every other
 * failed load (a 404, a decode error, a load the policy blocked) carries another status and stays a
 * problem.
 */

/** Firefox's `NS_BINDING_ABORTED`, as its font-download error prints it. */
const NS_BINDING_ABORTED = 2152398850;

/**
 * Whether a page error is a download cancelled because the page was being left.
 * @param message - the page error's message, as Playwright reports it
 * @returns `true` only for Firefox's "download failed … status=2152398850" report
 */
export function isDownloadCutOffByNavigation(message: string): boolean {
  return (
    /\bdownload failed \(font-family:/.test(message) && new RegExp(`\\bstatus=${NS_BINDING_ABORTED}\\b`).test(message)
  );
}
