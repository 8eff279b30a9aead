// A content schema as JSON Schema with content/schema/'s metadata: the build and the editor name
// fields and find page links by it, the editors' configurations are made from it, and the build
// leaves the private fields out of what it publishes by it.
import { z } from 'zod';

/** The JSON Schema keywords and the metadata (`.meta()` in content/schema/) the engine reads. */
export interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  enum?: unknown[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  additionalProperties?: JsonNode | boolean;
  prefixItems?: JsonNode[];
  $ref?: string;
  $defs?: Record<string, JsonNode>;
  // Metadata of content/schema/.
  singular?: string;
  plural?: string;
  widget?: string;
  folder?: string;
  base?: string;
  link?: 'page' | 'any';
  pattern?: string;
  label?: string;
  /** The names a select offers its values by ('dj-services' → 'DJ Services'). */
  optionLabels?: Record<string, string>;
  buttonLabel?: boolean;
  private?: boolean;
}

/** Each schema's JSON Schemas, made once: a schema is the same object until its module is loaded again. */
const jsonSchemas = { input: new WeakMap<z.ZodType, JsonNode>(), output: new WeakMap<z.ZodType, JsonNode>() };

/**
 * The schema as JSON Schema: of its input (the file as written) or its output (the values parsed);
 * what it cannot describe (a transform) is any value. Read it, never change it: it is shared.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonNode {
  let node = jsonSchemas[io].get(schema);
  if (!node) jsonSchemas[io].set(schema, (node = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonNode));
  return node;
}
