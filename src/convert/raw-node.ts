import type { Position } from '../diagnostics/sink.js';
import type { AdfNode } from '../types.js';
import type { ConvertContext } from './context.js';

/**
 * `<!-- adf:node {JSON} -->`: a node with no Markdown syntax, as the reverse direction writes
 * it. The JSON is taken as written; the repair pass and the final schema check treat it like any
 * other node, so a bad one is reported, not emitted.
 */
export function parseRawNode(
  ctx: ConvertContext,
  body: string,
  at: Position,
  place: 'block' | 'inline',
): AdfNode | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    ctx.report('malformed-directive', `\`adf:node\` holds no valid JSON (${(error as Error).message})`, at);
    return undefined;
  }
  if (!isNode(value)) {
    ctx.report('malformed-directive', '`adf:node` must hold one JSON object with a string `type`', at);
    return undefined;
  }
  ctx.rawNodes.push({ node: value, at, place });
  return value;
}

function isNode(value: unknown): value is AdfNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}
