import type { AdfNode } from '../../types.js';
import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { joinStyles, openTag, styleOf } from '../../html/markup.js';
import { boundedNumber, safeColour } from '../../html/safe.js';
import { accepts, attrsOf, childrenOf, stringAttr } from '../../html/nodes/access.js';
import { headingDirective } from './directives.js';
import type { HtmlPart } from '../../engine/parts.js';
import { headingConstruct } from './index.js';

function headingLevel(node: AdfNode): number {
  const level = attrsOf(node).level;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6 ? level : 1;
}

/** Directive attributes show: `id` (or `anchor`) as the element id, `textAlign`, `color`, `indentation`. */
export const heading: NodeHandler = (node) => {
  const level = headingLevel(node);
  const id = stringAttr(node, 'id');
  const anchor = stringAttr(node, 'anchor');
  const align = stringAttr(node, 'textAlign');
  const look = blockPresentation(node);
  const indentation = boundedNumber(attrsOf(node).indentation, 1, 6);
  const style = styleOf({
    'text-align': accepts(headingDirective, 'textAlign', align) ? align : undefined,
    color: safeColour(attrsOf(node).color),
    // The extended profile keeps `indentation` as an attribute; the atlassian one as a mark (`look`).
    'margin-left': indentation === undefined ? undefined : `${indentation * 30}px`,
  });
  const open = openTag(`h${level}`, {
    id: id ?? anchor,
    class: look.class,
    style: joinStyles(style, look.style),
  });
  // A heading with both keeps the anchor reachable as a second target.
  const secondAnchor = id !== undefined && anchor !== undefined && anchor !== id;
  return {
    open: secondAnchor ? `${open}${openTag('a', { id: anchor, class: 'adf-anchor' })}</a>` : open,
    close: `</h${level}>\n`,
    children: childrenOf(node),
  };
};

export const headingHtml: HtmlPart = {
  construct: headingConstruct,
  renderers: { heading },
};
