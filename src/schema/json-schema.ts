/**
 * The small part of JSON Schema (draft-04, as Atlassian publishes it) that the schema
 * generator and the content-model derivation read and write, plus the navigation helpers
 * they share. Nothing here validates; ajv does that.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [keyword: string]: unknown;
}

export interface RootSchema extends JsonSchema {
  definitions: Record<string, JsonSchema>;
}

const DEFINITION_PREFIX = '#/definitions/';

export function definitionRef(name: string): JsonSchema {
  return { $ref: `${DEFINITION_PREFIX}${name}` };
}

/** The definition name a `$ref` points at; only local `#/definitions/...` refs occur in ADF. */
export function refName(ref: string): string {
  if (!ref.startsWith(DEFINITION_PREFIX)) throw new Error(`unsupported $ref ${ref}`);
  return ref.slice(DEFINITION_PREFIX.length);
}

export function definition(root: RootSchema, name: string): JsonSchema {
  const found = Object.hasOwn(root.definitions, name) ? root.definitions[name] : undefined;
  if (!found) throw new Error(`the ADF schema has no definition "${name}"`);
  return found;
}

/** Follows `$ref`s until a schema that is not a bare reference. */
export function deref(root: RootSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    if (hops > 64) throw new Error(`$ref cycle at ${current.$ref}`);
    current = definition(root, refName(current.$ref));
  }
  return current;
}

/** The object schemas a value must satisfy together: the schema itself or its `allOf` parts, flattened. */
export function allOfParts(root: RootSchema, schema: JsonSchema): JsonSchema[] {
  const parts: JsonSchema[] = [];
  const pending = [deref(root, schema)];
  while (pending.length > 0) {
    const current = pending.shift()!;
    if (current.allOf) pending.unshift(...current.allOf.map((part) => deref(root, part)));
    else parts.push(current);
  }
  return parts;
}

/** The `type` constant of a node or mark schema (`properties.type.enum: [x]`), looking into `allOf`. */
export function typeConstant(root: RootSchema, schema: JsonSchema): string | undefined {
  for (const part of allOfParts(root, schema)) {
    const values = part.properties?.type?.enum;
    if (values && values.length === 1 && typeof values[0] === 'string') return values[0];
  }
  return undefined;
}

/**
 * The alternatives a schema stands for: `anyOf` groups (`inline_node`, `block_content`, ...)
 * are flattened until schemas that have a `type` constant (node or mark variants).
 */
export function typedAlternatives(root: RootSchema, schema: JsonSchema): JsonSchema[] {
  const result: JsonSchema[] = [];
  const pending = [schema];
  while (pending.length > 0) {
    const current = pending.shift()!;
    const target = deref(root, current);
    if (typeConstant(root, target) !== undefined) result.push(target);
    else if (target.anyOf) pending.unshift(...target.anyOf);
    else throw new Error(`cannot tell the node or mark type of ${JSON.stringify(current).slice(0, 120)}`);
  }
  return result;
}

/** Names of the definitions whose own `properties.type` is exactly this node type (the base definitions). */
export function baseDefinitionsOf(root: RootSchema, nodeType: string): string[] {
  return Object.entries(root.definitions)
    .filter(([, schema]) => {
      const values = schema.properties?.type?.enum;
      return values?.length === 1 && values[0] === nodeType;
    })
    .map(([name]) => name);
}
