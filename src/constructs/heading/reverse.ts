import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import { indent, leaf, withLineBefore } from '../../reverse/rendered.js';
import type { ReversePart } from '../../engine/parts.js';
import { headingConstruct } from './index.js';

/** ATX headings only (setext has no level 3-6 and no room for a directive line). */
export const heading: BlockHandler = (node, place) => {
  const level = node.attrs?.level;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 6) {
    return asNode('heading level is not 1 to 6');
  }
  const directive = directiveFor(node, place.settings, { syntaxAttrs: ['level'] });
  if (!directive.ok) return asNode(directive.reason);
  const content = node.content ?? [];
  if (content.length === 0) return asNode('an empty heading has no Markdown form');
  const written = writePhrasing({
    settings: place.settings,
    container: 'heading',
    nodes: content,
  });
  if (!written) return asNode('its inline content does not read back the same');
  const hashes = '#'.repeat(level);
  return withLineBefore(directive.comment, indent(leaf(written.lines, written.notes), `${hashes} `, ''));
};

export const headingReverse: ReversePart = { construct: headingConstruct, writers: { heading } };
