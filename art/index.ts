/** Every image of the site, generated in memory: relative path under public/assets/images → SVG text. */
import { bookFiles } from "./books/catalogue.ts";
import { hero } from "./scenes/hero.ts";
import { logo } from "./scenes/logo.ts";
import { galleryFiles } from "./portfolio/gallery.ts";
import { portfolioFiles } from "./portfolio/layouts.ts";
import { peopleFiles } from "./people/cast.ts";
import { articleFiles } from "./resources/articles.ts";
import { iconFiles } from "./icons/index.ts";

export function generateAll(): Map<string, string> {
  const files = new Map<string, string>();
  files.set("hero.svg", hero(true));
  files.set("logo.svg", logo());
  for (const part of [bookFiles(), galleryFiles(), portfolioFiles(), peopleFiles(), articleFiles(), iconFiles()])
    for (const [k, v] of part) files.set(k, v);
  return files;
}
