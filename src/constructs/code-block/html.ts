import { childText } from '../../adf/leaf-text.js';
import { attributeValues } from '../../registry/read-attribute.js';
import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { classOf, openTag } from '../../html/markup.js';
import { accepts, attrsOf, stringAttr } from '../../html/nodes/access.js';
import { codeBlockDirective } from './directives.js';
import type { HtmlPart } from '../../engine/parts.js';
import { codeBlockConstruct } from './index.js';

/** `lineNumbers` (or where the atlassian profile lands it) numbers the lines; `theme`, `wrap` and `breakout` become classes. */
export const codeBlock: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const language = stringAttr(node, 'language');
  const theme = stringAttr(node, 'theme');
  // The extended profile keeps `breakout` as an attribute; the atlassian one as a mark (`look`).
  const breakout = stringAttr(node, 'breakout');
  const numbered = attributeValues(codeBlockDirective, 'lineNumbers', attrs).includes(true);
  const look = blockPresentation(node);
  const preClass = classOf(
    accepts(codeBlockDirective, 'theme', theme) && `adf-code-theme-${theme}`,
    attrs.wrap === true && 'adf-code-wrap',
    numbered && 'adf-line-numbers',
    accepts(codeBlockDirective, 'breakout', breakout) && `adf-breakout-${breakout}`,
    look.class,
  );
  const code = childText(node);
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

export const codeBlockHtml: HtmlPart = {
  construct: codeBlockConstruct,
  renderers: { codeBlock },
};
