// Fields a content schema marks `.meta({ private: true })` are left out of what the build
// publishes of the content apart from the pages (the editor's preview data).
import { z } from 'zod';

/** The part of a JSON Schema (z.toJSONSchema) that says where a value's fields and entries are. */
interface SchemaNode {
  private?: boolean;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  prefixItems?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
}

/** Each schema's JSON Schema, made once: the schemas are the same objects until their module is loaded again. */
const shapes = new WeakMap<z.ZodType, SchemaNode>();

function shapeOf(schema: z.ZodType): SchemaNode {
  // The parsed values are the schema's output; what it cannot describe (a transform) is any value.
  const shape = shapes.get(schema) ?? (z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as SchemaNode);
  shapes.set(schema, shape);
  return shape;
}

/** The content with every field its module's schema marks private left out; a module without a schema is left as it is. */
export function withoutPrivateFields(content: Record<string, unknown>, schemas: Record<string, z.ZodType>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([name, value]) => {
      const schema = schemas[name];
      if (!schema) return [name, value];
      const root = shapeOf(schema);
      return [name, strip(value, [root], root)];
    }),
  );
}

/** `value` without its private fields, as the nodes describe it (any of them: a union's branches). */
function strip(value: unknown, nodes: readonly SchemaNode[], root: SchemaNode): unknown {
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
function expand(node: SchemaNode, root: SchemaNode, seen: Set<SchemaNode>): SchemaNode[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const referenced = node.$ref ? resolve(node.$ref, root) : undefined;
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? []), ...(referenced ? [referenced] : [])];
  return [node, ...branches.flatMap((branch) => expand(branch, root, seen))];
}

/** '#' or '#/$defs/name', the references z.toJSONSchema writes. */
function resolve(ref: string, root: SchemaNode): SchemaNode | undefined {
  if (ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
}
