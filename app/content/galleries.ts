/**
 * The three galleries of the portfolio page (spec §2 Portfolio, §3 Gallery
 * image, §9 "Galleries 20 / 4 / 4"). Each description is the image's alt text
 * and the caption of the lightbox, so it says what the picture shows.
 */
import type { GalleryImage } from "./schemas";

/** The 20 illustrations of the portfolio's first gallery (spec §2 Portfolio). */
export const illustrations: GalleryImage[] = [
  {
    previewImageUrl: "/assets/images/portfolio/illustration-01-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-01.svg",
    description: "A young fox curled up in an armchair, reading a book under the warm glow of a reading lamp.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-02-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-02.svg",
    description: "A badger family sharing a picnic of sandwiches and strawberries on a checked blanket in a meadow.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-03-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-03.svg",
    description: "A girl swimming beside a giant blue whale in a calm sea, her hand resting on its side.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-04-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-04.svg",
    description: "An owl teacher in glasses pointing at a chalkboard in a forest classroom full of young animals.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-05-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-05.svg",
    description: "Three rabbits in woolly scarves racing down a snowy hill on a wooden sled.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-06-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-06.svg",
    description: "A cozy kitchen where a tabby cat sneaks a freshly baked pie off the windowsill.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-07-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-07.svg",
    description: "A boy in a paper helmet building a rocket out of cardboard boxes and tape in his backyard.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-08-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-08.svg",
    description: "An elephant in an overflowing bathtub, spraying bubbles from his trunk.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-09-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-09.svg",
    description: "A mouse sailing a teacup across a pond, with a handkerchief for a sail.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-10-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-10.svg",
    description: "A grandmother knitting in a rocking chair while three kittens tangle her balls of yarn.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-11-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-11.svg",
    description: "A green dragon gently roasting marshmallows on sticks for a group of children around a campfire.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-12-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-12.svg",
    description: "A hedgehog rolling through a pile of red and golden autumn leaves.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-13-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-13.svg",
    description: "City rooftops and chimneys at night under a large full moon, with one window still lit.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-14-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-14.svg",
    description: "A choir of frogs singing on lily pads in a pond, led by a frog conductor with a reed baton.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-15-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-15.svg",
    description: "A bear cub standing in a rushing river, trying to catch a leaping fish with his paws.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-16-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-16.svg",
    description: "A girl wrapped in a blanket on a window seat, watching raindrops run down the glass.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-17-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-17.svg",
    description: "A lion barber trimming a porcupine's quills while other animals wait their turn.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-18-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-18.svg",
    description: "Penguins in hats and mittens shopping at a snowy market of striped stalls.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-19-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-19.svg",
    description: "A library built in a treehouse, with children reading on branches and a rope ladder below.",
  },
  {
    previewImageUrl: "/assets/images/portfolio/illustration-20-preview.svg",
    fullImageUrl: "/assets/images/portfolio/illustration-20.svg",
    description: "A striped hot-air balloon floating over rolling green hills and patchwork fields.",
  },
];

/** The four cover designs of the portfolio's cover gallery (spec §2 Portfolio). */
export const coverDesigns: GalleryImage[] = [
  {
    previewImageUrl: "/assets/images/portfolio/cover-01-preview.svg",
    fullImageUrl: "/assets/images/portfolio/cover-01.svg",
    description:
      'Cover design for "The Whistling Kettle": a copper kettle on a stove puffs steam that curls into the hand-lettered title.',
  },
  {
    previewImageUrl: "/assets/images/portfolio/cover-02-preview.svg",
    fullImageUrl: "/assets/images/portfolio/cover-02.svg",
    description:
      'Cover design for "Clementine Climbs a Cloud": a girl in orange overalls climbs a ladder into a fluffy pink cloud.',
  },
  {
    previewImageUrl: "/assets/images/portfolio/cover-03-preview.svg",
    fullImageUrl: "/assets/images/portfolio/cover-03.svg",
    description:
      'Cover design for "The Tortoise Who Wanted Wings": a tortoise wearing cardboard wings stands on a tree stump, looking up at passing birds.',
  },
  {
    previewImageUrl: "/assets/images/portfolio/cover-04-preview.svg",
    fullImageUrl: "/assets/images/portfolio/cover-04.svg",
    description:
      "Cover design for \"Sir Pumpernickel's Picnic\": a dachshund in a knight's helmet guards a picnic basket from a line of ants.",
  },
];

/** The four book layouts (interior spreads) of the portfolio's layout gallery (spec §2 Portfolio). */
export const bookLayouts: GalleryImage[] = [
  {
    previewImageUrl: "/assets/images/portfolio/layout-01-preview.svg",
    fullImageUrl: "/assets/images/portfolio/layout-01.svg",
    description:
      'Layout for "Ten Tiny Tugboats": a full-bleed harbor scene with large counting numerals and short text set in the open water.',
  },
  {
    previewImageUrl: "/assets/images/portfolio/layout-02-preview.svg",
    fullImageUrl: "/assets/images/portfolio/layout-02.svg",
    description:
      'Layout for "Grandpa\'s Map of Stars": text on a dark blue left page facing a spot illustration of a boy and his grandfather with a telescope.',
  },
  {
    previewImageUrl: "/assets/images/portfolio/layout-03-preview.svg",
    fullImageUrl: "/assets/images/portfolio/layout-03.svg",
    description:
      'Layout for "Rosie Plants a Rainbow": a spread of small vignettes showing seeds growing into flowers, with captions under each picture.',
  },
  {
    previewImageUrl: "/assets/images/portfolio/layout-04-preview.svg",
    fullImageUrl: "/assets/images/portfolio/layout-04.svg",
    description:
      'Layout for "Nina\'s Noisy Neighborhood": a street cutaway of apartment windows, with speech bubbles and sound words woven into the art.',
  },
];
