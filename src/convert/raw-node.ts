import { exceedsJsonDepth } from '../adf/json-depth.js';
import type { Position } from '../diagnostics/sink.js';
import { checkNode } from '../schema/check-node.js';
import { MAX_NODE_DEPTH } from '../validate/document-shape.js';
import type { AdfNode } from '../types.js';
import type { Conversion } from './conversion.js';

/**
 * JSON nesting refused before it is parsed: room for MAX_NODE_DEPTH node levels (an object and
 * its `content` array each), plus marks and attributes at the bottom. Deeper text never becomes
 * an object tree for any code to walk.
 */
export const MAX_RAW_NODE_JSON_DEPTH = 2 * MAX_NODE_DEPTH + 8;

/**
 * `<!-- adf:node {JSON} -->`: a node with no Markdown syntax, as the reverse direction writes
 * it. It is the one part of the output the converter does not build, so the whole subtree is
 * checked against the profile before it enters the tree (schema/check-node.ts); the repair
 * pass then places it like any other node. JSON that cannot be used is never dropped: its
 * text is kept as code (a code block, or inline code among text), with an error.
 */
export function parseRawNode(
  ctx: Conversion,
  body: string,
  at: Position,
  place: 'block' | 'inline',
): AdfNode | undefined {
  const json = body.trim();
  if (exceedsJsonDepth(json, MAX_RAW_NODE_JSON_DEPTH)) {
    ctx.report(
      'invalid-node',
      `\`adf:node\` JSON is nested deeper than ${MAX_RAW_NODE_JSON_DEPTH} levels; kept as code`,
      at,
    );
    return asCode(json, place);
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const kept = json === '' ? 'it is empty' : 'kept as code';
    ctx.report(
      'malformed-directive',
      `\`adf:node\` holds no valid JSON (${(error as Error).message}); ${kept}`,
      at,
    );
    return json === '' ? undefined : asCode(json, place);
  }
  // The document as a whole must stay within the validator's depth bound: the levels above this
  // node (the open containers, and a paragraph the repair pass may wrap it in) count too.
  const problem = checkNode(value, ctx.profile, MAX_NODE_DEPTH - ctx.stack.length - 1);
  if (problem) {
    const where = problem.path === '' ? '' : ` at \`${shortPointer(problem.path)}\``;
    ctx.report(
      'invalid-node',
      `\`adf:node\` is not valid in the ${ctx.profile} profile${where}: ${problem.message}; kept as JSON code`,
      at,
    );
    return asCode(json, place);
  }
  return value as AdfNode;
}

/** A pointer deep in a node, shortened for a message: its last segments tell where. */
function shortPointer(path: string): string {
  const cut = path.indexOf('/content/', path.length - 120);
  return path.length <= 160 || cut < 0 ? path : `…${path.slice(cut)}`;
}

/** The comment's JSON as written, as code: nothing the user wrote is lost. */
function asCode(json: string, place: 'block' | 'inline'): AdfNode {
  return place === 'block'
    ? { type: 'codeBlock', attrs: { language: 'json' }, content: [{ type: 'text', text: json }] }
    : { type: 'text', text: json, marks: [{ type: 'code' }] };
}
