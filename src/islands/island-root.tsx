import { useEffect, useRef, useState } from "react";
import { type PictureMap, PicturesContext } from "~/lib/pictures";
import { ISLAND_READY_EVENT } from "~/lib/interaction-marks";

type IslandRootProps = {
  /** The raster pictures the island shows, by content URL (the page passes `picturesFor(…)`): the browser has no picture map. */
  pictures: PictureMap;
  children: React.ReactNode;
};

/**
 * The root every island hydrated by `client:interaction` renders (interaction-directive.ts): gives its
 * content the island's pictures, and tells the directive when the island is ready for the presses it
 * held back. That is after hydration and one more render, which carries what the mount effects set
 * (the real viewport width, a carousel's mode), so a replayed press meets the island as it is now.
 * Renders a `display: contents` wrapper, invisible to layout; never throws.
 */
export function IslandRoot({ pictures, children }: IslandRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  // The one extra render is the point: it carries the updates the children's mount effects made.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (settled) ref.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, [settled]);
  return (
    <PicturesContext value={pictures}>
      <div ref={ref} className="contents">
        {children}
      </div>
    </PicturesContext>
  );
}
