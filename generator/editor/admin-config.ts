// The editor's configuration (admin/config.yml, made by every build and the dev server): one
// "files" collection entry per content file, a widget per schema field, with the schema's limits
// so the editor refuses what the build would refuse before anything is saved.
import { stringify } from 'yaml';
import type { z } from 'zod';
import { type JsonNode, jsonSchemaOf } from '../../framework/shared/json-schema.ts';
import { contentFileOf } from '../content/read-file.ts';
import { BACKEND_FILE, type BackendSettings } from './backend-settings.ts';

export type Field = Record<string, unknown>;

/** The fields that name a list's entry in its folded summary, in the order they are tried: words before ids. */
const SUMMARY_FIELDS = ['name', 'title', 'label', 'question', 'caption', 'id', 'slug', 'days', 'src'];

/** A select's choices: by their names where the schema gives them, else as written. */
function optionsOf(node: JsonNode): (string | { label: string; value: string })[] {
  const values = (node.enum ?? []).map(String);
  const names = node.optionLabels;
  return names ? values.map((value) => ({ label: names[value] ?? value, value })) : values;
}

/** A refused pattern's message, as a sentence: the editor shows it as written (admin/locale.ts drops Decap's own words). */
function patternMessage(label: string, description: string | undefined): string {
  if (!description) return `${label} is not in the form this field takes.`;
  const like = /^Like (.*)$/s.exec(description)?.[1];
  return like ? `${label} must be written like ${like}` : `${label}: ${description.charAt(0).toLowerCase()}${description.slice(1)}`;
}

const LONG_TEXTS =
  /^(?:description|bio|text|answer|intro|lead|quote|disclaimer|message|subtitle|summary|blurb|fallbackText|legalReview|paragraphs?)$/;

/** 'buttonText' → 'Button text'; 'cta' → 'Call to action'. */
export function labelOf(name: string): string {
  const words: Record<string, string> = {
    cta: 'Call to action',
    href: 'Link',
    url: 'Address',
    faq: 'Questions and answers',
    meta: 'Search engines',
  };
  if (words[name]) return words[name];
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function decapFields(node: JsonNode, routes: readonly string[]): Field[] {
  return Object.entries(node.properties ?? {}).map(([key, child]) => fieldOf(key, child, node.required?.includes(key) ?? false, routes));
}

function fieldOf(name: string, node: JsonNode, required: boolean, routes: readonly string[]): Field {
  const field: Field = { name, label: node.label ?? labelOf(name), required };
  const hint = (text: string | undefined) => {
    field.hint = node.description ?? text;
    return field;
  };
  if (node.widget === 'image') {
    const folder = node.folder ?? 'assets/photos';
    const base = (node.base ?? 'assets/photos/').replace(/\/$/, '');
    // An upload goes into the field's folder; the value written is its path inside `base`.
    Object.assign(field, { widget: 'image', media_folder: `/${folder}`, public_folder: folder.slice(base.length + 1), choose_url: false });
    return hint(undefined);
  }
  if (node.type === 'object' && node.properties) {
    Object.assign(field, { widget: 'object', collapsed: false, fields: decapFields(node, routes) });
    return hint(`${labelOf(name)}: the fields below.`);
  }
  if (node.type === 'array' && node.items) {
    const items = node.items;
    const one = node.singular ?? 'entry';
    // Short lists open, so every field is in view; a long one (the gallery's photos) folded, its entries named by their summary.
    Object.assign(field, { widget: 'list', label_singular: one, collapsed: (node.maxItems ?? 0) > 100 });
    if (node.minItems !== undefined && node.minItems > 0) field.min = node.minItems;
    if (node.maxItems !== undefined) field.max = node.maxItems;
    if (items.enum) {
      Object.assign(field, { widget: 'select', multiple: true, options: optionsOf(items) });
    } else if (items.type === 'object' && items.properties) {
      field.fields = decapFields(items, routes);
      const title = SUMMARY_FIELDS.find((k) => k in (items.properties ?? {}));
      if (title) field.summary = `{{fields.${title}}}`;
    } else field.field = fieldOf(one.replace(/\s+/g, '_'), items, true, routes);
    return hint(
      `${node.minItems ? `At least ${node.minItems}` : 'Any number'}${node.maxItems ? `, at most ${node.maxItems}` : ''} ${node.plural ?? `${one}s`}, in the order the page shows them.`,
    );
  }
  if (node.enum) {
    Object.assign(field, { widget: 'select', options: optionsOf(node) });
    return hint('One of the choices.');
  }
  if (node.const === true || node.type === 'boolean') {
    Object.assign(field, { widget: 'boolean', default: false, required: false });
    return hint('Tick it to switch it on; leave it off otherwise.');
  }
  if (node.type === 'number' || node.type === 'integer') {
    Object.assign(field, { widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' });
    if (node.minimum !== undefined) field.min = node.minimum;
    if (node.maximum !== undefined) field.max = node.maximum;
    return hint(node.type === 'integer' ? 'A whole number.' : 'A number.');
  }
  if (node.link === 'page') {
    Object.assign(field, { widget: 'select', options: [...routes].sort() });
    return hint('A page of this site.');
  }
  field.widget = LONG_TEXTS.test(name) ? 'text' : 'string';
  if (node.pattern) field.pattern = [node.pattern, patternMessage(String(field.label), node.description)];
  if (node.link === 'any')
    return hint(
      `A page of this site (${[...routes].sort().join(', ')}), a part of one (/services#dj-services), or an https:, tel: or mailto: link.`,
    );
  return hint(node.maxLength ? `Plain text, at most ${node.maxLength.toLocaleString('en-US')} characters.` : 'Plain text.');
}

export const ADMIN_CONFIG = 'admin/config.yml';

/** The configuration as the editor loads it, YAML with a first line that says where it comes from. */
export function configYaml(config: Record<string, unknown>): string {
  return `# Made by the build from the content schemas, pages/ and ${BACKEND_FILE}: edit those.\n${stringify(config, { lineWidth: 0 })}`;
}

export function decapConfig(
  schemas: Record<string, z.ZodType>,
  routes: readonly string[],
  settings: BackendSettings,
  contentFolder: string,
): Record<string, unknown> {
  return {
    // No local_backend: the dev server adds it where it serves the editor's backend (npm run cms), and a deployed editor never looks for one.
    ...settings,
    media_folder: 'assets/photos',
    public_folder: '',
    // The login screen shows the site's own mark, not Decap's.
    logo_url: '/favicon.svg',
    collections: [
      {
        name: 'content',
        label: 'Content',
        // admin/yaml-format.ts (registered by admin/save-in-place.ts): a save changes only what changed in the file (Decap reads a collection's format, not a file's).
        format: 'yaml-in-place',
        editor: { preview: true },
        files: Object.entries(schemas).map(([name, schema]) => {
          const json = jsonSchemaOf(schema);
          return {
            name,
            label: json.label ?? labelOf(name === 'site' ? 'siteSettings' : name === 'notFound' ? 'pageNotFound' : name),
            file: contentFileOf(name, contentFolder),
            fields: decapFields(json, routes),
          };
        }),
      },
    ],
  };
}
