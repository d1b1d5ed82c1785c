import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import type { ReversePart } from '../../engine/parts.js';
import { ruleConstruct } from './index.js';

/**
 * `---`, except as the document's first line: `---` there opens YAML front matter when a
 * later `---` closes it, so the first rule is written `***`. A `localId` goes in `adf:rule`.
 */
export const rule: BlockHandler = (node, place) => {
  const directive = directiveFor(node, place.settings);
  if (!directive.ok) return asNode(directive.reason);
  const opensDocument = place.parent.type === 'doc' && place.index === 0 && directive.comment === null;
  return withLineBefore(directive.comment, leaf([opensDocument ? '***' : '---']));
};

export const ruleReverse: ReversePart = { construct: ruleConstruct, writers: { rule } };
