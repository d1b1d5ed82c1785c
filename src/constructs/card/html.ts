import type { AdfNode } from '../../types.js';
import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { safeHref } from '../../html/safe.js';
import { attrsOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { cardConstruct } from './index.js';

/** A card's URL: `attrs.url`, or the `url` of its JSON-LD `data`. */
function cardUrl(node: AdfNode): string | undefined {
  const url = stringAttr(node, 'url');
  if (url !== undefined) return url;
  const data = attrsOf(node).data;
  if (data !== null && typeof data === 'object' && typeof (data as { url?: unknown }).url === 'string') {
    return (data as { url: string }).url;
  }
  return undefined;
}

function cardLink(node: AdfNode, className: string): string {
  const url = cardUrl(node);
  if (url === undefined) return `<span class="${className}">link</span>`;
  return `${openTag('a', { class: className, href: safeHref(url) })}${escapeHtml(url)}</a>`;
}

export const inlineCard: NodeHandler = (node) => ({ open: cardLink(node, 'adf-inline-card') });

export const blockCard: NodeHandler = (node) => ({
  open: `<div class="adf-card">${cardLink(node, 'adf-block-card')}</div>\n`,
});

export const embedCard: NodeHandler = (node) => ({
  open: `<div class="adf-card">${cardLink(node, 'adf-embed-card')}</div>\n`,
});

export const cardHtml: HtmlPart = {
  construct: cardConstruct,
  renderers: {
    inlineCard,
    blockCard,
    embedCard,
  },
};
