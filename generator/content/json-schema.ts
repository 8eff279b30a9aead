// A content schema as JSON Schema (zod's input: the file as written) with content/schema/'s metadata:
// the build names fields and finds page links by it; the editors' configurations are made from it.
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
}

export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
}
