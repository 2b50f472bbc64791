/**
 * The round icon above a result view's title (a tick on success, an exclamation mark on failure),
 * hidden from assistive technology; also used by the result pages of a send without JavaScript
 * (spec §4 Contact form, §8).
 * @param tone - the circle's background and icon colour classes
 * @param path - the icon's SVG path, on a 24 × 24 grid
 */
export function ResultIcon({ tone, path }: { tone: string; path: string }) {
  return (
    <span aria-hidden="true" className={`grid size-16 place-items-center rounded-full ${tone}`}>
      <svg
        viewBox="0 0 24 24"
        width="34"
        height="34"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}
