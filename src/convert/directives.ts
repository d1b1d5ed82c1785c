import type { Directive, RawAttribute } from '../directives/parse-comment.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Position } from '../diagnostics/sink.js';
import {
  attributeSpec,
  type DirectiveSpec,
  directiveNames,
  directiveSpec,
  RAW_NODE_DIRECTIVE,
  RESERVED_NAMES,
} from '../registry/directives.js';
import type { AdfNode } from '../types.js';
import type { Conversion } from './conversion.js';
import { givenBefore, givenIn, withNames } from './attribute-names.js';
import type { Locator } from './locate.js';
import type { PendingDirective } from './pending-directives.js';
import { aNode, nodeName } from '../adf/node-names.js';
import { ownName } from '../schema/own-attributes.js';
import { land, setAttr } from './land-attribute.js';

/**
 * Checks the directive's name and syntax. Reports what is wrong and returns the spec, or
 * undefined when the directive cannot apply to anything.
 */
export function checkDirective(
  ctx: Conversion,
  piece: Directive,
  locate: Locator,
): DirectiveSpec | undefined {
  for (const problem of piece.problems) {
    ctx.report('malformed-directive', `malformed directive: ${problem.message}`, locate(problem.offset));
  }
  if (piece.name === '') return undefined;
  const spec = directiveSpec(piece.name);
  if (!spec) {
    ctx.report(
      'unknown-directive',
      `unknown directive \`adf:${piece.name}\` (known: ${knownNames()})`,
      locate(piece.offset),
    );
  }
  return spec;
}

function knownNames(): string {
  return [...directiveNames(), RAW_NODE_DIRECTIVE].join(', ');
}

/** A directive line directly after the previous one joins it: several comments merge onto one block. */
export function addPending(ctx: Conversion, directive: PendingDirective, firstLine: number): void {
  const pending = ctx.directives.pending;
  // Read only when there is one: `pending[-1]` is a property lookup along the prototype chain.
  if (pending.length > 0 && pending[pending.length - 1].nextLine !== firstLine)
    flushDangling(ctx, 'a blank line or other content follows it');
  for (let i = 0; i < pending.length; i++) pending[i].nextLine = directive.nextLine;
  pending.push(directive);
}

/** Called for every block as it opens: directives on the line just before it apply to it. */
export function claimDirectives(ctx: Conversion, block: AdfNode, startLine: number | undefined): void {
  if (ctx.directives.pending.length === 0 || startLine === undefined) return;
  // Claimed in place: nothing below adds a directive, and the list keeps its storage for the next block.
  const pending = ctx.directives.pending;
  // A directive that changes what the block is (a quote into a panel) decides first, so the
  // others are checked against what the block has become, whatever their order. The first one
  // wins: another that would make it something else finds a block it does not precede.
  let turned: PendingDirective | undefined;
  let refused: Set<PendingDirective> | undefined;
  const parent = ctx.current;
  for (const p of pending) {
    const into = p.spec.becomes;
    if (!into || turned || p.nextLine !== startLine || !p.spec.precedes.includes(block.type)) continue;
    // One that also stands before other blocks (`adf:tableCell` before a GFM table) turns only these.
    if (into.from && !into.from.includes(block.type)) continue;
    if (into.inside && !into.inside.includes(parent.type)) {
      refused ??= new Set();
      refused.add(p);
      continue;
    }
    become(block, into);
    turned = p;
    if (p.spec.built) {
      const check = p.spec.built;
      const report = (code: DiagnosticCode, message: string, node: AdfNode) =>
        ctx.report(code, message, ctx.positionOf(node));
      // After the directives inside it have landed (a table quote's cells get their spans as
      // their quotes open, after the table's): a task that queues the check behind them.
      ctx.later(() => ctx.later(() => check(report, block, parent, ctx.lineOf)));
    }
  }
  // Refused only when nothing else turned the block: a cell directive before a table quote's
  // own `adf:table` lands on its first cell, as before a GFM table.
  if (turned) refused = undefined;
  for (const p of pending) {
    if (refused?.has(p)) {
      outOfPlace(ctx, p, parent);
    } else if (p.nextLine !== startLine) {
      dangling(ctx, p, 'it is not on the line directly before a block');
    } else if (p.spec.inline) {
      dangling(ctx, p, 'an inline directive stands in the text, directly before what it applies to');
    } else if (p.spec.firstIn && p.spec.precedes.length === 0) {
      dangling(ctx, p, firstInWhere(p.spec.firstIn));
    } else if (!p.spec.precedes.includes(block.type)) {
      dangling(
        ctx,
        p,
        `the block after it is ${aNode(block.type)}, not ${p.spec.precedes.map(aNode).join(' or ')}`,
      );
    } else if (p.spec.receiver) {
      const receiverOf = p.spec.receiver;
      ctx.later(() => {
        const receivers = [receiverOf(block) ?? []].flat();
        for (const node of receivers) applyAttributes(ctx, node, p.piece.attributes, p.spec, p.locate);
        if (receivers.length === 0)
          dangling(ctx, p, `the block after it has no ${nodeName(p.spec.target[0])} to receive it`);
      });
    } else {
      applyAttributes(ctx, block, p.piece.attributes, p.spec, p.locate);
    }
  }
  pending.length = 0;
  // Checked once every directive has merged its attributes onto the turned block.
  const missing = turned ? missingAttributes(block, turned.spec) : null;
  if (turned && missing) {
    // Without them the node would be invalid: the block stays what it was.
    ctx.report(
      'malformed-directive',
      `\`adf:${turned.piece.name}\` ${missing}; it applies to nothing`,
      turned.locate(turned.piece.offset),
    );
    block.type = turned.spec.becomes?.from?.[0] ?? turned.spec.precedes[0];
    delete block.attrs;
  }
}

