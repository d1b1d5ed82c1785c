import type { AdfNode } from '../types.js';
import { validateAdf } from '../validate/index.js';
import type { ConvertContext } from './context.js';

/**
 * `adf:node` JSON is the one place where the input gives attributes the converter did not make.
 * When the document does not validate, each such node is checked alone; an invalid one is
 * replaced by its JSON as code, with an error, so the output still validates.
 */
export function checkRawNodes(ctx: ConvertContext): void {
  if (ctx.rawNodes.length === 0 || validateAdf(ctx.doc, { profile: ctx.profile }).valid) return;
  const parents = parentsOf(ctx.doc as AdfNode);
  for (const { node, at, place } of ctx.rawNodes) {
    const parent = parents.get(node);
    if (!parent) continue;
    const probe = place === 'block' ? [node] : [{ type: 'paragraph', content: [node] }];
    const result = validateAdf({ type: 'doc', version: 1, content: probe }, { profile: ctx.profile });
    if (result.valid) continue;
    ctx.report(
      'invalid-node',
      `\`adf:node\` is not a valid ${node.type} here (${result.errors[0]?.message ?? 'schema'}); kept as JSON code`,
      at,
    );
    const json = JSON.stringify(node);
    const replacement: AdfNode =
      place === 'block'
        ? { type: 'codeBlock', attrs: { language: 'json' }, content: [{ type: 'text', text: json }] }
        : { type: 'text', text: json, marks: [{ type: 'code' }] };
    const siblings = parent.content!;
    siblings[siblings.indexOf(node)] = replacement;
  }
}

function parentsOf(root: AdfNode): Map<AdfNode, AdfNode> {
  const parents = new Map<AdfNode, AdfNode>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of node.content ?? []) {
      parents.set(child, node);
      stack.push(child);
    }
  }
  return parents;
}
