import { escapeHtml } from '../escape.js';
import type { NodeHandler } from '../handler.js';
import { openTag } from '../markup.js';
import { childrenOf } from './access.js';

/** A node type the renderer does not know: its text and children still show, in a marked box. */
export const unknownNode: NodeHandler = (node, context) => {
  const tag = context.inline ? 'span' : 'div';
  const text = typeof node.text === 'string' ? escapeHtml(node.text) : '';
  const type = typeof node.type === 'string' ? node.type : undefined;
  return {
    open: `${openTag(tag, { class: 'adf-unknown', 'data-type': type })}${text}`,
    close: context.inline ? '</span>' : '</div>\n',
    children: childrenOf(node),
  };
};
