import {
  type AttributeSpec,
  type DirectiveSpec,
  directivesForNode,
  RESERVED_NAMES,
} from '../registry/directives.js';
import type { AdfMark, AdfNode } from '../types.js';
import type { ReverseSettings } from './options.js';

/**
 * Writes the directive comment that carries a node's attributes, derived from the registry:
 * which directive targets the node type, each attribute's value type (its `format` is the way
 * back) and, for ADF in the official shape, the atlassian targets (`from`, `fromMark`) that
 * lead back to the directive attribute.
 *
 * When an attribute cannot travel in a directive (no directive for the node type, a value the
 * attribute type would read back differently, a value the comment cannot hold), the answer is
 * `inexpressible` and the caller writes the whole node as `adf:node`.
 */
export type DirectiveOutcome = { ok: true; comment: string | null } | { ok: false; reason: string };

/** Attribute names a directive can hold: the lexical shape the directive reader accepts. */
const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;

/** A quoted value ends at the next `"`, and `--` could end the comment early. */
function fitsInComment(value: string): boolean {
  return !/["\r\n]/.test(value) && !value.includes('--');
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface Resolved {
  name: string;
  value: unknown;
  spec?: AttributeSpec;
}

/** Finds the directive attribute an ADF attribute comes from, by its own or its atlassian name. */
function resolveAttribute(
  directive: DirectiveSpec,
  key: string,
  value: unknown,
  settings: ReverseSettings,
): Resolved | string {
  const own = Object.hasOwn(directive.attributes, key) ? directive.attributes[key] : undefined;
  if (own) {
    if (settings.profile === 'atlassian' && own.atlassian.kind === 'drop') {
      return `attribute "${key}" has no equivalent in the atlassian profile`;
    }
    if (settings.profile === 'atlassian' && own.atlassian.kind === 'mark') {
      if (own.atlassian.toMark(value) === 'unsupported') return `"${key}" value has no atlassian form`;
    }
    return { name: key, value, spec: own };
  }
  for (const [name, spec] of Object.entries(directive.attributes)) {
    const target = spec.atlassian;
    if (target.kind === 'attr' && target.name === key) {
      return { name, value: target.from ? target.from(value) : value, spec };
    }
  }
  if (settings.profile === 'atlassian') return `attribute "${key}" is not in the atlassian schema`;
  if (typeof value !== 'string') return `attribute "${key}" is not in the registry and its value is not text`;
  if (!ATTRIBUTE_NAME.test(key) || RESERVED_NAMES.has(key))
    return `attribute name "${key}" cannot be written`;
  return { name: key, value };
}

function resolveMark(directive: DirectiveSpec, mark: AdfMark): Resolved | string {
  for (const [name, spec] of Object.entries(directive.attributes)) {
    const target = spec.atlassian;
    if (target.kind !== 'mark' || target.markType !== mark.type) continue;
    const value = target.fromMark(mark);
    if (!sameValue(target.toMark(value), mark)) return `mark "${mark.type}" does not read back the same`;
    return { name, value, spec };
  }
  return `mark "${mark.type}" has no directive attribute`;
}

/** The text written between the quotes, when the attribute type reads it back as the same value. */
function formatValue(resolved: Resolved): string | null {
  if (!resolved.spec) return resolved.value as string;
  const type = resolved.spec.type;
  const written = type.format(resolved.value);
  const parsed = type.parse(written);
  return parsed.ok && sameValue(parsed.value, resolved.value) ? written : null;
}

/**
 * @param syntaxAttrs attributes the Markdown syntax itself carries (heading level, list order...)
 * @param ignoredAttrs attributes deliberately not carried (generated ids, see docs/reverse.md)
 */
export function directiveFor(
  node: AdfNode,
  settings: ReverseSettings,
  syntaxAttrs: readonly string[] = [],
  ignoredAttrs: readonly string[] = [],
): DirectiveOutcome {
  const attrs = Object.entries(node.attrs ?? {}).filter(
    ([key, value]) => value !== undefined && !syntaxAttrs.includes(key) && !ignoredAttrs.includes(key),
  );
  const marks = node.marks ?? [];
  if (attrs.length === 0 && marks.length === 0) return { ok: true, comment: null };
  const found = directivesForNode(node.type)[0];
  if (!found) return { ok: false, reason: `${node.type} has attributes or marks but no directive` };
  const [directiveName, directive] = found;

  const written = new Map<string, string>();
  const resolvedAll = [
    ...attrs.map(([key, value]) => resolveAttribute(directive, key, value, settings)),
    ...marks.map((mark) => resolveMark(directive, mark)),
  ];
  for (const resolved of resolvedAll) {
    if (typeof resolved === 'string') return { ok: false, reason: resolved };
    const value = formatValue(resolved);
    if (value === null) return { ok: false, reason: `value of "${resolved.name}" does not fit its type` };
    if (!fitsInComment(value)) return { ok: false, reason: `value of "${resolved.name}" cannot be quoted` };
    const earlier = written.get(resolved.name);
    if (earlier !== undefined && earlier !== value) {
      return { ok: false, reason: `"${resolved.name}" is given twice with different values` };
    }
    written.set(resolved.name, value);
  }

  const registryOrder = Object.keys(directive.attributes).filter((name) => written.has(name));
  const extras = [...written.keys()].filter((name) => !Object.hasOwn(directive.attributes, name));
  const pairs = [...registryOrder, ...extras].map((name) => `${name}="${written.get(name)}"`);
  return { ok: true, comment: `<!-- adf:${directiveName} ${pairs.join(' ')} -->` };
}
