import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { leaf, stack } from '../../reverse/rendered.js';

/**
 * `<details><summary>Title</summary>`, the content as Markdown, `</details>`: the forward
 * direction reads it as an expand (a nestedExpand inside one). The title is HTML there (tags
 * dropped, entities decoded, blanks collapsed), so only a title without extra blanks fits.
 */
/** The forward direction makes a nestedExpand of `<details>` inside an expand or a table cell. */
const WHERE: Readonly<Record<string, readonly string[]>> = {
  expand: ['doc'],
  nestedExpand: ['expand', 'tableCell', 'tableHeader'],
};

function summary(node: AdfNode): string | null {
  const attrs = node.attrs ?? {};
  const keys = Object.keys(attrs);
  if (keys.length === 0) return '';
  if (keys.length > 1 || typeof attrs.title !== 'string') return null;
  const title = attrs.title;
  if (title !== title.replace(/\s+/g, ' ').trim()) return null;
  const html = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<summary>${html}</summary>`;
}

export const expand: BlockHandler = (node, place) => {
  if (!WHERE[node.type]?.includes(place.parent.type))
    return asNode(`a ${node.type} here does not read back as one`);
  const title = summary(node);
  if (title === null) return asNode('expand attributes other than a plain title have no Markdown form');
  const children = node.content ?? [];
  if (children.length === 0 || node.marks?.length)
    return asNode('an empty or marked expand has no Markdown form');
  return {
    children,
    levels: 0,
    // The blank lines make the content Markdown again between the HTML lines.
    join: (parts) => stack([leaf([`<details>${title}`]), stack(parts), leaf(['</details>'])]),
  };
};
