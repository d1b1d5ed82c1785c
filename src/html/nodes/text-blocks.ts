import { codeBlockDirective } from '../../constructs/code-block/directives.js';
import { headingDirective } from '../../constructs/heading/directives.js';
import { attributeValues } from '../../registry/read-attribute.js';
import type { DirectiveSpec } from '../../registry/spec.js';
import type { AdfNode } from '../../types.js';
import { escapeHtml } from '../escape.js';
import type { NodeHandler } from '../handler.js';
import { blockPresentation } from '../marks.js';
import { classOf, joinStyles, openTag, styleOf } from '../markup.js';
import { safeColour } from '../safe.js';
import { attrsOf, childrenOf, directText, stringAttr } from './access.js';

/** Paragraphs, headings, quotes, code, rules and the text itself. */

/** A value the directive's type accepts (a heading's `textAlign`, a code block's `theme`). */
const accepts = (spec: DirectiveSpec, name: string, value: string | undefined): value is string =>
  value !== undefined && spec.attributes[name].type.parse(value).ok;

const text: NodeHandler = (node) => ({ open: typeof node.text === 'string' ? escapeHtml(node.text) : '' });

const hardBreak: NodeHandler = () => ({ open: '<br />' });

const rule: NodeHandler = () => ({ open: '<hr />\n' });

const paragraph: NodeHandler = (node) => {
  const look = blockPresentation(node);
  return {
    open: openTag('p', { class: look.class, style: look.style }),
    close: '</p>\n',
    children: childrenOf(node),
  };
};

function headingLevel(node: AdfNode): number {
  const level = attrsOf(node).level;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6 ? level : 1;
}

/** Directive attributes show: `id` (or `anchor`) as the element id, `textAlign`, `color`. */
const heading: NodeHandler = (node) => {
  const level = headingLevel(node);
  const id = stringAttr(node, 'id');
  const anchor = stringAttr(node, 'anchor');
  const align = stringAttr(node, 'textAlign');
  const look = blockPresentation(node);
  const style = styleOf({
    'text-align': accepts(headingDirective, 'textAlign', align) ? align : undefined,
    color: safeColour(attrsOf(node).color),
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

const blockquote: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const style = styleOf({
    'background-color': safeColour(attrs.backgroundColor),
    'border-left-color': safeColour(attrs.borderColor),
  });
  return {
    open: `${openTag('blockquote', { style })}\n`,
    close: '</blockquote>\n',
    children: childrenOf(node),
  };
};

/** `lineNumbers` (or where the atlassian profile lands it) numbers the lines; `theme` and `wrap` become classes. */
const codeBlock: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const language = stringAttr(node, 'language');
  const theme = stringAttr(node, 'theme');
  const numbered = attributeValues(codeBlockDirective, 'lineNumbers', attrs).includes(true);
  const look = blockPresentation(node);
  const preClass = classOf(
    accepts(codeBlockDirective, 'theme', theme) && `adf-code-theme-${theme}`,
    attrs.wrap === true && 'adf-code-wrap',
    numbered && 'adf-line-numbers',
    look.class,
  );
  const code = directText(node);
  const body = numbered
    ? code
        .split('\n')
        .map((line) => `<span class="adf-code-line">${escapeHtml(line)}</span>`)
        .join('\n')
    : escapeHtml(code);
  const codeClass = language ? `language-${language}` : undefined;
  return {
    open: `${openTag('pre', { class: preClass, style: look.style })}${openTag('code', { class: codeClass })}${body}`,
    close: '</code></pre>\n',
  };
};

export const TEXT_BLOCK_HANDLERS: Record<string, NodeHandler> = {
  text,
  hardBreak,
  rule,
  paragraph,
  heading,
  blockquote,
  codeBlock,
};
