/**
 * Every interface string of the site, in English (the site's only language,
 * spec §1). Keys named in the spec (from_name_error, error_view_title, …) keep
 * their names; `{email}`-style placeholders are filled by {@link format}.
 */
export const en = {
  skip_to_content: "Skip to main content",
  nav_label: "Main",
  nav_home: "Home",
  nav_showcase: "Showcase",
  nav_services: "Services",
  nav_company: "Company",
  nav_resources: "Resources",
  nav_coming_soon: "coming soon",
  nav_open_menu: "Open menu",
  nav_close_menu: "Close menu",
  contact_us: "Contact us",
  free_consultation: "Free consultation",
  get_started: "Get started",
  im_an_author: "I'm an author",
  im_a_publisher: "I'm a publisher",
  all_services: "All services",
  all_resources: "All resources",
  lets_talk: "Let's talk",
  read_testimonials: "Read testimonials",
  see_portfolio: "See the portfolio",
  more: "More",
  catalogue: "Catalogue",
  buy: "Buy",
  buy_hint: "Choose a retailer (opens in a new tab)",
  books_you_may_like: "Books you may like",
  formats: "Formats",
  reading_age: "Reading age",
  print_length: "Print length",
  language: "Language",
  next_resource: "Next resource: {name}",
  next_resource_nav: "Next resource",
  read_article: "Read the article",
  included: "Included",
  not_included: "Not included",
  opens_in_new_tab: "(opens in a new tab)",
  five_stars: "Rated 5 out of 5 stars",
  footer_services: "Services",
  footer_resources: "Resources",
  footer_company: "Company",
  footer_cookie_settings: "Cookie settings",
  footer_privacy: "Privacy policy",
  footer_terms: "Terms of service",
  footer_social: "Follow the studio",
  copyright: "© {year} {company}. {slogan}",
  name_label: "Your name",
  email_label: "Your e-mail",
  message_label: "Tell us about your book",
  name_placeholder: "Jane Doe",
  email_placeholder: "jane@example.com",
  message_placeholder: "A few lines about your story, its length, and when you'd like it published.",
  send: "Send message",
  sending: "Sending...",
  from_name_error: "Please enter your name",
  reply_to_error: "Please enter a valid email address",
  message_error: "Please enter your message",
  success_view_title: "Thank you! We'll review your message and get in touch shortly.",
  error_view_title: "Oops!",
  error_view_subtitle: "Something went wrong!",
  error_view_description: "Please contact us directly at: {email}",
  close: "Close",
  previous: "Previous",
  next: "Next",
  show_card: "Show review {number} of {total}",
  open_image: "Open image: {description}",
  loading: "Loading",
  article_error_title: "This page did not load",
  article_error_text: "Your connection may have dropped for a moment. The text is still here for you.",
  article_error_retry: "Try again",
  not_found: "404",
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en;

/**
 * Looks up a UI string and fills its `{name}` placeholders.
 * @param key - a catalogue key, e.g. "next_resource"
 * @param values - placeholder values; a placeholder without a value stays as written
 * @returns the finished string
 */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
