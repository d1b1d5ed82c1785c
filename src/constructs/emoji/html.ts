import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { emojiConstruct } from './index.js';

/** The emoji's own character when known, else its `:shortName:`. */
export const emoji: NodeHandler = (node) => {
  const shortName = stringAttr(node, 'shortName');
  const shown = stringAttr(node, 'text') || shortName || '';
  return { open: `${openTag('span', { class: 'adf-emoji', title: shortName })}${escapeHtml(shown)}</span>` };
};

export const emojiHtml: HtmlPart = { construct: emojiConstruct, renderers: { emoji } };
