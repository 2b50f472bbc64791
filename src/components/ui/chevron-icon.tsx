/**
 * The arrow drawn on previous/next buttons (carousels, lightbox): 24 × 24 px,
 * in the text colour, hidden from assistive technology (the button is named).
 * @param direction - which way it points
 */
export function ChevronIcon({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}
