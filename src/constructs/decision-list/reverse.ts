import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler, hasExtras } from '../../reverse/handler.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import { indent, leaf, type Rendered, stack, withLineBefore } from '../../reverse/rendered.js';
import { wellFormed } from '../../reverse/shape.js';
import { bulletChar } from '../../reverse/blocks/list-markers.js';
import type { ReversePart } from '../../engine/parts.js';
import { decisionListConstruct } from './index.js';

/**
 * Decisions: the registry's `adf:decisionList` directive, then a bullet list whose items are
 * the decisions' text. `localId`s are not written: the reader generates them, as for tasks
 * (docs/reverse.md). A state other than `DECIDED` has no Markdown form.
 */
function itemProblem(item: AdfNode): string | null {
  if (!wellFormed(item) || item.type !== 'decisionItem') return 'a decision list holding something else';
  if (hasExtras(item, ['localId', 'state'])) return 'decision attributes have no Markdown form';
  if (item.attrs?.state !== 'DECIDED') return 'a decision state other than DECIDED';
  return null;
}

export const decisionList: BlockHandler = (node, place) => {
  if (hasExtras(node, ['localId'])) return asNode('decision list attributes have no Markdown form');
  const items = node.content ?? [];
  if (items.length === 0) return asNode('an empty decision list');
  const bullet = `${bulletChar(place.siblings, place.index)} `;
  const lines: Rendered[] = [];
  for (const item of items) {
    const problem = itemProblem(item);
    if (problem) return asNode(problem);
    const content = item.content ?? [];
    if (content.length === 0) {
      lines.push(leaf([bullet.trimEnd()]));
      continue;
    }
    const written = writePhrasing({ settings: place.settings, container: 'paragraph', nodes: content });
    if (!written) return asNode('a decision does not read back the same');
    // A hard break continues the decision on the next line, indented under its text.
    lines.push(indent(leaf(written.lines, written.notes), bullet, ' '.repeat(bullet.length)));
  }
  return withLineBefore(
    '<!-- adf:decisionList -->',
    stack(lines, () => 0),
  );
};

export const decisionListReverse: ReversePart = {
  construct: decisionListConstruct,
  writers: { decisionList },
  partOf: ['decisionItem'],
};
