import { DIRECTIVE_ROWS, type DirectiveSpec } from '../../registry/directives.js';
import {
  baseDefinitionsOf,
  definition,
  definitionRef,
  type JsonSchema,
  type RootSchema,
} from '../json-schema.js';
import { STRUCTURAL_RULES, type StructuralRule } from './structural-rules.js';

export const EXTENDED_DESCRIPTION =
  'Extended ADF (mdadf `extended` profile): Atlassian Document Format with the directive attributes of the Extended Markdown specification. Generated from the official ADF schema by scripts/build-schemas.ts.';

/**
 * The `extended` profile's schema: the official one with every directive attribute of the
 * registry added where it lands, and narrowed by the structural rules. The input is not modified.
 */
export function extendSchema(
  official: RootSchema,
  directives: Readonly<Record<string, DirectiveSpec>> = DIRECTIVE_ROWS,
  rules: readonly StructuralRule[] = STRUCTURAL_RULES,
): RootSchema {
  const schema = structuredClone(official);
  schema.description = EXTENDED_DESCRIPTION;
  // A closed directive only sets official attributes: nothing to widen.
  for (const directive of Object.values(directives)) {
    if (!directive.closed) addDirectiveAttributes(schema, directive);
  }
  for (const rule of rules) applyStructuralRule(schema, rule);
  return schema;
}

function baseDefinitions(schema: RootSchema, nodeType: string): JsonSchema[] {
  const names = baseDefinitionsOf(schema, nodeType);
  if (names.length === 0) throw new Error(`the ADF schema defines no node type "${nodeType}"`);
  return names.map((name) => definition(schema, name));
}

function attrsOf(node: JsonSchema, nodeType: string): JsonSchema {
  node.properties ??= {};
  node.properties.attrs ??= { type: 'object', properties: {} };
  const attrs = node.properties.attrs;
  if (attrs.anyOf || attrs.$ref) throw new Error(`attrs of "${nodeType}" is not a plain object schema`);
  attrs.properties ??= {};
  return attrs;
}

/** Unknown directive attributes are kept as additional properties (spec 2.1, 2.5), hence `additionalProperties`. */
function addDirectiveAttributes(schema: RootSchema, directive: DirectiveSpec): void {
  for (const nodeType of directive.target) {
    for (const node of baseDefinitions(schema, nodeType)) {
      const attrs = attrsOf(node, nodeType);
      for (const [name, attribute] of Object.entries(directive.attributes)) {
        // A shape attribute changes the node's content, it is never in attrs.
        if (attribute.atlassian.kind === 'shape') continue;
        attrs.properties![name] = structuredClone(attribute.type.jsonSchema);
      }
      attrs.additionalProperties = true;
    }
  }
}

function requireProperty(schema: JsonSchema, name: string): void {
  schema.required ??= [];
  if (!schema.required.includes(name)) schema.required.push(name);
}

function applyStructuralRule(schema: RootSchema, rule: StructuralRule): void {
  for (const node of baseDefinitions(schema, rule.nodeType)) {
    if (rule.attrs) {
      const attrs = attrsOf(node, rule.nodeType);
      Object.assign(attrs.properties!, structuredClone(rule.attrs.properties ?? {}));
      if (rule.attrs.required) requireProperty(node, 'attrs');
    }
    if (rule.content) {
      const content = node.properties!.content;
      if (content?.type !== 'array') {
        throw new Error(`content of "${rule.nodeType}" is not an inline array schema`);
      }
      if (rule.content.minItems !== undefined) content.minItems = rule.content.minItems;
      if (rule.content.items) {
        for (const name of rule.content.items) definition(schema, name);
        content.items = { anyOf: rule.content.items.map(definitionRef) };
      }
      if (rule.content.required) requireProperty(node, 'content');
    }
  }
}
