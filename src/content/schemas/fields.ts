/**
 * The field formats the content schemas share (decision 006): a file of the site's own assets and a
 * web address of another site. Their messages are written for the owner who edits the files.
 */
import { z } from "zod";

/** A site-relative asset URL such as `/assets/images/books/1/cover.svg`. */
export const AssetUrlSchema = z
  .string()
  .regex(
    /^\/assets\/[\w\-./]+\.(svg|png|jpe?g|webp|avif|md)$/,
    'expected a file address starting with /assets/, e.g. "/assets/images/books/3/cover.jpg" (letters, digits, - and _ only)',
  );

/** An absolute http(s) URL of another site (opened in a new tab). */
export const ExternalUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'expected a web address starting with https://, e.g. "https://www.example.com/page"',
});