/** What the official schema requires that the directive did not give, or null. */
export function missingAttributes(node: AdfNode, spec: DirectiveSpec): string | null {
  const missing = (spec.required ?? []).filter((name) => node.attrs?.[name] === undefined);
  return missing.length === 0 ? null : `needs ${missing.map((m) => `\`${m}\``).join(' and ')}`;
}

/** Where a directive that names the node it stands first in must stand. */
export function firstInWhere(types: readonly string[]): string {
  return `it must stand first inside ${types.map(aNode).join(' or ')}, on its own line right after the item's marker`;
}

export function flushDangling(ctx: Conversion, why: string): void {
  if (ctx.directives.pending.length === 0) return;
  for (const p of ctx.directives.pending.splice(0)) dangling(ctx, p, why);
}

/** A directive that turns its block into another node (a quote into a panel) gives its defaults. */
function become(block: AdfNode, into: NonNullable<DirectiveSpec['becomes']>): void {
  if (block.type === into.type) return;
  block.type = into.type;
  for (const [name, value] of Object.entries(into.attrs)) setAttr(block, name, value);
}

/** A part of a bigger node (a table's cell) where that node is not: the block stays what it was. */
function outOfPlace(ctx: Conversion, p: PendingDirective, parent: AdfNode): void {
  const into = p.spec.becomes!;
  const where = (into.inside ?? []).map((t) => `${aNode(t)} quote (\`adf:${t}\`)`).join(' or ');
  ctx.report(
    'directive-out-of-place',
    `\`adf:${p.piece.name}\` makes a quote ${aNode(into.type)} only directly inside ${where}, not ${parent.type === 'doc' ? 'at the top of the document' : `inside ${aNode(parent.type)}`}; it applies to nothing and the quote stays a quote`,
    p.locate(p.piece.offset),
  );
}

function dangling(ctx: Conversion, p: PendingDirective, why: string): void {
  ctx.report(
    'dangling-directive',
    `\`adf:${p.piece.name}\` applies to nothing: ${why}`,
    p.locate(p.piece.offset),
  );
}

/**
 * Sets the directive's attributes on the node, where the registry says they land in the
 * requested profile. Attribute names from the input never index a plain object unchecked.
 */
