import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { escapeText } from '../../reverse/inline/escape.js';
import { linkTail } from '../../reverse/inline/link.js';
import { readBack } from '../../reverse/inline/readback.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import type { Profile } from '../../types.js';
import type { ReversePart } from '../../engine/parts.js';
import { cardConstruct } from './index.js';

/**
 * Smart link blocks: the registry's `adf:blockCard` / `adf:embedCard` directive, then the URL
 * alone on its line, `<https://…>` (or `[url](url)` where an autolink would not read back the
 * same). Cards of a datasource (no URL) have no Markdown form.
 */
export function urlLine(url: string, profile: Profile): string | null {
  const candidates = [`<${url}>`];
  const tail = linkTail(url, undefined);
  if (tail !== null) {
    const label = escapeText(url, {
      blockStart: false,
      lineStart: false,
      lineEnd: false,
      pipes: false,
      inTable: false,
      inLinkText: true,
      brackets: true,
    });
    candidates.push(`[${label}${tail}`);
  }
  return candidates.find((markdown) => readsBackAs(markdown, url, profile)) ?? null;
}

/** The Markdown reads back as one link to the URL, alone in its paragraph. */
function readsBackAs(markdown: string, url: string, profile: Profile): boolean {
  const [only, ...more] = readBack(markdown, 'paragraph', profile) ?? [];
  const link = only?.marks?.length === 1 ? only.marks[0] : undefined;
  return more.length === 0 && only?.type === 'text' && link?.type === 'link' && link.attrs?.href === url;
}

const READER_DEFAULTS: Readonly<Record<string, Record<string, unknown>>> = {
  blockCard: {},
  embedCard: { layout: 'center' },
};

export const card: BlockHandler = (node, place) => {
  const url = node.attrs?.url;
  if (node.type === 'blockCard' && url === undefined && node.attrs?.data !== undefined)
    return givenByData(node, place);
  if (typeof url !== 'string' || node.content !== undefined || node.marks?.length)
    return asNode('only a card with a URL has Markdown syntax');
  const line = urlLine(url, place.settings.profile);
  if (line === null) return asNode('the URL does not read back the same');
  const directive = directiveFor(node, place.settings, {
    syntaxAttrs: ['url'],
    defaults: READER_DEFAULTS[node.type] ?? {},
    always: true,
  });
  if (!directive.ok || directive.comment === null)
    return asNode(directive.ok ? 'no directive' : directive.reason);
  return withLineBefore(directive.comment, leaf([line]));
};

/** A card given by its JSON-LD `data`: the directive alone on its line is the card. */
const givenByData: BlockHandler = (node, place) => {
  if (node.content !== undefined || node.marks?.length) return asNode('a card with content or marks');
  const directive = directiveFor(node, place.settings, { always: true });
  if (!directive.ok || directive.comment === null)
    return asNode(directive.ok ? 'no directive' : directive.reason);
  return leaf([directive.comment]);
};

export const cardReverse: ReversePart = {
  construct: cardConstruct,
  writers: { blockCard: card, embedCard: card },
  phrasing: ['inlineCard'],
};
