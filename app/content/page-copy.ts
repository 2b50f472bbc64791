/**
 * The headings and lead paragraphs of each page: the studio's own words,
 * kept apart from the components that lay them out.
 */
export const homeCopy = {
  heroTitle: "Picture books that children ask for again and again",
  heroSubtitle:
    "We illustrate, design, edit and publish children's books with authors and publishers around the world. Every picture is painted by hand: no AI-generated art and no stock images.",
  introEyebrow: "A studio made for picture books",
  introTitle: "From your first draft to a book on the shelf",
  introText: [
    "Bramble & Bee is a small team of illustrators, designers and editors who do one thing: picture books. We shape the story with you, draw characters children remember, lay out every spread for the page turn, and prepare print-ready files for every format.",
    "When the book is ready we set you up to sell it through a distribution network of 45,000+ retailers, and you keep 100% of your royalties.",
  ],
  getStartedEyebrow: "Get started",
  getStartedTitle: "Three ways to publish a picture book",
  getStartedIntro: "Compare what each route costs you in money, time and rights before you choose.",
  servicesTitle: "What we do for authors",
  ownerEyebrow: "Meet the studio",
  retailersTitle: "Your book, where readers shop",
  retailersIntro: "We prepare your files and listings for the retailers below and 45,000+ more.",
  reviewsTitle: "Authors who worked with us",
  portfolioTitle: "A look inside our sketchbooks",
  portfolioIntro:
    "Characters, animals, landscapes and cosy interiors, each one painted by our illustrators for a real story.",
  packagesTitle: "Design packages",
  packagesIntro: "Fixed prices, 24 illustrated pages, and every right to your book stays with you.",
  contactTitle: "Tell us about your book",
  contactIntro: "Write a few lines about your story. We reply within 1 business day.",
  resourcesTitle: "Guides for self-publishing authors",
};

export const aboutCopy = {
  title: "About the studio",
  intro:
    "We are illustrators, designers and editors who have spent more than ten years making picture books. Here is how we work, and what our clients say it adds up to.",
  pointsTitle: "How we work",
  numbersTitle: "The numbers we are proud of",
  ctaTitle: "Have a story waiting for pictures?",
  ctaText: "Tell us about it, or read what other authors say first.",
};

export const portfolioCopy = {
  title: "Portfolio",
  intro: "Illustrations, covers and book layouts from our studio. Tap any picture to see it large.",
  illustrationsTitle: "Illustrations",
  coversTitle: "Cover design",
  layoutsTitle: "Book layouts",
};

export const booksCopy = {
  title: "Books we made",
  intro:
    "Fifteen picture books illustrated and designed in our studio, for authors and publishers in several countries.",
  catalogueNote:
    "These are a selection of the books we have illustrated, designed and prepared for publishing. Each one is sold by its author or publisher through the retailers listed on its page.",
  storeReviewsTitle: "What readers say in book stores",
};

export const authorsCopy = {
  title: "Services for authors",
  intro:
    "Whether you have a finished manuscript or a story you tell at bedtime, we help you turn it into a picture book you are proud to sell, and we never take your rights or royalties.",
  servicesTitle: "Everything your book needs",
  faqTitle: "Questions authors ask us",
  offerTitle: "Our starter package",
  packagesTitle: "Design packages",
};

export const publishersCopy = {
  title: "Services for publishers",
  intro:
    "An illustration and design partner for publishing houses, agencies and education brands: consistent series art, reliable schedules and print-ready files your printer accepts first time.",
  servicesTitle: "What we take off your desk",
  audienceTitle: "Who we work with",
  ctaTitle: "Planning a list or a series?",
  ctaText: "Send us the brief and your schedule. We reply within 1 business day with a plan and a quote.",
};

export const pricingCopy = {
  title: "Pricing",
  intro: "Clear, fixed prices for picture-book packages, add-ons and standalone services. Payment in 2–3 instalments.",
  offerTitle: "Our starter package",
  faqTitle: "Pricing questions",
};

export const resourcesCopy = {
  title: "Resources",
  intro: "Practical guides on writing, illustrating and self-publishing picture books, from our studio to your desk.",
  featuredLabel: "Featured guide",
  allTitle: "All guides",
};

export const testimonialsCopy = {
  title: "Testimonials",
  intro: "Authors and publishers on working with us, and readers on the books we made together.",
  clientReviewsTitle: "What our clients say",
  storeReviewsTitle: "Reviews of our books in book stores",
  platformText: "Rated {rating} by our clients on {platform}",
  ctaTitle: "Would you like to be next?",
};

export const contactCopy = {
  title: "Contact us",
  intro: "Tell us about your book, your audience and your timeline. We reply within 1 business day.",
};