export function applyAttributes(
  ctx: Conversion,
  node: AdfNode,
  attributes: readonly RawAttribute[],
  spec: DirectiveSpec,
  locate: Locator,
): void {
  const earlier = ctx.directives.attributeOrigin.get(node);
  for (let k = 0; k < attributes.length; k++) {
    const attribute = attributes[k];
    // Located only for a diagnostic: locating costs a line index and a table per block.
    const at = attribute.offset;
    const { name } = attribute;
    if (RESERVED_NAMES.has(name)) {
      ctx.report('reserved-attribute-name', `attribute name \`${name}\` is not allowed`, locate(at));
      continue;
    }
    if (givenBefore(earlier, name) || givenIn(attributes, name, k)) {
      ctx.report(
        'duplicate-attribute',
        `\`${name}\` is given more than once for this ${nodeName(node.type)}; the last value wins`,
        locate(at),
      );
    }
    const attributeSpecFound = attributeSpec(spec, name);
    if (!attributeSpecFound && refuseOwnName(ctx, node, name, spec, () => locate(at))) continue;
    if (!attributeSpecFound) {
      const kept = ctx.profile === 'extended' && !spec.closed;
      ctx.report(
        'unknown-attribute',
        `\`${name}\` is not an attribute of ${nodeName(node.type)} (${Object.keys(spec.attributes).join(', ') || 'it has none'}); ${kept ? 'kept as an additional property' : spec.closed ? 'dropped' : 'dropped in the atlassian profile'}`,
        locate(at),
      );
      if (kept) setAttr(node, name, attribute.value);
      continue;
    }
    const parsed = attributeSpecFound.type.parse(attribute.value);
    if (!parsed.ok) {
      ctx.report(
        'invalid-attribute-value',
        `\`${name}="${attribute.value}"\` is invalid: expected ${parsed.expected}; the attribute is dropped`,
        locate(at),
      );
      continue;
    }
    const caution = attributeSpecFound.type.caution?.(parsed.value);
    if (caution) ctx.report(caution.code, `\`${name}="${attribute.value}"\` ${caution.message}`, locate(at));
    const fits = attributeSpecFound.appliesTo;
    if (fits && !fits.test(node)) {
      ctx.report('attribute-dropped', `\`${name}\` applies only to ${fits.what}; dropped`, locate(at));
      continue;
    }
    if (attributeSpecFound.atlassian.kind === 'shape') {
      shapeNode(ctx, node, spec, name, parsed.value, locate(at));
      continue;
    }
    // The extended profile lands an open directive's attribute under its own name.
    if (ctx.profile === 'extended' && !spec.closed) setAttr(node, name, parsed.value);
    else land(ctx, node, name, parsed.value, attributeSpecFound.atlassian, locate, attribute.offset);
  }
  if (attributes.length > 0) ctx.directives.attributeOrigin.set(node, withNames(earlier, attributes));
}

/** Shape attributes are collected per node and applied once, to the finished node. */
function shapeNode(
  ctx: Conversion,
  node: AdfNode,
  spec: DirectiveSpec,
  name: string,
  value: unknown,
  at: Position,
): void {
  let given = ctx.directives.shapes.get(node);
  if (!given) {
    given = new Map();
    ctx.directives.shapes.set(node, given);
    const shape = given;
    ctx.later(() => {
      const problem = spec.reshape?.(node, Object.fromEntries(shape));
      if (problem) ctx.report('invalid-attribute-value', problem, at);
    });
  }
  given.set(name, value);
}

/** An unknown attribute must never overwrite what the node is made of (schema/own-attributes.ts). */
function refuseOwnName(
  ctx: Conversion,
  node: AdfNode,
  name: string,
  spec: DirectiveSpec,
  at: () => Position,
): boolean {
  const own = ownName(node.type, name, ctx.profile);
  if (!own) return false;
  const what =
    own === 'structural'
      ? 'a key every ADF node is made of'
      : `an attribute ${aNode(node.type)} has of its own in the ${ctx.profile} profile`;
  ctx.report(
    'protected-attribute',
    `\`${name}\` is ${what}, which a directive cannot set (this directive sets ${Object.keys(spec.attributes).join(', ') || 'no attribute'}); dropped`,
    at(),
  );
  return true;
}
