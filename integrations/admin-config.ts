/**
 * The editor's config (public/admin/config.yml, Decap CMS) read and held against the content's
 * zod schemas (src/content/schemas.ts), so the two cannot drift apart: integrations/admin-config.test.ts
 * runs {@link adminConfigProblems}. Node only (file system, YAML).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { AssetUrlSchema } from "../src/content/schemas.ts";

/** The committed config of the editor. */
export const ADMIN_CONFIG_FILE = resolve("public/admin/config.yml");

/** One field of a collection, as Decap CMS reads it (only what the checks need). */
export type DecapField = {
  name: string;
  label?: string;
  widget: string;
  required?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  collection?: string;
  value_field?: string;
  value_type?: string;
  hint?: string;
};

/** One file of a file collection. */
export type DecapFile = { name: string; label: string; file: string; format?: string; fields: DecapField[] };

/** A collection: a folder of entries (`folder`) or a list of single files (`files`). */
export type DecapCollection = {
  name: string;
  label: string;
  folder?: string;
  extension?: string;
  format?: string;
  slug?: string;
  fields?: DecapField[];
  files?: DecapFile[];
};

/** The parts of the editor's config the checks read. */
export type DecapConfig = {
  backend: { name: string; repo?: string; branch?: string };
  local_backend?: boolean | { url?: string };
  media_folder: string;
  public_folder: string;
  collections: DecapCollection[];
};

/**
 * Reads and parses the editor's config (YAML anchors and aliases resolved).
 * @param path - defaults to public/admin/config.yml
 */
export function readAdminConfig(path = ADMIN_CONFIG_FILE): DecapConfig {
  return parse(readFileSync(path, "utf8"), { maxAliasCount: -1 }) as DecapConfig;
}

type AnySchema = z.ZodType;
type Def = { type: string; [key: string]: unknown };

const defOf = (schema: AnySchema): Def => (schema as unknown as { def: Def }).def;

/** The object schema's fields, by name. */
function shapeOf(schema: AnySchema): Record<string, AnySchema> {
  return (schema as unknown as { shape: Record<string, AnySchema> }).shape;
}

/** An array schema's fixed length, or its smallest length (from `.length()` / `.min()`), if any. */
function arrayBounds(schema: AnySchema): { min?: number; length?: number } {
  const checks = (defOf(schema).checks ?? []) as {
    _zod: { def: { check: string; minimum?: number; length?: number } };
  }[];
  const bounds: { min?: number; length?: number } = {};
  for (const { _zod } of checks) {
    if (_zod.def.check === "min_length") bounds.min = _zod.def.minimum;
    if (_zod.def.check === "length_equals") bounds.length = _zod.def.length;
  }
  return bounds;
}

const optionValues = (field: DecapField): string[] =>
  (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value));

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");

/**
 * What is wrong with one field against its schema, recursively.
 * @param field - the config's field
 * @param schema - the schema of the value the field writes
 * @param where - where the field is, for messages, e.g. "books › bookFormats"
 * @param collections - the names of the config's collections (for relation widgets)
 * @returns one sentence per problem; empty when the field matches
 */
