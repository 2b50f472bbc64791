/**
 * The template language of deploy/nginx/site.conf.template: `{{NAME}}` placeholders filled
 * with lines, a multi-line value standing alone on its line.
 */

/**
 * Fills `{{NAME}}` placeholders. A placeholder alone on its line is replaced by
 * every line of its value, each indented like the placeholder; elsewhere the
 * value must be a single line.
 * @param template - text with `{{NAME}}` placeholders
 * @param values - lines by placeholder name
 * @returns the text
 * @throws Error for a placeholder without a value, or a multi-line value inside a line
 */
export function renderTemplate(template: string, values: Record<string, readonly string[]>): string {
  const lookup = (name: string): readonly string[] => {
    const value = values[name];
    if (!value) throw new Error(`The template has an unknown placeholder {{${name}}}`);
    return value;
  };
  return template
    .split("\n")
    .flatMap((line) => {
      const alone = /^(\s*)\{\{(\w+)\}\}\s*$/.exec(line);
      if (alone) return lookup(alone[2] ?? "").map((valueLine) => `${alone[1] ?? ""}${valueLine}`);
      return [
        line.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
          const value = lookup(name);
          if (value.length !== 1)
            throw new Error(`{{${name}}} has ${value.length} lines and must stand alone on its line`);
          return value[0] ?? "";
        }),
      ];
    })
    .join("\n");
}
