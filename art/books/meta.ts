/** The fifteen catalogue books: titles, what their pictures show, and a little of their text. */
export type BookMeta = {
  id: number;
  title: string;
  /** what the cover shows (used in the SVG <title>) */
  scene: string;
  /** the story text set on spread 1 and spread 2 */
  spread1: string;
  spread2: string;
};

export const AUTHOR = "Bramble & Bee Studio";

export const BOOKS: BookMeta[] = [
  {
    id: 1,
    title: "Pip and the Moon Kite",
    scene: "a small fox on a hilltop flies a kite up to the moon",
    spread1: "Pip tied her wish to the tail of the kite. “Higher,” she whispered, and the wind said yes.",
    spread2: "Up past the chimneys, up past the owls, the kite climbed until the moon could read the wish.",
  },
  {
    id: 2,
    title: "The Bear Who Borrowed a Bicycle",
    scene: "a big bear wobbles down a country lane on a small red bicycle",
    spread1: "The bicycle was very small and the bear was very big. “Only for a minute,” said Bear.",
    spread2: "Down the lane went Bear, past the duck pond, past the baker, ring-a-ding-ding!",
  },
  {
    id: 3,
    title: "Granny Fig's Garden Band",
    scene: "Granny Fig and her animal friends play music among the sunflowers",
    spread1: "Every Sunday, Granny Fig taps her watering can. One, two, three — the garden starts to play.",
    spread2: "Frog on the drum, Mouse on the flute, and the sunflowers nodding along in time.",
  },
  {
    id: 4,
    title: "Luna Counts the Fireflies",
    scene: "a girl with a glowing jar counts fireflies in a twilight meadow",
    spread1: "One firefly by the gate. Two above the hay. Luna counted softly, so as not to scare them.",
    spread2: "Seven, eight, nine… and then the whole meadow blinked hello.",
  },
  {
    id: 5,
    title: "Where Do Puddles Go?",
    scene: "a child in a yellow raincoat jumps in a puddle under a rainbow",
    spread1: "After the rain, the puddles shone like little mirrors. “Where will you go?” asked Ada.",
    spread2: "Some went up to the clouds, some went down to the roots, and one went SPLASH.",
  },
  {
    id: 6,
    title: "Otto the Octopus Tidies Up",
    scene: "an octopus tidies his underwater room with all eight arms",
    spread1: "Otto had eight arms and eighty-eight things on the floor. “Time to tidy,” he sighed.",
    spread2: "A shell on the shelf, a sock in the drawer, and a very surprised fish back home.",
  },
  {
    id: 7,
    title: "A Lighthouse for Little Gull",
    scene: "a little gull watches a striped lighthouse glow over the evening sea",
    spread1: "Little Gull was scared of the dark, so the lighthouse kept one window bright for her.",
    spread2: "Round and round went the light, and Little Gull flew home along its golden path.",
  },
  {
    id: 8,
    title: "The Snow Hare's Secret Path",
    scene: "a white hare follows a winding trail of footprints through a snowy forest",
    spread1: "Under the snow there is a path only Hare knows. It starts at the crooked pine.",
    spread2: "Hop, hop, past the sleeping badgers, all the way to the warm and secret burrow.",
  },
  {
    id: 9,
    title: "Mango and the Monsoon",
    scene: "a child with a big umbrella splashes through monsoon rain among banana leaves",
    spread1: "The first big drop landed on Mango's nose. Then came the drumming, the rushing, the rain!",
    spread2: "The frogs sang, the leaves danced, and Mango's umbrella was a little yellow boat of sky.",
  },
  {
    id: 10,
    title: "Hedgehog's Hat Shop",
    scene: "a hedgehog in a tall hat stands at his autumn hat shop",
    spread1: "Hedgehog makes hats for everyone: tall hats, small hats, hats with holes for ears.",
    spread2: "But when winter came, who would make a hat for Hedgehog, with all those prickles?",
  },
  {
    id: 11,
    title: "Ember, the Shy Little Dragon",
    scene: "a shy little green dragon blushes and puffs a tiny flame beside a mountain cave",
    spread1: "Ember's flame was only a flicker, and whenever someone said hello, her cheeks went pink.",
    spread2: "But on the coldest night, a flicker was exactly what her friends needed.",
  },
  {
    id: 12,
    title: "Benny's Busy Bakery",
    scene: "a boy baker carries a tray of warm buns through his busy bakery",
    spread1: "At five o'clock, Benny ties his apron. The ovens hum, and the flour flies like snow.",
    spread2: "Buns for the postman, a cake for the queen, and one small loaf for the birds.",
  },
  {
    id: 13,
    title: "The Night Train to Dreamland",
    scene: "a night train with glowing windows rolls over the clouds toward the moon",
    spread1: "At bedtime the little train stops right outside the window. Tickets, please!",
    spread2: "Over the rooftops and through the clouds, all aboard for Dreamland.",
  },
  {
    id: 14,
    title: "Bao and the Paper Boats",
    scene: "a boy sends folded paper boats down a sparkling stream",
    spread1: "Bao folded a boat from yesterday's newspaper and wrote a hello on its sail.",
    spread2: "Down the stream went the boats, past the willows, to someone waiting far away.",
  },
  {
    id: 15,
    title: "My Very Own Adventure",
    scene: "a child's silhouette under a ribbon that reads Your name here, surrounded by a map of adventures",
    spread1: "Once upon a time, a brave explorer packed a bag, put on their boots and opened the door.",
    spread2: "Over the mountains, across the sea, the adventure was theirs — because it was written for them.",
  },
];
