import {
  type AttributeSpec,
  type DirectiveSpec,
  directivesForNode,
  RESERVED_NAMES,
} from '../registry/directives.js';
import { ownName } from '../schema/own-attributes.js';
import type { AdfMark, AdfNode } from '../types.js';
import type { ReverseSettings } from './options.js';

/**
 * Writes the directive comment that carries a node's attributes, derived from the registry:
 * which directive targets the node type, each attribute's value type (its `format` is the way
 * back) and, for ADF in the official shape, the atlassian targets (`from`, `fromMark`, `also`)
 * that lead back to the directive attribute. A `closed` directive's attributes always use
 * their atlassian form, and it takes no unknown attribute.
 *
 * When an attribute cannot travel in a directive (no directive for the node type, a value the
 * attribute type would read back differently, a value the comment cannot hold), the answer is
 * not ok and the caller writes the whole node as `adf:node`.
 */
export type DirectiveOutcome = { ok: true; comment: string | null } | { ok: false; reason: string };

export interface DirectiveRequest {
  /** Attributes the Markdown syntax itself carries (heading level, list order, status text...). */
  syntaxAttrs?: readonly string[];
  /** Attributes deliberately not carried: generated ids (docs/reverse.md). */
  ignoredAttrs?: readonly string[];
  /** Attribute values the reader sets by itself (a status colour `neutral`): not written. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Write the comment even without attributes (the directive itself is the syntax: `adf:panel`). */
  always?: boolean;
  /** The directive that turns a block into this node type (`adf:tableHeader`, not `adf:tableCell`). */
  becoming?: boolean;
}

/** Attribute names the directive reader accepts. */
const ATTRIBUTE_NAME = /^[A-Za-z0-9_.-]+$/;

