import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The route table of spec §2, written out. Every page but the 404 sits in the common shell. */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("books", "routes/books.tsx"),
    route("books/:id", "routes/books.$id.tsx"),
    route("services-for-authors", "routes/services-for-authors.tsx"),
    route("services-for-publishers", "routes/services-for-publishers.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("resources", "routes/resources.tsx"),
    route("resources/:id", "routes/resources.$id.tsx"),
    route("testimonials", "routes/testimonials.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
