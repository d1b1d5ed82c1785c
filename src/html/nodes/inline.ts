import { isoDate } from '../../constructs/date/day.js';
import { STATUS_COLOURS } from '../../constructs/status/directives.js';
import type { AdfNode } from '../../types.js';
import { escapeHtml } from '../escape.js';
import type { NodeHandler } from '../handler.js';
import { openTag, styleOf } from '../markup.js';
import { safeColour, safeHref } from '../safe.js';
import { attrsOf, scalarAttr, stringAttr } from './access.js';

/** Inline atoms (status, mention, emoji, date, placeholder) and smart-link cards. */

const status: NodeHandler = (node) => {
  const colour = stringAttr(node, 'color') ?? 'neutral';
  const named = STATUS_COLOURS.parse(colour).ok;
  const open = openTag('span', {
    class: `adf-status adf-status-${named ? colour : 'custom'}`,
    style: named ? undefined : styleOf({ 'background-color': safeColour(colour) }),
  });
  return { open: `${open}${escapeHtml(stringAttr(node, 'text') ?? '')}</span>` };
};

const mention: NodeHandler = (node) => {
  const text = stringAttr(node, 'text') ?? stringAttr(node, 'id') ?? '';
  const shown = text.startsWith('@') ? text : `@${text}`;
  return {
    open: `${openTag('span', { class: 'adf-mention', 'data-mention-id': stringAttr(node, 'id') })}${escapeHtml(shown)}</span>`,
  };
};

/** The emoji's own character when known, else its `:shortName:`. */
const emoji: NodeHandler = (node) => {
  const shortName = stringAttr(node, 'shortName');
  const shown = stringAttr(node, 'text') || shortName || '';
  return { open: `${openTag('span', { class: 'adf-emoji', title: shortName })}${escapeHtml(shown)}</span>` };
};

const date: NodeHandler = (node) => {
  const timestamp = attrsOf(node).timestamp;
  const iso = isoDate(timestamp);
  return {
    open: iso
      ? `${openTag('time', { class: 'adf-date', datetime: iso })}${iso}</time>`
      : `<span class="adf-date">${escapeHtml(scalarAttr(node, 'timestamp'))}</span>`,
  };
};

const placeholder: NodeHandler = (node) => ({
  open: `<span class="adf-placeholder">${escapeHtml(stringAttr(node, 'text') ?? '')}</span>`,
});

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

const inlineCard: NodeHandler = (node) => ({ open: cardLink(node, 'adf-inline-card') });

const blockCard: NodeHandler = (node) => ({
  open: `<div class="adf-card">${cardLink(node, 'adf-block-card')}</div>\n`,
});

const embedCard: NodeHandler = (node) => ({
  open: `<div class="adf-card">${cardLink(node, 'adf-embed-card')}</div>\n`,
});

export const INLINE_HANDLERS: Record<string, NodeHandler> = {
  status,
  mention,
  emoji,
  date,
  placeholder,
  inlineCard,
  blockCard,
  embedCard,
};
