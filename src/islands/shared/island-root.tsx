import { useEffect, useRef, useState } from "react";
import type { PictureMap } from "~/content/picture-map";
import { PicturesContext } from "~/components/ui/pictures";
import { ISLAND_READY_EVENT } from "~/directives/interaction-marks";

type IslandRootProps = {
  /** The raster pictures the island shows, by content URL (the page passes `picturesFor(…)`): the browser has no picture map. */
  pictures: PictureMap;
  children: React.ReactNode;
};

/**
 * The root of the lightbox and carousel islands, hydrated by `client:interaction`
 * (interaction-directive.ts): gives its content the island's pictures, and tells the directive when
 * the island is ready for the presses it held back ({@link useIslandReady}). Renders a
 * `display: contents` wrapper, invisible to layout (so not for an island hydrated `client:visible`,
 * whose children Astro watches for intersection); never throws.
 */
export function IslandRoot({ pictures, children }: IslandRootProps) {
  const ref = useIslandReady<HTMLDivElement>();
  return (
    <PicturesContext value={pictures}>
      <div ref={ref} className="contents">
        {children}
      </div>
    </PicturesContext>
  );
}

/**
 * Tells `client:interaction` (interaction-directive.ts) that the island is ready for the presses it
 * held back: after hydration and one more render, which carries what the mount effects set (the
 * real viewport width, a carousel's mode), so a replayed press meets the island as it is now
 * (a press made before its island has hydrated takes effect once; spec §4).
 * @returns the ref to put on an element of the island, from which {@link ISLAND_READY_EVENT} bubbles
 *   to the island once; never throws
 */
export function useIslandReady<T extends Element>(): React.RefObject<T | null> {
  const ref = useRef<T>(null);
  const [settled, setSettled] = useState(false);
  // The one extra render is the point: it carries the updates the children's mount effects made.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (settled) ref.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, [settled]);
  return ref;
}
