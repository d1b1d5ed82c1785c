import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { attrsOf, scalarAttr } from '../../html/nodes/access.js';
import { isoDate } from './day.js';
import type { HtmlPart } from '../../engine/parts.js';
import { dateConstruct } from './index.js';

export const date: NodeHandler = (node) => {
  const timestamp = attrsOf(node).timestamp;
  const iso = isoDate(timestamp);
  return {
    open: iso
      ? `${openTag('time', { class: 'adf-date', datetime: iso })}${iso}</time>`
      : `<span class="adf-date">${escapeHtml(scalarAttr(node, 'timestamp'))}</span>`,
  };
};

export const dateHtml: HtmlPart = { construct: dateConstruct, renderers: { date } };
