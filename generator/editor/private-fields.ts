// Fields a content schema marks `.meta({ private: true })` are left out of what the build
// publishes of the content apart from the pages (the editor's preview data).
import type { z } from 'zod';
import { type JsonNode, jsonSchemaOf } from '../../framework/shared/json-schema.ts';

/** The content with every field its module's schema marks private left out; a module without a schema is left as it is. */
export function withoutPrivateFields(content: Record<string, unknown>, schemas: Record<string, z.ZodType>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([name, value]) => {
      const schema = schemas[name];
      if (!schema) return [name, value];
      // The parsed values are the schema's output.
      const root = jsonSchemaOf(schema, 'output');
      return [name, strip(value, [root], root)];
    }),
  );
}

/** `value` without its private fields, as the nodes describe it (any of them: a union's branches). */
function strip(value: unknown, nodes: readonly JsonNode[], root: JsonNode): unknown {
  const candidates = nodes.flatMap((node) => expand(node, root, new Set()));
  if (Array.isArray(value)) {
    const itemNodes = (i: number) => candidates.flatMap((n) => n.prefixItems?.[i] ?? n.items ?? []);
    return value.map((item, i) => strip(item, itemNodes(i), root));
  }
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childNodes = candidates.flatMap(
      (n) => n.properties?.[key] ?? (typeof n.additionalProperties === 'object' ? n.additionalProperties : []),
    );
    // Private in any description of it: left out.
    if (childNodes.some((node) => expand(node, root, new Set()).some((n) => n.private === true))) continue;
    kept[key] = strip(child, childNodes, root);
  }
  return kept;
}

/** A node as the descriptions it stands for: its references followed, its unions' and intersections' branches listed. */
function expand(node: JsonNode, root: JsonNode, seen: Set<JsonNode>): JsonNode[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const referenced = node.$ref ? resolve(node.$ref, root) : undefined;
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? []), ...(referenced ? [referenced] : [])];
  return [node, ...branches.flatMap((branch) => expand(branch, root, seen))];
}

/** '#' or '#/$defs/name', the references z.toJSONSchema writes. */
function resolve(ref: string, root: JsonNode): JsonNode | undefined {
  if (ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
}