export function fieldProblems(
  field: DecapField,
  schema: AnySchema,
  where: string,
  collections: readonly string[],
): string[] {
  const problems: string[] = [];
  let inner = schema;
  const optional = defOf(schema).type === "optional";
  if (optional) inner = (schema as unknown as { unwrap(): AnySchema }).unwrap();
  if (optional && field.required !== false)
    problems.push(`${where}: optional in the schema, so it needs required: false`);
  if (!optional && field.required === false)
    problems.push(`${where}: required in the schema, but required: false here`);
  if (!field.label) problems.push(`${where}: has no label`);

  const def = defOf(inner);
  const expect = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: the ${field.widget} widget does not fit the schema's ${def.type} (${what})`);
  };
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
      expect(def.type === "string" || def.type === "union", "expected text");
      if (inner === AssetUrlSchema) problems.push(`${where}: a picture or file address needs the image widget`);
      break;
    case "image":
    case "file":
      expect(inner === AssetUrlSchema, "expected a picture address, AssetUrlSchema");
      break;
    case "number":
      expect(def.type === "number", "expected a number");
      if ((inner as unknown as { format?: string }).format?.includes("int") && field.value_type !== "int")
        problems.push(`${where}: the schema wants a whole number, so value_type: int`);
      break;
    case "boolean":
      expect(def.type === "boolean", "expected true or false");
      break;
    case "select": {
      const enumSchema = field.multiple ? (def.type === "array" ? (def.element as AnySchema) : undefined) : inner;
      const values = enumSchema && defOf(enumSchema).type === "enum" ? (enumSchema as z.ZodEnum).options : undefined;
      expect(Boolean(values), field.multiple ? "expected a list of fixed values" : "expected one of fixed values");
      if (values && !sameSet(optionValues(field), values.map(String)))
        problems.push(
          `${where}: options ${JSON.stringify(optionValues(field))} differ from the schema's ${JSON.stringify(values)}`,
        );
      if (field.multiple && def.type === "array" && arrayBounds(inner).min !== field.min)
        problems.push(`${where}: min ${field.min} differs from the schema's ${arrayBounds(inner).min}`);
      break;
    }
    case "relation": {
      if (!field.collection || !collections.includes(field.collection))
        problems.push(`${where}: names the collection ${field.collection}, which the config lacks`);
      if (field.multiple) {
        const items = def.type === "tuple" ? (def.items as AnySchema[]) : undefined;
        expect(Boolean(items?.every((item) => defOf(item).type === "number")), "expected a fixed number of ids");
        if (items && (field.min !== items.length || field.max !== items.length))
          problems.push(`${where}: the schema wants exactly ${items.length}, so min and max ${items.length}`);
      } else expect(def.type === "number", "expected one id");
      break;
    }
    case "list":
      expect(def.type === "array", "expected a list");
      if (def.type === "array") {
        const element = def.element as AnySchema;
        const { min, length } = arrayBounds(inner);
        if (length !== undefined && (field.min !== length || field.max !== length))
          problems.push(`${where}: the schema wants exactly ${length} entries, so min and max ${length}`);
        else if (min !== undefined && field.min !== min)
          problems.push(`${where}: the schema wants at least ${min}, so min: ${min}`);
        if (field.fields) problems.push(...objectProblems(field.fields, element, where, collections));
        else if (field.field) problems.push(...fieldProblems(field.field, element, `${where}[]`, collections));
        else problems.push(`${where}: a list needs fields (entries with several parts) or field (one value each)`);
      }
      break;
    case "object":
      expect(def.type === "object", "expected a group of fields");
      if (def.type === "object") problems.push(...objectProblems(field.fields ?? [], inner, where, collections));
      break;
    default:
      problems.push(`${where}: the ${field.widget} widget is not one the checks know`);
  }
  return problems;
}

/**
 * What is wrong with a list of fields against an object schema: a schema field without a config
 * field, a config field the schema lacks, and each field's own problems.
 * @param fields - the config's fields
 * @param schema - a zod object schema
 * @param where - for messages
 * @param collections - the names of the config's collections
 * @param extra - config fields that are not in the schema on purpose (`body`, a Markdown file's text)
 * @returns one sentence per problem
 */
export function objectProblems(
  fields: readonly DecapField[],
  schema: AnySchema,
  where: string,
  collections: readonly string[],
  extra: readonly string[] = [],
): string[] {
  if (defOf(schema).type !== "object")
    return [`${where}: the schema is a ${defOf(schema).type}, not a group of fields`];
  const shape = shapeOf(schema);
  const names = fields.map((field) => field.name);
  const problems = Object.keys(shape)
    .filter((name) => !names.includes(name))
    .map((name) => `${where}: the schema's field ${name} is missing`);
  for (const field of fields) {
    const fieldSchema = shape[field.name];
    const path = where ? `${where} › ${field.name}` : field.name;
    if (fieldSchema) problems.push(...fieldProblems(field, fieldSchema, path, collections));
    else if (!extra.includes(field.name)) problems.push(`${path}: not a field of the schema`);
  }
  if (new Set(names).size !== names.length) problems.push(`${where}: a field name is used twice`);
  return problems;
}
