/**
 * The book catalogue (spec §3 Book, §9 "Catalogue of 15 books"). All books,
 * authors and illustrators here are a fictional sample the owner replaces.
 * Book 15 is the personalized-only book, ordered by e-mail.
 */
import type { Book } from "./schemas";
import { buyButtonsFor } from "./search-links";
import { studio } from "./site";

/** The 15 books of the catalogue, ids 1–15 in id order (spec §3 Book). */
export const books: Book[] = [
  {
    id: 1,
    bookName: "Pip and the Moon Kite",
    galleryCoverUrl: "/assets/images/books/1/cover-preview.svg",
    galleryDescription: "A small fox builds a kite strong enough to fly all the way to the moon.",
    bookDetailsPageUrl: "/books/1",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/1/cover-preview.svg",
        fullImageUrl: "/assets/images/books/1/cover.svg",
        description:
          "Cover of Pip and the Moon Kite: a small red fox on a hilltop holding the string of a patchwork kite that climbs toward a huge pale moon.",
      },
      {
        previewImageUrl: "/assets/images/books/1/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/1/spread-1.svg",
        description:
          "Spread: Pip stitches her kite from an old patchwork quilt by candlelight while her grandmother dozes.",
      },
      {
        previewImageUrl: "/assets/images/books/1/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/1/spread-2.svg",
        description:
          "Spread: the patchwork kite touches the moon while Pip holds on tight, high above the sleeping wood.",
      },
    ],
    bookDescription: [
      "Pip is the smallest fox in Hollow Wood. Every night she watches the moon rise over the hill and wonders whether it gets lonely up there.",
      "So she builds a kite from her grandmother's old quilt, ties on every piece of string she can find and waits for the big autumn wind. What happens next is a gentle bedtime adventure about patience, friendship and finding your way home.",
      "Written by Eleanor Haversham.\nIllustrated by Mira Castellan.",
    ].join("\n\n"),
    author: "Eleanor Haversham",
    illustrator: "Mira Castellan",
    readingAge: "3+",
    printLength: "32 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [13, 4, 7],
    buyButtons: buyButtonsFor("Pip and the Moon Kite"),
  },
  {
    id: 2,
    bookName: "The Bear Who Borrowed a Bicycle",
    galleryCoverUrl: "/assets/images/books/2/cover-preview.svg",
    galleryDescription: "A big brown bear borrows a bicycle and learns that borrowing comes with a promise.",
    bookDetailsPageUrl: "/books/2",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/2/cover-preview.svg",
        fullImageUrl: "/assets/images/books/2/cover.svg",
        description:
          "Cover of The Bear Who Borrowed a Bicycle: a large brown bear wobbling along a country lane on a small red bicycle, knees up by his ears.",
      },
      {
        previewImageUrl: "/assets/images/books/2/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/2/spread-1.svg",
        description:
          "Spread: the bear freewheels down Crumble Hill past startled sheep, a basket of blackberries bouncing on the handlebars.",
      },
      {
        previewImageUrl: "/assets/images/books/2/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/2/spread-2.svg",
        description: "Spread: the bear and a little girl mend the bicycle's bent wheel together in the baker's yard.",
      },
    ],
    bookDescription: [
      "One sunny morning, Bruno the bear finds a red bicycle leaning against the baker's fence. He only means to ride it to the end of the lane. Then to the river. Then, perhaps, to the top of Crumble Hill.",
      "By teatime the bicycle has a wobbly wheel, a basket full of blackberries and a very worried owner. A funny, warm story about borrowing, saying sorry and putting things right.",
      "Written by Samuel Brightwater.\nIllustrated by Tomasz Wren.",
    ].join("\n\n"),
    author: "Samuel Brightwater",
    illustrator: "Tomasz Wren",
    readingAge: "4+",
    printLength: "32 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback"],
    booksYouMayLike: [12, 10, 3],
    buyButtons: buyButtonsFor("The Bear Who Borrowed a Bicycle", [
      "Amazon",
      "Barnes & Noble",
      "Bookshop.org",
      "Waterstones",
      "Blackwell's",
    ]),
  },
  {
    id: 3,
    bookName: "Granny Fig's Garden Band",
    galleryCoverUrl: "/assets/images/books/3/cover-preview.svg",
    galleryDescription:
      "Granny Fig turns her vegetable patch into a band, with flowerpots for drums and a watering can for a trumpet.",
    bookDetailsPageUrl: "/books/3",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/3/cover-preview.svg",
        fullImageUrl: "/assets/images/books/3/cover.svg",
        description:
          "Cover of Granny Fig's Garden Band: a grandmother in a straw hat conducts with a carrot while children play flowerpots and watering cans among sunflowers.",
      },
      {
        previewImageUrl: "/assets/images/books/3/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/3/spread-1.svg",
        description: "Spread: children tap out a beat on upturned flowerpots while bees hover over the bean rows.",
      },
      {
        previewImageUrl: "/assets/images/books/3/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/3/spread-2.svg",
        description: "Spread: neighbors lean over the garden fence at sunset to listen to the band play.",
      },
    ],
    bookDescription: [
      "Granny Fig's garden is never quiet. The bees hum, the gate squeaks and the rain drums on the greenhouse roof. One summer evening she decides it is time all that noise became music.",
      "With flowerpot drums, a watering-can trumpet and a wheelbarrow full of grandchildren, this is a rhythmic read-aloud that children will want to join in with, clap by clap.",
      "Written by Priya Raman.\nIllustrated by Ada Okafor.",
    ].join("\n\n"),
    author: "Priya Raman",
    illustrator: "Ada Okafor",
    readingAge: "4+",
    printLength: "28 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [12, 10, 2],
    buyButtons: buyButtonsFor("Granny Fig's Garden Band"),
  },
  {
    id: 4,
    bookName: "Luna Counts the Fireflies",
    galleryCoverUrl: "/assets/images/books/4/cover-preview.svg",
    galleryDescription: "A first counting book: Luna counts fireflies from one to ten as a summer night falls.",
    bookDetailsPageUrl: "/books/4",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/4/cover-preview.svg",
        fullImageUrl: "/assets/images/books/4/cover.svg",
        description:
          "Cover of Luna Counts the Fireflies: a little girl in yellow pajamas sits in tall grass, pointing at glowing fireflies under a violet sky.",
      },
      {
        previewImageUrl: "/assets/images/books/4/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/4/spread-1.svg",
        description: "Spread: three fireflies glow above a lily pond, with a large numeral 3 on the left-hand page.",
      },
      {
        previewImageUrl: "/assets/images/books/4/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/4/spread-2.svg",
        description: "Spread: ten fireflies light up the meadow as Luna's mother carries her home to bed.",
      },
    ],
    bookDescription: [
      "One firefly blinks by the gate. Two drift over the pond. As the sky turns from pink to deep blue, Luna counts each new little light until the whole meadow glows.",
      "Short rhyming lines, big clear numbers and soft evening colors make this a calm first counting book to share at bedtime, right from the first months.",
      "Written by Sofia Lindqvist.\nIllustrated by Mira Castellan.",
    ].join("\n\n"),
    author: "Sofia Lindqvist",
    illustrator: "Mira Castellan",
    readingAge: "0+",
    printLength: "24 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [1, 13, 5],
    buyButtons: buyButtonsFor("Luna Counts the Fireflies", [
      "Amazon",
      "Barnes & Noble",
      "Bookshop.org",
      "Waterstones",
      "Foyles",
    ]),
  },
  {
    id: 5,
    bookName: "Where Do Puddles Go?",
    galleryCoverUrl: "/assets/images/books/5/cover-preview.svg",
    galleryDescription: "After the rain, Milo follows a puddle's journey up into the clouds and back down again.",
    bookDetailsPageUrl: "/books/5",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/5/cover-preview.svg",
        fullImageUrl: "/assets/images/books/5/cover.svg",
        description:
          "Cover of Where Do Puddles Go?: a boy in red rain boots stares at a dry patch of sidewalk while a small cloud floats above his head.",
      },
      {
        previewImageUrl: "/assets/images/books/5/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/5/spread-1.svg",
        description:
          "Spread: sunlight lifts wisps of water out of the puddle and into the sky as curling silver ribbons.",
      },
      {
        previewImageUrl: "/assets/images/books/5/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/5/spread-2.svg",
        description: "Spread: rain falls over the town again and Milo jumps into a brand-new puddle.",
      },
    ],
    bookDescription: [
      "Milo has jumped in the biggest puddle on Acorn Street every day this week. But this morning it is gone. Did a dog drink it? Did the sun steal it?",
      'His search takes him from the sidewalk to the clouds and back, and turns the water cycle into a story young readers can follow page by page. A short note at the back explains evaporation, clouds and rain for grown-ups who get asked "why?"',
      "Written by Jonah Whitfield.\nIllustrated by Ada Okafor.",
    ].join("\n\n"),
    author: "Jonah Whitfield",
    illustrator: "Ada Okafor",
    readingAge: "4+",
    printLength: "32 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [9, 14, 6],
    buyButtons: buyButtonsFor("Where Do Puddles Go?"),
  },
  {
    id: 6,
    bookName: "Otto the Octopus Tidies Up",
    galleryCoverUrl: "/assets/images/books/6/cover-preview.svg",
    galleryDescription: "Otto has eight arms and one very messy cave, and his friends are on their way over.",
    bookDetailsPageUrl: "/books/6",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/6/cover-preview.svg",
        fullImageUrl: "/assets/images/books/6/cover.svg",
        description:
          "Cover of Otto the Octopus Tidies Up: a purple octopus holds a broom, a bucket, a shell and a teapot in four of his eight arms in a cluttered undersea cave.",
      },
      {
        previewImageUrl: "/assets/images/books/6/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/6/spread-1.svg",
        description:
          "Spread: Otto sorts shells, buttons and pebbles into neat piles while a grumpy crab watches from a teapot.",
      },
      {
        previewImageUrl: "/assets/images/books/6/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/6/spread-2.svg",
        description:
          "Spread: a turtle, a seahorse and a pufferfish arrive at Otto's tidy cave carrying a seaweed cake.",
      },
    ],
    bookDescription: [
      "Otto the octopus has eight arms, which should make tidying easy. Yet his cave under the reef is full of shells, lost buttons, a sunken teapot and one extremely grumpy crab.",
      "With his friends coming over, Otto has one afternoon to sort it all out. A playful story about sorting, sharing and asking for help, with plenty to spot and count on every page.",
      "Written by Camille Dubois.\nIllustrated by Tomasz Wren.",
    ].join("\n\n"),
    author: "Camille Dubois",
    illustrator: "Tomasz Wren",
    readingAge: "3+",
    printLength: "28 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [7, 14, 12],
    buyButtons: buyButtonsFor("Otto the Octopus Tidies Up"),
  },
  {
    id: 7,
    bookName: "A Lighthouse for Little Gull",
    galleryCoverUrl: "/assets/images/books/7/cover-preview.svg",
    galleryDescription: "A young seagull lost in a storm is guided home by the lamp of an old lighthouse keeper.",
    bookDetailsPageUrl: "/books/7",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/7/cover-preview.svg",
        fullImageUrl: "/assets/images/books/7/cover.svg",
        description:
          "Cover of A Lighthouse for Little Gull: a small white seagull flies through the rain toward a red-and-white lighthouse on a cliff.",
      },
      {
        previewImageUrl: "/assets/images/books/7/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/7/spread-1.svg",
        description: "Spread: dark waves and slanting rain fill the pages as Little Gull battles the wind.",
      },
      {
        previewImageUrl: "/assets/images/books/7/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/7/spread-2.svg",
        description:
          "Spread: Little Gull rests on the lighthouse railing beside old Agnes as the storm clears at dawn.",
      },
    ],
    bookDescription: [
      "Little Gull is too small for the long flight across the bay, or so the big gulls say. When a storm blows in, he is caught far out over the gray water with no way to tell which way is home.",
      "High on the cliff, old Agnes lights the lamp, as she has every night for forty years. A tender story about courage, kindness and the lights that guide us home.",
      "Written by Fiona MacLeod.\nIllustrated by Mira Castellan.",
    ].join("\n\n"),
    author: "Fiona MacLeod",
    illustrator: "Mira Castellan",
    readingAge: "4+",
    printLength: "32 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [6, 14, 1],
    buyButtons: buyButtonsFor("A Lighthouse for Little Gull"),
  },
  {
    id: 8,
    bookName: "The Snow Hare's Secret Path",
    galleryCoverUrl: "/assets/images/books/8/cover-preview.svg",
    galleryDescription: "A snow hare leads a lost fawn along a hidden path through the winter forest.",
    bookDetailsPageUrl: "/books/8",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/8/cover-preview.svg",
        fullImageUrl: "/assets/images/books/8/cover.svg",
        description:
          "Cover of The Snow Hare's Secret Path: a white hare peeks out of a snowy birch wood, a winding trail of paw prints behind her.",
      },
      {
        previewImageUrl: "/assets/images/books/8/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/8/spread-1.svg",
        description: "Spread: the hare and a spotted fawn cross a frozen stream on stepping stones under falling snow.",
      },
      {
        previewImageUrl: "/assets/images/books/8/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/8/spread-2.svg",
        description:
          "Spread: the fawn finds her mother at the edge of the forest while the hare watches from a snowdrift.",
      },
    ],
    bookDescription: [
      "In the depths of winter, when the forest is white from root to treetop, only the snow hare knows the path that winds between the frozen streams.",
      "When a young fawn loses her way in a snowstorm, the hare must decide whether to share the secret that has kept her safe all her life. A quiet winter story about trust, with snowy landscapes that reward a slow read.",
      "Written by Henrik Aalto.\nIllustrated by Ada Okafor.",
    ].join("\n\n"),
    author: "Henrik Aalto",
    illustrator: "Ada Okafor",
    readingAge: "5+",
    printLength: "36 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback"],
    booksYouMayLike: [11, 1, 13],
    buyButtons: buyButtonsFor("The Snow Hare's Secret Path", [
      "Amazon",
      "Bookshop.org",
      "Waterstones",
      "Foyles",
      "Blackwell's",
    ]),
  },
  {
    id: 9,
    bookName: "Mango and the Monsoon",
    galleryCoverUrl: "/assets/images/books/9/cover-preview.svg",
    galleryDescription:
      "A bilingual English and Thai story about a girl, her grandmother's mango tree and the first monsoon rain.",
    bookDetailsPageUrl: "/books/9",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/9/cover-preview.svg",
        fullImageUrl: "/assets/images/books/9/cover.svg",
        description:
          "Cover of Mango and the Monsoon: a girl in a yellow raincoat laughs under a mango tree as the first heavy raindrops fall, with the title in English and Thai.",
      },
      {
        previewImageUrl: "/assets/images/books/9/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/9/spread-1.svg",
        description:
          "Spread: Mango and her grandmother watch dark monsoon clouds gather over the rice fields, with the text in English and Thai.",
      },
      {
        previewImageUrl: "/assets/images/books/9/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/9/spread-2.svg",
        description: "Spread: villagers dance in the rain on a muddy lane while frogs leap out of the ditches.",
      },
    ],
    bookDescription: [
      "Every afternoon Mango sits under her grandmother's mango tree outside Chiang Mai and watches the sky for the first monsoon rain. The air is heavy, the frogs are waiting and the mangoes are almost ripe.",
      "When the rain finally comes, the whole village comes out to meet it. Told side by side in English and Thai, this is a lively read-aloud for bilingual families and for anyone learning either language.",
      "Written by Pim Chaiyaporn.\nIllustrated by Tomasz Wren.",
    ].join("\n\n"),
    author: "Pim Chaiyaporn",
    illustrator: "Tomasz Wren",
    readingAge: "5+",
    printLength: "32 pages",
    language: "english + thai",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [14, 5, 3],
    buyButtons: buyButtonsFor("Mango and the Monsoon"),
  },
  {
    id: 10,
    bookName: "Hedgehog's Hat Shop",
    galleryCoverUrl: "/assets/images/books/10/cover-preview.svg",
    galleryDescription: "Hedgehog makes the perfect hat for every animal in the wood, except, it seems, for herself.",
    bookDetailsPageUrl: "/books/10",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/10/cover-preview.svg",
        fullImageUrl: "/assets/images/books/10/cover.svg",
        description:
          "Cover of Hedgehog's Hat Shop: a hedgehog in an apron stands in the doorway of a tiny shop under an oak tree, surrounded by hats on stands.",
      },
      {
        previewImageUrl: "/assets/images/books/10/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/10/spread-1.svg",
        description: "Spread: a heron tries on a wide-brimmed hat while a mouse peeks out from under a tall top hat.",
      },
      {
        previewImageUrl: "/assets/images/books/10/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/10/spread-2.svg",
        description: "Spread: the woodland animals give Hedgehog a knitted hat with holes for her prickles.",
      },
    ],
    bookDescription: [
      "Hedgehog's little shop under the oak tree sells the finest hats in the wood: a wide brim for Heron, earmuffs for Hare and a very tall hat for a very short mouse.",
      "But no hat ever sits right on a hedgehog's prickles. When her customers find out, they set to work on a surprise of their own. A cozy story about generosity, with a different hat to find on every page.",
      "Written by Lucy Penrose.\nIllustrated by Mira Castellan.",
    ].join("\n\n"),
    author: "Lucy Penrose",
    illustrator: "Mira Castellan",
    readingAge: "3+",
    printLength: "28 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [12, 2, 3],
    buyButtons: buyButtonsFor("Hedgehog's Hat Shop"),
  },
  {
    id: 11,
    bookName: "Ember, the Shy Little Dragon",
    galleryCoverUrl: "/assets/images/books/11/cover-preview.svg",
    galleryDescription: "Ember would rather hide than breathe fire, until a friend needs her warmth.",
    bookDetailsPageUrl: "/books/11",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/11/cover-preview.svg",
        fullImageUrl: "/assets/images/books/11/cover.svg",
        description:
          "Cover of Ember, the Shy Little Dragon: a small orange dragon peeks out from behind a mossy rock, a tiny puff of smoke rising from her nose.",
      },
      {
        previewImageUrl: "/assets/images/books/11/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/11/spread-1.svg",
        description: "Spread: big dragons roar flames across the sky while Ember covers her ears behind a boulder.",
      },
      {
        previewImageUrl: "/assets/images/books/11/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/11/spread-2.svg",
        description: "Spread: Ember warms a shivering mountain goat with a small, steady flame in a snowy cave.",
      },
    ],
    bookDescription: [
      "Ember is the smallest dragon on Cinder Mountain, and the shyest. When the other dragons roar, she hides behind a rock. When they breathe great clouds of fire, Ember manages a puff of smoke and a hiccup.",
      "But when winter comes early and her friend Pebble the mountain goat is shivering, Ember finds out that a small, steady flame can matter more than the loudest roar. A gentle book for quiet children and the grown-ups who cheer them on.",
      "Written by Marcus Bell.\nIllustrated by Tomasz Wren.",
    ].join("\n\n"),
    author: "Marcus Bell",
    illustrator: "Tomasz Wren",
    readingAge: "4+",
    printLength: "32 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [8, 1, 6],
    buyButtons: buyButtonsFor("Ember, the Shy Little Dragon"),
  },
  {
    id: 12,
    bookName: "Benny's Busy Bakery",
    galleryCoverUrl: "/assets/images/books/12/cover-preview.svg",
    galleryDescription: "From the first loaf at dawn to the last bun at closing time, one busy day in Benny's bakery.",
    bookDetailsPageUrl: "/books/12",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/12/cover-preview.svg",
        fullImageUrl: "/assets/images/books/12/cover.svg",
        description:
          "Cover of Benny's Busy Bakery: a badger in a baker's hat carries a tray of golden loaves out of a bakery with a striped awning.",
      },
      {
        previewImageUrl: "/assets/images/books/12/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/12/spread-1.svg",
        description: "Spread: Benny kneads dough before sunrise while flour drifts through the lamplight.",
      },
      {
        previewImageUrl: "/assets/images/books/12/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/12/spread-2.svg",
        description:
          "Spread: a line of animal customers, from a tiny rabbit to a tall moose, waits outside the bakery door.",
      },
    ],
    bookDescription: [
      "Benny the badger opens his bakery before the sun is up. There is dough to knead, ovens to light and a line of hungry customers already forming outside the door.",
      "Follow one busy day from the first loaf to the last cinnamon bun, and count the cakes, the customers and the crumbs along the way. Made for little bakers, with a simple recipe for Benny's honey buns at the back.",
      "Written by Grace Holloway.\nIllustrated by Ada Okafor.",
    ].join("\n\n"),
    author: "Grace Holloway",
    illustrator: "Ada Okafor",
    readingAge: "3+",
    printLength: "28 pages",
    language: "english",
    bookFormats: ["paperback", "kindle e-book"],
    booksYouMayLike: [10, 2, 3],
    buyButtons: buyButtonsFor("Benny's Busy Bakery", [
      "Amazon",
      "Barnes & Noble",
      "Bookshop.org",
      "Waterstones",
      "Blackwell's",
    ]),
  },
  {
    id: 13,
    bookName: "The Night Train to Dreamland",
    galleryCoverUrl: "/assets/images/books/13/cover-preview.svg",
    galleryDescription: "A bedtime journey on a little night train that stops at every station of a child's dreams.",
    bookDetailsPageUrl: "/books/13",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/13/cover-preview.svg",
        fullImageUrl: "/assets/images/books/13/cover.svg",
        description:
          "Cover of The Night Train to Dreamland: a little blue steam train puffs across a starry sky above sleeping rooftops, a boy in pajamas waving from a window.",
      },
      {
        previewImageUrl: "/assets/images/books/13/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/13/spread-1.svg",
        description: "Spread: the train crosses a viaduct made of stars above a silver river.",
      },
      {
        previewImageUrl: "/assets/images/books/13/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/13/spread-2.svg",
        description: "Spread: the train pulls into a station built of pillows, where sleepy animals in nightcaps wait.",
      },
    ],
    bookDescription: [
      "When Sam can't fall asleep, a little blue train pulls up at the end of his bed. The conductor checks his ticket, the whistle blows softly, and off they go.",
      "Past Teddy Bear Junction, over the Milky Way Viaduct and through the Tunnel of Yawns, each stop is a little slower and a little quieter than the last. A rhythmic bedtime book, written to be read in a softer voice with every page.",
      "Written by Oliver Kent.\nIllustrated by Mira Castellan.",
    ].join("\n\n"),
    author: "Oliver Kent",
    illustrator: "Mira Castellan",
    readingAge: "3+",
    printLength: "32 pages",
    language: "english",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [1, 4, 11],
    buyButtons: buyButtonsFor("The Night Train to Dreamland"),
  },
  {
    id: 14,
    bookName: "Bao and the Paper Boats",
    galleryCoverUrl: "/assets/images/books/14/cover-preview.svg",
    galleryDescription:
      "A bilingual English and Thai story of a boy who folds paper boats to send wishes down the canal.",
    bookDetailsPageUrl: "/books/14",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/14/cover-preview.svg",
        fullImageUrl: "/assets/images/books/14/cover.svg",
        description:
          "Cover of Bao and the Paper Boats: a boy kneels at the edge of a canal at sunset, launching a folded newspaper boat, with the title in English and Thai.",
      },
      {
        previewImageUrl: "/assets/images/books/14/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/14/spread-1.svg",
        description:
          "Spread: Bao folds a paper boat at his grandfather's kitchen table, step by step, with the text in English and Thai.",
      },
      {
        previewImageUrl: "/assets/images/books/14/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/14/spread-2.svg",
        description: "Spread: a fleet of paper boats floats past long-tail boats and stilt houses on the canal.",
      },
    ],
    bookDescription: [
      "Every evening Bao folds a paper boat from his grandfather's old newspapers and sets it on the canal behind their house in Bangkok. Each boat carries one wish.",
      "Then one day a boat comes back with an answer. With English and Thai text on every spread, this is a story about a friendship that begins across the water, with instructions for folding your own paper boat at the back.",
      "Written by Malee Wongsa.\nIllustrated by Nicha Rattanakorn.",
    ].join("\n\n"),
    author: "Malee Wongsa",
    illustrator: "Nicha Rattanakorn",
    readingAge: "5+",
    printLength: "32 pages",
    language: "english + thai",
    bookFormats: ["hardcover", "paperback", "kindle e-book"],
    booksYouMayLike: [9, 7, 5],
    buyButtons: buyButtonsFor("Bao and the Paper Boats", [
      "Amazon",
      "Barnes & Noble",
      "Bookshop.org",
      "Waterstones",
      "Foyles",
    ]),
  },
  {
    id: 15,
    bookName: "My Very Own Adventure",
    galleryCoverUrl: "/assets/images/books/15/cover-preview.svg",
    galleryDescription:
      "A personalized picture book that makes your child the hero, written and painted to order in any language.",
    bookDetailsPageUrl: "/books/15",
    bookDetailsGalleryImages: [
      {
        previewImageUrl: "/assets/images/books/15/cover-preview.svg",
        fullImageUrl: "/assets/images/books/15/cover.svg",
        description:
          "Cover of My Very Own Adventure: a child with a backpack at the start of a winding path that leads to mountains, a jungle and the stars.",
      },
      {
        previewImageUrl: "/assets/images/books/15/spread-1-preview.svg",
        fullImageUrl: "/assets/images/books/15/spread-1.svg",
        description: "Sample spread: the young hero sails a little boat under the sea alongside a friendly whale.",
      },
      {
        previewImageUrl: "/assets/images/books/15/spread-2-preview.svg",
        fullImageUrl: "/assets/images/books/15/spread-2.svg",
        description:
          "Sample spread: the young hero plants a flag on a small moon and waves back to their family on Earth.",
      },
    ],
    bookDescription: [
      "My Very Own Adventure is made for one child only: yours. Tell us their name, what they look like, who they love and what they dream about, and we will write and paint them into the hero of their own story.",
      "Choose the language, the length (18 to 32 pages) and the adventure: a jungle expedition, a voyage under the sea or a trip to the stars. Every copy is illustrated by hand from your notes and photos. Write to us to start yours.",
      "Written by Bramble & Bee Studio.\nIllustrated by Mira Castellan.",
    ].join("\n\n"),
    author: "Bramble & Bee Studio",
    illustrator: "Mira Castellan",
    readingAge: "2+",
    printLength: "18-32 pages",
    language: "any language",
    bookFormats: ["personalized children's book"],
    booksYouMayLike: [1, 13, 4],
    buyButtons: [
      {
        text: "Personalize",
        url: `mailto:${studio.email}?subject=${encodeURIComponent("Personalized book: My Very Own Adventure")}`,
        region: "worldwide",
      },
    ],
  },
];

/** The ids of all books, in catalogue order (kept in book-ids.ts; the content checks compare them with `books`). */
export { bookIds } from "./book-ids";