/** A quoted value ends at its quote; `-->` would end the comment, a line break the row or line. */
function quoted(value: string): string | null {
  if (/[\r\n|]/.test(value) || value.includes('-->')) return null;
  if (!value.includes('"')) return `"${value}"`;
  return value.includes("'") ? null : `'${value}'`;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** JSON with object keys sorted: a mark's attributes mean the same in any order. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

interface Resolved {
  name: string;
  value: unknown;
  spec?: AttributeSpec;
}

/** Attributes the atlassian target sets beside the attribute (`widthType` beside `width`). */
function alsoOf(spec: AttributeSpec): Readonly<Record<string, unknown>> {
  return spec.atlassian.kind === 'attr' ? (spec.atlassian.also ?? {}) : {};
}

/** Finds the directive attribute an ADF attribute comes from, by its own or its atlassian name. */
function resolveAttribute(
  directive: DirectiveSpec,
  nodeType: string,
  key: string,
  value: unknown,
  settings: ReverseSettings,
  attrs: Readonly<Record<string, unknown>> = {},
): Resolved | string {
  // Two attributes can land on one ADF attribute with different companions (`width` with
  // `widthType: percentage` or `pixel`): the one whose companions the node has is the way back.
  const fits = (spec: AttributeSpec) =>
    Object.entries(alsoOf(spec)).every(([name, fixed]) => sameValue(attrs[name], fixed));
  const named = Object.hasOwn(directive.attributes, key) ? directive.attributes[key] : undefined;
  const own = named && !fits(named) ? undefined : named;
  const atlassianForm = directive.closed || settings.profile === 'atlassian';
  if (own && !(directive.closed && own.atlassian.kind === 'attr' && own.atlassian.name !== key)) {
    if (atlassianForm && own.atlassian.kind === 'drop')
      return `attribute "${key}" has no equivalent in official ADF`;
    if (atlassianForm && own.atlassian.kind === 'mark' && own.atlassian.toMark(value) === 'unsupported') {
      return `"${key}" value has no official form`;
    }
    return { name: key, value, spec: own };
  }
  for (const [name, spec] of Object.entries(directive.attributes)) {
    const target = spec.atlassian;
    if (target.kind === 'attr' && target.name === key && fits(spec)) {
      return { name, value: target.from ? target.from(value) : value, spec };
    }
  }
  if (atlassianForm) return `attribute "${key}" is not in the official schema`;
  if (typeof value !== 'string') return `attribute "${key}" is not in the registry and its value is not text`;
  if (!ATTRIBUTE_NAME.test(key) || RESERVED_NAMES.has(key))
    return `attribute name "${key}" cannot be written`;
  // The reader refuses an unknown attribute named like the node's own (protected-attribute).
  if (ownName(nodeType, key, settings.profile)) return `attribute "${key}" cannot travel in a directive`;
  return { name: key, value };
}

function resolveMark(directive: DirectiveSpec, mark: AdfMark): Resolved | string {
  for (const [name, spec] of Object.entries(directive.attributes)) {
    const target = spec.atlassian;
    if (target.kind !== 'mark' || target.markType !== mark.type) continue;
    const value = target.fromMark(mark);
    if (sortedJson(target.toMark(value)) !== sortedJson(mark))
      return `mark "${mark.type}" does not read back the same`;
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

export function directiveFor(
  node: AdfNode,
  settings: ReverseSettings,
  request: DirectiveRequest = {},
): DirectiveOutcome {
  const { syntaxAttrs = [], ignoredAttrs = [], defaults = {} } = request;
  const all = Object.entries(node.attrs ?? {}).filter(
    ([key, value]) => value !== undefined && !syntaxAttrs.includes(key) && !ignoredAttrs.includes(key),
  );
  const attrs = all.filter(
    ([key, value]) => !(Object.hasOwn(defaults, key) && sameValue(defaults[key], value)),
  );
  const marks = node.marks ?? [];
  const candidates = directivesForNode(node.type);
  const found = request.becoming
    ? (candidates.find(([, spec]) => spec.becomes?.type === node.type) ?? candidates[0])
    : candidates[0];
  if (attrs.length === 0 && marks.length === 0) {
    return { ok: true, comment: request.always && found ? `<!-- adf:${found[0]} -->` : null };
  }
  if (!found) return { ok: false, reason: `${node.type} has attributes or marks but no directive` };
  const [directiveName, directive] = found;

  const resolvedAll = [
    ...attrs.map(([key, value]) =>
      resolveAttribute(directive, node.type, key, value, settings, node.attrs ?? {}),
    ),
    ...marks.map((mark) => resolveMark(directive, mark)),
  ];
  const companions = new Map<string, unknown>();
  for (const resolved of resolvedAll) {
    if (typeof resolved === 'string' || !resolved.spec) continue;
    for (const [key, value] of Object.entries(alsoOf(resolved.spec))) companions.set(key, value);
  }
  const written = new Map<string, string>();
  for (const [i, resolved] of resolvedAll.entries()) {
    const key = i < attrs.length ? attrs[i][0] : undefined;
    if (key !== undefined && companions.has(key)) {
      if (!sameValue(companions.get(key), attrs[i][1])) return { ok: false, reason: `"${key}" does not fit` };
      continue;
    }
    if (typeof resolved === 'string') return { ok: false, reason: resolved };
    const value = formatValue(resolved);
    if (value === null) return { ok: false, reason: `value of "${resolved.name}" does not fit its type` };
    const inQuotes = quoted(value);
    if (inQuotes === null) return { ok: false, reason: `value of "${resolved.name}" cannot be quoted` };
    const earlier = written.get(resolved.name);
    if (earlier !== undefined && earlier !== inQuotes) {
      return { ok: false, reason: `"${resolved.name}" is given twice with different values` };
    }
    written.set(resolved.name, inQuotes);
  }
  // An attribute with companions needs them all present (`width` without `widthType` is not it).
  for (const resolved of resolvedAll) {
    if (typeof resolved === 'string' || !resolved.spec) continue;
    for (const [key, value] of Object.entries(alsoOf(resolved.spec))) {
      if (!sameValue(node.attrs?.[key], value))
        return { ok: false, reason: `"${resolved.name}" needs "${key}"` };
    }
  }

  const registryOrder = Object.keys(directive.attributes).filter((name) => written.has(name));
  const extras = [...written.keys()].filter((name) => !Object.hasOwn(directive.attributes, name));
  const pairs = [...registryOrder, ...extras].map((name) => `${name}=${written.get(name)}`);
  return { ok: true, comment: `<!-- adf:${directiveName}${pairs.map((p) => ` ${p}`).join('')} -->` };
}
