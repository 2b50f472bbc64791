import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, LEGAL_FILES, LIST_FILES } from "../src/content/data-files.server";
import { RASTER_SOURCE_DIR, sourcePathOf } from "../src/content/picture-map";
import * as schemas from "../src/content/schemas";
import { listFileSchemas } from "../src/content/validate";
import { type DecapCollection, type DecapField, fieldProblems, objectProblems, readAdminConfig } from "./admin-config";

const config = readAdminConfig();
const names = config.collections.map((collection) => collection.name);
const data = DEFAULT_CONTENT_DIR;

const folder = (path: string) => config.collections.find((collection) => collection.folder === path);
const fileEntry = (path: string) =>
  config.collections.flatMap((collection) => collection.files ?? []).find((file) => file.file === path);

describe("the editor's config (public/admin/config.yml) matches the content", () => {
  it("edits books as one JSON file per book, named by its id, every field as the schema has it", () => {
    const books = folder(`${data}/books`);
    expect(books).toMatchObject({ extension: "json", format: "json", slug: "{{fields.id}}", create: true });
    expect(objectProblems(books?.fields ?? [], schemas.BookFileSchema, "books", names)).toEqual([]);
  });

  it("edits articles as Markdown files with front matter, named by their id", () => {
    const resources = folder(`${data}/resources`);
    expect(resources).toMatchObject({ extension: "md", format: "frontmatter", slug: "{{fields.id}}" });
    expect(resources?.fields?.find((field) => field.name === "body")?.widget).toBe("markdown");
    expect(objectProblems(resources?.fields ?? [], schemas.ResourceFileSchema, "resources", names, ["body"])).toEqual(
      [],
    );
  });

  it("edits both legal texts with their front matter and text", () => {
    for (const name of LEGAL_FILES) {
      const file = fileEntry(`${data}/legal/${name}.md`);
      expect(file?.format, name).toBe("frontmatter");
      expect(objectProblems(file?.fields ?? [], schemas.LegalFileSchema, name, names, ["body"])).toEqual([]);
    }
  });

  it("edits every list file with the fields of its schema", () => {
    for (const name of LIST_FILES) {
      const file = fileEntry(`${data}/${name}.json`);
      expect(file, `${name}.json has no place in the editor`).toBeDefined();
      expect(objectProblems(file?.fields ?? [], listFileSchemas[name], name, names)).toEqual([]);
    }
  });

  it("names no file or folder the content does not have, and leaves out none that it has", () => {
    const configured = [
      ...config.collections.flatMap((collection) => (collection.folder ? [`${collection.folder}/`] : [])),
      ...config.collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file)),
    ].sort();
    const onDisk = readdirSync(data)
      .flatMap((name) => {
        const path = join(data, name);
        if (!statSync(path).isDirectory()) return [path];
        // books/ and resources/ are folders of entries; legal/ holds named files.
        return name === "legal" ? readdirSync(path).map((file) => join(path, file)) : [`${path}/`];
      })
      .sort();
    expect(configured).toEqual(onDisk);
  });

  it("offers exactly the schemas' fixed values in its selects", () => {
    const select = (collection: DecapCollection | undefined, ...path: string[]): DecapField | undefined => {
      let fields = collection?.fields ?? collection?.files?.[0]?.fields ?? [];
      let found: DecapField | undefined;
      for (const name of path) {
        found = fields.find((field) => field.name === name);
        fields = found?.fields ?? [];
      }
      return found;
    };
    const values = (field: DecapField | undefined) =>
      (field?.options ?? []).map((option) => (typeof option === "string" ? option : option.value));
    const byName = (name: string) => config.collections.find((collection) => collection.name === name);
    expect(values(select(folder(`${data}/books`), "language"))).toEqual(schemas.BookSchema.shape.language.options);
    expect(values(select(folder(`${data}/books`), "bookFormats"))).toEqual(schemas.BookFormatSchema.options);
    expect(values(select(folder(`${data}/books`), "buyButtons", "region"))).toEqual(
      schemas.BuyButtonSchema.shape.region.options,
    );
    expect(values(select(byName("packages"), "packageGroups", "packages", "buttonType"))).toEqual(
      schemas.ButtonTypeSchema.options,
    );
  });

  it("links 'books you may like' to three books and 'next article' to an article", () => {
    const like = folder(`${data}/books`)?.fields?.find((field) => field.name === "booksYouMayLike");
    expect(like).toMatchObject({ widget: "relation", collection: "books", value_field: "id", min: 3, max: 3 });
    const next = folder(`${data}/resources`)?.fields?.find((field) => field.name === "nextResourceId");
    expect(next).toMatchObject({ widget: "relation", collection: "resources", value_field: "id" });
    expect(next?.multiple).toBeFalsy();
  });

  it("keeps uploads where the picture pipeline makes them responsive, at the address it serves them", () => {
    expect(config.media_folder.startsWith(`src/content/${RASTER_SOURCE_DIR.slice(2)}`)).toBe(true);
    const inFolder = config.media_folder.slice("src/content/".length);
    expect(sourcePathOf(`${config.public_folder}/photo.jpg`)).toBe(`./${inFolder}/photo.jpg`);
    expect(schemas.AssetUrlSchema.safeParse(`${config.public_folder}/photo.jpg`).success).toBe(true);
  });

  it("saves to the working copy through the local backend, and to GitHub in production", () => {
    expect(config.local_backend).toBeTruthy();
    expect(config.backend.name).toBe("github");
  });

  it("gives every collection and every field a label for the owner", () => {
    for (const collection of config.collections) {
      expect(collection.label, collection.name).toBeTruthy();
      for (const file of collection.files ?? []) expect(file.label, file.name).toBeTruthy();
    }
  });
});

describe("the config checks catch drift", () => {
  const bookFields = () => structuredClone(folder(`${data}/books`)?.fields ?? []);

  it("reports a schema field the config lacks, and a config field the schema lacks", () => {
    const fields = bookFields().filter((field) => field.name !== "author");
    fields.push({ name: "subtitle", label: "Subtitle", widget: "string" });
    expect(objectProblems(fields, schemas.BookFileSchema, "books", names)).toEqual([
      "books: the schema's field author is missing",
      "books › subtitle: not a field of the schema",
    ]);
  });

  it("reports a select whose options differ from the enum, and a widget that does not fit", () => {
    const formats = bookFields().find((field) => field.name === "bookFormats");
    if (!formats) throw new Error("no bookFormats");
    formats.options = ["hardcover", "audiobook"];
    expect(fieldProblems(formats, schemas.BookFileSchema.shape.bookFormats, "bookFormats", names)[0]).toMatch(
      /options .* differ from the schema's/,
    );
    const price: DecapField = { name: "id", label: "Number", widget: "string" };
    expect(fieldProblems(price, schemas.BookFileSchema.shape.id, "id", names)[0]).toMatch(/does not fit/);
  });

  it("reports an optional field marked required, and a picture edited as plain text", () => {
    const buy = bookFields().find((field) => field.name === "buyButtons");
    if (!buy) throw new Error("no buyButtons");
    delete buy.required;
    expect(fieldProblems(buy, schemas.BookFileSchema.shape.buyButtons, "buyButtons", names)).toContain(
      "buyButtons: optional in the schema, so it needs required: false",
    );
    const cover: DecapField = { name: "galleryCoverUrl", label: "Cover", widget: "string" };
    expect(fieldProblems(cover, schemas.AssetUrlSchema, "cover", names)).toContain(
      "cover: a picture or file address needs the image widget",
    );
  });
});
