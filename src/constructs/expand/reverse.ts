import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { directiveFor } from '../../reverse/directives.js';
import { leaf, stack, withLineBefore } from '../../reverse/rendered.js';
import type { ReversePart } from '../../engine/parts.js';
import { expandConstruct } from './index.js';

/**
 * `<details><summary>Title</summary>`, the content as Markdown, `</details>`: the forward
 * direction reads it as an expand (a nestedExpand inside one). The title is HTML there (tags
 * dropped, entities decoded, blanks collapsed), so only a title without extra blanks fits.
 */
/** The forward direction makes a nestedExpand of `<details>` inside an expand or a table cell. */
const WHERE: Readonly<Record<string, readonly string[]>> = {
  expand: ['doc', 'layoutColumn'],
  nestedExpand: ['expand', 'tableCell', 'tableHeader'],
};

function summary(node: AdfNode): string | null {
  const title = node.attrs?.title;
  if (title === undefined) return '';
  if (typeof title !== 'string') return null;
  if (title !== title.replace(/\s+/g, ' ').trim()) return null;
  const html = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<summary>${html}</summary>`;
}

export const expand: BlockHandler = (node, place) => {
  if (!WHERE[node.type]?.includes(place.parent.type))
    return asNode(`a ${node.type} here does not read back as one`);
  const title = summary(node);
  if (title === null) return asNode('an expand title that is not plain text has no Markdown form');
  // The title is the summary; the rest (`localId`) is `adf:expand` on the line before.
  const directive = directiveFor(node, place.settings, { syntaxAttrs: ['title'] });
  if (!directive.ok) return asNode(directive.reason);
  const children = node.content ?? [];
  if (children.length === 0 || node.marks?.length)
    return asNode('an empty or marked expand has no Markdown form');
  return {
    children,
    levels: 0,
    // The blank lines make the content Markdown again between the HTML lines.
    join: (parts) =>
      withLineBefore(
        directive.comment,
        stack([leaf([`<details>${title}`]), stack(parts), leaf(['</details>'])]),
      ),
  };
};

export const expandReverse: ReversePart = {
  construct: expandConstruct,
  writers: { expand, nestedExpand: expand },
};
