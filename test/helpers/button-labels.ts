// Every button label of the content, found through the schema (content/schema/button-label.ts
// marks the field), never from a list of today's fields: a button added to a page is covered as
// soon as its schema says its text is a button's label.
import { MAX_BUTTON_LABEL } from '../../content/schema/button-label.ts';
import { type JsonNode, jsonSchemaOf } from '../../framework/shared/json-schema.ts';
import { schemasFor } from './content-schemas.ts';

export { MAX_BUTTON_LABEL };

/** Where a value sits in the written content: the module's name, then the keys and indexes inside it. */
export type ValuePath = [string, ...(string | number)[]];

/** The path of every button label that `content` (the written values, by module) holds. */
export function buttonLabelPaths(content: Record<string, unknown>, routes: readonly string[]): ValuePath[] {
  const paths: ValuePath[] = [];
  const walk = (node: JsonNode, value: unknown, at: ValuePath) => {
    if (node.buttonLabel) paths.push(at);
    else if (node.properties && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(node.properties)) {
        if (key in value) walk(child, (value as Record<string, unknown>)[key], [...at, key]);
      }
    } else if (node.items && Array.isArray(value)) value.forEach((item, i) => walk(node.items!, item, [...at, i]));
  };
  for (const [name, schema] of Object.entries(schemasFor(routes))) {
    walk(jsonSchemaOf(schema), content[name], [name]);
  }
  return paths;
}

/** Sets the value at `path` of `content`. */
export function setAt(content: Record<string, unknown>, [name, ...keys]: ValuePath, value: unknown): void {
  let target = content[name] as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[keys.at(-1)!] = value;
}

/**
 * The long label the buttons must hold: MAX_BUTTON_LABEL characters written the way an owner writes
 * a long one, words of wide capitals as a button shows them, rather than 28 W's, which no label has.
 * The widest realistic one measured in the site's type (its capitals C, O, M, P, W, D and G are among
 * the widest): 18.1 em, against 17.1 em for the issue's own example, 'Book Your Free Consultation!'.
 */
export const LONG_LABEL = 'Compare Our Wedding Packages'.padEnd(MAX_BUTTON_LABEL, '!').slice(0, MAX_BUTTON_LABEL);
