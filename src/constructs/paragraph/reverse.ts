import type { AdfNode } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import type { ReversePart } from '../../engine/parts.js';
import { paragraphConstruct } from './index.js';

/** The first line of a quote's first paragraph that GitHub reads as an alert marker (`[!NOTE]`). */
const ALERT_MARKER = /^\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*$/i;

function startsWithAlertMarker(content: readonly AdfNode[]): boolean {
  const first = content[0];
  const second = content[1];
  return (
    first?.type === 'text' && ALERT_MARKER.test(first.text ?? '') && (!second || second.type === 'hardBreak')
  );
}

/**
 * A paragraph is its inline content; its alignment and indentation marks go in the registry's
 * `adf:paragraph` directive. An empty paragraph is that directive alone (a blank line after it),
 * or nothing at all as the only content of a list item (`-` alone).
 */
export const paragraph: BlockHandler = (node, place) => {
  const directive = directiveFor(node, place.settings);
  if (!directive.ok) return asNode(directive.reason);
  const content = node.content ?? [];
  if (content.length === 0) {
    const soleItemContent = place.parent.type === 'listItem' && place.siblings.length === 1;
    if (soleItemContent && !directive.comment) return leaf([]);
    // The directive alone, with no paragraph on the next line, reads back as an empty paragraph.
    const alone = directiveFor(node, place.settings, { always: true });
    return alone.ok && alone.comment
      ? leaf([alone.comment])
      : asNode('an empty paragraph has no Markdown form');
  }
  // The reader takes `[!NOTE]` opening a quote as an alert (a panel), escaped or not.
  if (place.parent.type === 'blockquote' && place.index === 0 && startsWithAlertMarker(content)) {
    return asNode('a quote starting with an alert marker would read back as a panel');
  }
  const written = writePhrasing({
    settings: place.settings,
    container: 'paragraph',
    nodes: content,
  });
  if (!written) return asNode('its inline content does not read back the same');
  return withLineBefore(directive.comment, leaf(written.lines, written.notes));
};

export const paragraphReverse: ReversePart = { construct: paragraphConstruct, writers: { paragraph } };
